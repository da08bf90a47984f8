import { Trans } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { listenPaths } from '../paths';
import { usePlayerValue } from '../player-store';
import { installOffer } from './install-offer';
import { LISTEN_SCOPE, SERVICE_WORKER_URL } from './offline-keys';
import { droppedText, useDroppedSongs, useOfflineRecheck } from './offline-recheck';

/** The install prompt's memory: once dismissed or used, it is never offered again. */
const PROMPT_KEY = 'listen.installPrompt';
/** Visits to the listener app, counted once per browser session. */
const VISITS_KEY = 'listen.visits';
const VISIT_SESSION_KEY = 'listen.visitCounted';

function useOffer() {
  return useSyncExternalStore(installOffer.subscribe, installOffer.current, () => null);
}

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** This visit's number (1 on the first), counting a reload in the same session once. */
function countVisit(): number {
  const before = Number(read(() => localStorage, VISITS_KEY)) || 0;
  if (read(() => sessionStorage, VISIT_SESSION_KEY)) return before;
  write(() => sessionStorage, VISIT_SESSION_KEY, '1');
  write(() => localStorage, VISITS_KEY, String(before + 1));
  return before + 1;
}

function useOnline(): boolean {
  return useSyncExternalStore(
    (l) => {
      window.addEventListener('online', l);
      window.addEventListener('offline', l);
      return () => {
        window.removeEventListener('online', l);
        window.removeEventListener('offline', l);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Registers /listen/sw.js once the page has loaded, in built apps only: Vite's dev server has
 * no worker. (MODE, not PROD: the browser tests build with NODE_ENV=development, which turns
 * PROD off but is still a build with its worker.)
 */
function useServiceWorker() {
  useEffect(() => {
    if (import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: LISTEN_SCOPE }).catch((err: unknown) => {
        console.warn('The offline support could not start', err);
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
}

/**
 * The browser's install offer, kept for a polite moment: after the listener has played
 * something or on a second visit, and never again once dismissed or installed.
 */
function useInstallPrompt() {
  const index = usePlayerValue((s) => s.index);
  const event = useOffer();
  const [visit] = useState(() => (typeof window === 'undefined' ? 0 : countVisit()));
  const [done, setDone] = useState(() => read(() => localStorage, PROMPT_KEY) !== null);

  useEffect(() => {
    if (done) return;
    const onInstalled = () => {
      write(() => localStorage, PROMPT_KEY, 'installed');
      setDone(true);
    };
    window.addEventListener('appinstalled', onInstalled);
    return () => window.removeEventListener('appinstalled', onInstalled);
  }, [done]);

  const finish = (outcome: 'dismissed' | 'installed') => {
    write(() => localStorage, PROMPT_KEY, outcome);
    setDone(true);
  };
  const ready = !done && event !== null && (index >= 0 || visit >= 2);
  return {
    ready,
    install: async () => {
      const offer = installOffer.take();
      if (!offer) return;
      await offer.prompt();
      const choice = await offer.userChoice.catch(() => ({ outcome: 'dismissed' }));
      finish(choice.outcome === 'accepted' ? 'installed' : 'dismissed');
    },
    dismiss: () => finish('dismissed'),
  };
}

/**
 * Offline support for the listener app: registers the service worker, re-checks the saved
 * songs' right to stay (offline-recheck.ts) and says which were removed and why, offers the
 * install prompt once and tells the listener when they are offline.
 */
export function OfflineSupport() {
  useServiceWorker();
  useOfflineRecheck();
  const dropped = useDroppedSongs();
  const online = useOnline();
  const prompt = useInstallPrompt();
  const onDownloads = useLocation().pathname.startsWith(listenPaths.downloads);

  return (
    <>
      <div role="status" aria-live="polite">
        {online ? null : (
          <div className="bg-cloth-900 text-white">
            <p className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-6">
              <span className="py-1.5 font-semibold">
                <Trans>You’re offline — downloaded songs still play</Trans>
              </span>
              {onDownloads ? null : (
                <Link
                  to={listenPaths.downloads}
                  className="inline-flex min-h-11 items-center font-semibold text-brass-300 underline underline-offset-4"
                >
                  <Trans>Go to Downloads</Trans>
                </Link>
              )}
            </p>
          </div>
        )}
        {dropped.songs.length > 0 ? (
          <div className="bg-sand-100 text-cloth-900" data-testid="offline-dropped">
            <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-6">
              <ul className="min-w-0 flex-1">
                {dropped.songs.map((song) => (
                  <li key={song.id} className="py-1.5">
                    {droppedText(song)}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                onClick={dropped.dismiss}
                className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold hover:bg-sand-200"
              >
                <Trans>Dismiss</Trans>
              </button>
            </div>
          </div>
        ) : null}
      </div>
      {prompt.ready ? (
        <aside aria-labelledby="install-title" className="mx-auto max-w-5xl px-4 pt-4 sm:px-6">
          <div className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <img src="/icons/listen-192.png" alt="" width="48" height="48" className="size-12 shrink-0 rounded-xl" />
              <div className="min-w-0">
                <h2 id="install-title" className="text-lg font-bold">
                  <Trans>Install Nupe Music</Trans>
                </h2>
                <p className="text-sm text-cloth-800">
                  <Trans>
                    Open it from your home screen like an app, and play your downloads without a connection.
                  </Trans>
                </p>
              </div>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                onClick={() => void prompt.install()}
                className="inline-flex min-h-11 items-center rounded-full bg-cloth-800 px-5 text-sm font-semibold text-white hover:bg-cloth-700"
              >
                <Trans>Install</Trans>
              </button>
              <button
                type="button"
                onClick={prompt.dismiss}
                className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-cloth-800 hover:bg-sand-100"
              >
                <Trans>Not now</Trans>
              </button>
            </div>
          </div>
        </aside>
      ) : null}
    </>
  );
}

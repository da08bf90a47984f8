import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDataSize } from '@nupe/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SongCover } from '../../../components/ui/cover';
import { Skeleton } from '../../../components/ui/skeleton';
import { PlayIcon, TrashIcon } from '../../../features/listen/components/icons';
import { formatTime } from '../../../features/listen/format';
import { SendToFriend } from '../../../features/listen/moments/send-to-friend';
import { offline, type SavedSong, useOffline } from '../../../features/listen/offline/offline-store';
import { listenPaths } from '../../../features/listen/paths';
import { player } from '../../../features/listen/player-store';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** What the browser allows this site to store, when it says (navigator.storage.estimate). */
function useQuota(usedBySongs: number) {
  const [quota, setQuota] = useState<{ usage: number; quota: number } | null>(null);
  useEffect(() => {
    if (!navigator.storage?.estimate) return;
    let live = true;
    navigator.storage
      .estimate()
      .then((e) => {
        if (live && e.quota) setQuota({ usage: e.usage ?? 0, quota: e.quota });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [usedBySongs]);
  return quota;
}

const pill =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors';

/** Downloads: the songs saved on this device, the room they take, play and remove. */
export function ListenDownloads() {
  const { t } = useLingui();
  useDocumentTitle(t`Downloads · Listen`);
  const state = useOffline();
  const [confirming, setConfirming] = useState(false);
  // The question replaces its button: focus moves to the safe answer, so a keyboard keeps its place.
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);
  const saved = Object.values(state.saved).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const songs = saved.map((s) => s.song);
  const total = saved.reduce((sum, s) => sum + s.bytes, 0);
  const quota = useQuota(total);
  const savingCount = Object.keys(state.saving).length;
  const savedCount = saved.length;
  const totalSize = formatDataSize(total);
  const usage = quota ? formatDataSize(quota.usage) : '';
  const allowed = quota ? formatDataSize(quota.quota) : '';

  return (
    <section aria-labelledby="downloads-title" className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="downloads-title" className="font-display text-3xl font-bold">
            <Trans>Downloads</Trans>
          </h1>
          {state.ready && saved.length > 0 ? (
            <p className="mt-1 text-cloth-800" data-testid="downloads-total">
              <Plural value={savedCount} one="# song" other="# songs" /> · <Trans>{totalSize} on this device</Trans>
              {quota ? (
                <span className="block text-sm text-cloth-700">
                  <Trans>
                    This site uses {usage} of the {allowed} your browser allows it.
                  </Trans>
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        {saved.length > 0 ? (
          <button
            type="button"
            onClick={() => player.playQueue(songs, 0)}
            className={`${pill} bg-brass-400 text-cloth-950 hover:bg-brass-300`}
          >
            <PlayIcon className="size-5" />
            <Trans>Play all</Trans>
          </button>
        ) : null}
      </div>

      {savingCount > 0 ? (
        <p role="status" className="mt-4 text-sm text-cloth-800">
          <Plural value={savingCount} one="Downloading # song…" other="Downloading # songs…" />
        </p>
      ) : null}

      {!state.supported ? (
        <p className="mt-6 rounded-2xl border border-sand-200 bg-white p-5 text-cloth-800">
          <Trans>
            This browser cannot keep songs for offline listening. A recent Chrome, Edge, Firefox or Safari can.
          </Trans>
        </p>
      ) : !state.ready ? (
        <div aria-busy="true" className="mt-6 flex flex-col gap-3">
          <span className="sr-only">
            <Trans>Loading your downloads…</Trans>
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-18 w-full rounded-2xl" />
          ))}
        </div>
      ) : saved.length === 0 ? (
        <EmptyDownloads />
      ) : (
        <>
          <ul className="mt-6 flex flex-col divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
            {saved.map((entry, i) => (
              <SavedRow key={entry.song.id} entry={entry} onPlay={() => player.playQueue(songs, i)} />
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {confirming ? (
              <fieldset className="flex flex-wrap items-center gap-3 rounded-2xl border border-coral-500 bg-coral-100 p-4">
                <legend className="sr-only">
                  <Trans>Remove all downloads</Trans>
                </legend>
                <p className="font-semibold text-cloth-950">
                  <Trans>Remove all {savedCount} downloads from this device?</Trans>
                </p>
                <button
                  type="button"
                  onClick={() => {
                    setConfirming(false);
                    void offline.removeAll();
                  }}
                  className={`${pill} bg-coral-700 text-white hover:bg-coral-500`}
                >
                  <Trans>Yes, remove all</Trans>
                </button>
                <button
                  ref={keepRef}
                  type="button"
                  onClick={() => setConfirming(false)}
                  className={`${pill} border border-cloth-800 text-cloth-900 hover:bg-white`}
                >
                  <Trans>Keep them</Trans>
                </button>
              </fieldset>
            ) : (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className={`${pill} border border-sand-300 text-cloth-800 hover:bg-sand-100`}
              >
                <Trans>Remove all downloads</Trans>
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function SavedRow({ entry, onPlay }: { entry: SavedSong; onPlay: () => void }) {
  const { song } = entry;
  const { t } = useLingui();
  const title = song.title;
  return (
    <li className="flex items-center gap-3 p-3 sm:gap-4">
      <SongCover song={song} sizes="56px" className="size-14 shrink-0 rounded-xl shadow-none" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{song.title}</p>
        <p className="truncate text-sm text-cloth-800">{song.artist}</p>
        <p className="text-xs text-cloth-700">
          {[
            formatDataSize(entry.bytes),
            song.durationSeconds ? formatTime(song.durationSeconds) : null,
            entry.quality === 'data-saver' ? t`Data Saver quality` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <button
        type="button"
        onClick={onPlay}
        aria-label={t`Play ${title}`}
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-cloth-800 text-white hover:bg-cloth-700"
      >
        <PlayIcon className="size-5" />
      </button>
      <SendToFriend song={song} />
      <button
        type="button"
        onClick={() => void offline.remove([song.id])}
        aria-label={t`Remove ${title} from downloads`}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full text-sm font-semibold text-cloth-800 hover:bg-sand-100 sm:px-3"
      >
        {/* A phone keeps the row's width for the title: the icon alone, named by aria-label. */}
        <TrashIcon className="size-5" />
        <span className="hidden sm:inline">
          <Trans>Remove</Trans>
        </span>
      </button>
    </li>
  );
}

function EmptyDownloads() {
  return (
    <div className="mt-6 rounded-2xl border border-sand-200 bg-white p-6 sm:p-8">
      <h2 className="text-xl font-bold">
        <Trans>Nothing downloaded yet</Trans>
      </h2>
      <p className="mt-2 max-w-xl text-cloth-800">
        <Trans>
          Open a song or an album and press <strong>Download</strong>. It is saved on this device, so it plays without a
          connection and without using your data again. With Data Saver on, songs are saved in its smaller quality.
        </Trans>
      </p>
      <Link to={listenPaths.home} className={`${pill} mt-5 bg-cloth-800 text-white no-underline hover:bg-cloth-700`}>
        <Trans>Find something to download</Trans>
      </Link>
    </div>
  );
}

import { msg } from '@lingui/core/macro';
import { OFFLINE_RECHECK_SECONDS, type OfflineDropReason, type OfflineRightsResponse } from '@nupe/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { i18n } from '../../../lib/i18n';
import { tokenStorage } from '../../../lib/token-storage';
import { player } from '../player-store';
import { API_CACHE, IMAGE_CACHE, offlineSongKey } from './offline-keys';
import { offline, savedSongs } from './offline-store';

/**
 * The 60 s promise on this device: while the listener app is open and online, it asks the
 * server every OFFLINE_RECHECK_SECONDS (and as soon as it comes back online) whether each
 * saved song may stay (`POST /api/songs/offline-rights`). A song that may not is removed from
 * Cache Storage (so the service worker no longer answers its stream), leaves the player, stops
 * if it is playing, and the listener is told why.
 */
export type DroppedSong = { id: string; title: string; reason: OfflineDropReason };

/** A shorter period for tests (milliseconds), never longer than the promise allows. */
const INTERVAL_KEY = 'listen.offlineRecheckMs';
function intervalMs(): number {
  const longest = OFFLINE_RECHECK_SECONDS * 1000;
  try {
    const asked = Number(localStorage.getItem(INTERVAL_KEY));
    return asked >= 1000 ? Math.min(asked, longest) : longest;
  } catch {
    return longest;
  }
}

let dropped: DroppedSong[] = [];
const listeners = new Set<() => void>();
function setDropped(next: DroppedSong[]) {
  dropped = next;
  for (const l of listeners) l();
}

export function droppedText(song: DroppedSong): string {
  const title = song.title;
  return song.reason === 'withdrawn'
    ? i18n._(msg`“${title}” was removed from this device: the people recorded in it withdrew their consent.`)
    : i18n._(msg`“${title}” was removed from this device: it is no longer available to you.`);
}

let running: Promise<void> | null = null;

/** One check of every saved song; a failed request (offline, a server error) changes nothing. */
export function recheckOffline(): Promise<void> {
  running ??= (async () => {
    const saved = await savedSongs();
    const ids = Object.keys(saved);
    if (ids.length === 0 || !navigator.onLine) return;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const token = tokenStorage.get();
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch('/api/songs/offline-rights', {
      method: 'POST',
      headers,
      body: JSON.stringify({ ids }),
      cache: 'no-store',
    });
    if (!response.ok) return;
    const { songs } = (await response.json()) as OfflineRightsResponse;
    const gone = songs.flatMap((s) =>
      !s.keep && saved[s.id]
        ? [{ id: s.id, title: saved[s.id]?.song.title ?? '', reason: s.reason ?? 'unavailable' }]
        : [],
    );
    if (gone.length === 0) return;
    await offline.remove(gone.map((g) => g.id));
    // Nor does the worker keep its own copies of their covers and their page's answer.
    const [images, answers] = await Promise.all([caches.open(IMAGE_CACHE), caches.open(API_CACHE)]);
    for (const g of gone) {
      const song = saved[g.id]?.song;
      const covers = Object.values(song?.coverUrls ?? {}).filter((u): u is string => typeof u === 'string');
      await Promise.all([...covers.map((url) => images.delete(url)), answers.delete(offlineSongKey(g.id))]);
    }
    for (const g of gone) player.drop(g.id, droppedText(g));
    setDropped([...dropped.filter((d) => !gone.some((g) => g.id === d.id)), ...gone]);
  })()
    .catch(() => {})
    .finally(() => {
      running = null;
    });
  return running;
}

/** Runs the check while the page is open: now, every period, and whenever the device comes online. */
export function useOfflineRecheck() {
  useEffect(() => {
    if (!('caches' in window)) return;
    void recheckOffline();
    const timer = window.setInterval(() => void recheckOffline(), intervalMs());
    const onOnline = () => void recheckOffline();
    window.addEventListener('online', onOnline);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, []);
}

/** The songs this page removed from the device, and why, until the listener dismisses them. */
export function useDroppedSongs(): { songs: DroppedSong[]; dismiss: () => void } {
  const songs = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => dropped,
    () => dropped,
  );
  return { songs, dismiss: () => setDropped([]) };
}

import { msg } from '@lingui/core/macro';
import type { Song } from '@nupe/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { i18n } from '../../../lib/i18n';
import { tokenStorage } from '../../../lib/token-storage';
import { withQuery } from '../../../lib/with-query';
import { dataUsage } from '../data-usage/data-usage-store';
import { OFFLINE_CACHE, OFFLINE_CHANGED_MESSAGE, offlineAudioKey, offlineSongKey } from './offline-keys';

/**
 * Songs saved for offline listening, kept in Cache Storage where the service worker
 * (service-worker.ts) finds them: the audio under the song's stream address, the song's public
 * JSON under its API address (`{ song, offline }`), and its covers under their own addresses.
 * The audio comes from GET /api/songs/:id/download, so a saved song counts as a download,
 * in the streaming rendition (Data Saver's when it is on) rather than the archive original.
 */
export type SavedSong = {
  song: Song;
  bytes: number;
  savedAt: string;
  quality: Quality;
};
type Quality = 'standard' | 'data-saver';
type Progress = { received: number; total: number | null };

export type OfflineState = {
  /** False until the saved songs were read from storage. */
  ready: boolean;
  /** Whether this browser can save songs at all (Cache Storage). */
  supported: boolean;
  saved: Record<string, SavedSong>;
  /** Songs being saved now, with their progress. */
  saving: Record<string, Progress>;
  /** The last failure of each song that could not be saved. */
  failed: Record<string, string>;
};

const supported = typeof window !== 'undefined' && 'caches' in window;
let state: OfflineState = { ready: !supported, supported, saved: {}, saving: {}, failed: {} };
/**
 * What the server draws: nothing saved, this device's store not read yet, and saving supported,
 * as it is on every browser the site serves over HTTPS. Drawing the Download button from the
 * start keeps the buttons after it where they are: a button that appeared only once the app had
 * started pushed Share aside under the reader's finger (a layout shift, and a press lost).
 */
const SERVER_STATE: OfflineState = { ready: false, supported: true, saved: {}, saving: {}, failed: {} };
const listeners = new Set<() => void>();

function set(patch: Partial<OfflineState>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

/** Tells the service worker which songs it now answers from this device. */
function tellWorker() {
  navigator.serviceWorker?.controller?.postMessage(OFFLINE_CHANGED_MESSAGE);
}
// A worker that takes over after songs were saved (the first visit) hears of them too.
if (supported) navigator.serviceWorker?.addEventListener('controllerchange', tellWorker);

const without = <T>(record: Record<string, T>, id: string) => {
  const { [id]: _dropped, ...rest } = record;
  return rest;
};

let loading: Promise<void> | null = null;

/** Reads what is saved (once per page; every change after that goes through this module). */
function load(): Promise<void> {
  if (!supported) return Promise.resolve();
  loading ??= (async () => {
    const cache = await caches.open(OFFLINE_CACHE);
    const saved: Record<string, SavedSong> = {};
    for (const request of await cache.keys()) {
      if (!/^\/api\/songs\/[^/]+$/.test(new URL(request.url).pathname)) continue;
      const entry = (await (await cache.match(request))?.json().catch(() => null)) as {
        song: Song;
        offline: Omit<SavedSong, 'song'>;
      } | null;
      // A song whose audio is gone (storage cleared in part) is not offered as saved.
      if (entry?.song && (await cache.match(offlineAudioKey(entry.song.id)))) {
        saved[entry.song.id] = { song: entry.song, ...entry.offline };
      }
    }
    set({ ready: true, saved: { ...saved, ...state.saved } });
  })().catch(() => set({ ready: true }));
  return loading;
}

/** Asks the browser to keep saved songs when storage runs low (once, at the first download). */
async function askPersistence() {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Not granted or not offered: the songs stay until the browser needs the room.
  }
}

/** The song as anyone may see it: the listener's own likes are not stored with the audio. */
function publicSong(song: Song): Song {
  const { liked: _liked, favorited: _favorited, ...rest } = song;
  return rest;
}

async function fetchAudio(song: Song, quality: Quality): Promise<{ blob: Blob; type: string }> {
  const headers: Record<string, string> = {};
  const token = tokenStorage.get();
  // Signed in: the download is counted as theirs, and a song they may see under review downloads.
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(withQuery(song.downloadUrl, { quality }), { headers, cache: 'no-store' });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    if (!body?.message) throw new Error(i18n._(msg`This song could not be downloaded.`));
    // The API's sentence in the reader's language when it is one of its table's (the tables load
    // now, not with the listener app's first scripts).
    const { fieldErrorText } = await import('../../../lib/field-errors');
    throw new Error(fieldErrorText(body.message));
  }
  const type = response.headers.get('content-type') ?? 'audio/mpeg';
  const total = Number(response.headers.get('content-length')) || null;
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    // The month's data used counts what arrived, chunk by chunk: a download cut halfway spent its half.
    dataUsage.record('downloads', value.byteLength);
    set({ saving: { ...state.saving, [song.id]: { received, total } } });
  }
  return { blob: new Blob(parts, { type }), type };
}

async function saveOne(song: Song, quality: Quality) {
  if (state.saved[song.id] || state.saving[song.id]) return;
  set({ saving: { ...state.saving, [song.id]: { received: 0, total: null } }, failed: without(state.failed, song.id) });
  try {
    const { blob, type } = await fetchAudio(song, quality);
    const cache = await caches.open(OFFLINE_CACHE);
    const stored = publicSong(song);
    // Covers are small; a failed one leaves the song playable without its picture.
    const covers = [song.coverUrls?.sm, song.coverUrls?.md].filter((u): u is string => Boolean(u));
    await Promise.all(covers.map((url) => cache.add(url).catch(() => {})));
    await cache.put(
      offlineAudioKey(song.id),
      new Response(blob, { headers: { 'content-type': type, 'content-length': String(blob.size) } }),
    );
    const entry: SavedSong = { song: stored, bytes: blob.size, savedAt: new Date().toISOString(), quality };
    await cache.put(
      offlineSongKey(song.id),
      new Response(JSON.stringify({ song: stored, offline: { bytes: entry.bytes, savedAt: entry.savedAt, quality } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    set({ saved: { ...state.saved, [song.id]: entry }, saving: without(state.saving, song.id) });
    tellWorker();
  } catch (err) {
    const message =
      err instanceof DOMException && err.name === 'QuotaExceededError'
        ? i18n._(msg`There is no room left on this device for this song.`)
        : err instanceof TypeError
          ? i18n._(msg`Could not reach Nupe Music. Check your connection and try again.`)
          : err instanceof Error
            ? err.message
            : i18n._(msg`This song could not be downloaded.`);
    set({ saving: without(state.saving, song.id), failed: { ...state.failed, [song.id]: message } });
  }
}

export const offline = {
  /** Saves each song not saved yet, one after another (a phone's connection is shared). */
  async download(songs: Song[], dataSaver: boolean) {
    if (!supported) return;
    await load();
    if (Object.keys(state.saved).length === 0) void askPersistence();
    for (const song of songs) await saveOne(song, dataSaver ? 'data-saver' : 'standard');
  },

  async remove(ids: string[]) {
    if (!supported) return;
    const cache = await caches.open(OFFLINE_CACHE);
    for (const id of ids) {
      const entry = state.saved[id];
      await cache.delete(offlineAudioKey(id));
      await cache.delete(offlineSongKey(id));
      // A cover two saved songs share (an album's) stays while one of them does.
      const others = Object.values(state.saved).filter((s) => s.song.id !== id && !ids.includes(s.song.id));
      for (const url of [entry?.song.coverUrls?.sm, entry?.song.coverUrls?.md]) {
        if (url && !others.some((o) => o.song.coverUrls?.sm === url || o.song.coverUrls?.md === url)) {
          await cache.delete(url);
        }
      }
      set({ saved: without(state.saved, id) });
    }
    tellWorker();
  },

  async removeAll() {
    if (!supported) return;
    await caches.delete(OFFLINE_CACHE);
    set({ saved: {}, failed: {} });
    tellWorker();
  },
};

/** The saved songs, read from storage first (for code outside React: the offline re-check). */
export async function savedSongs(): Promise<Record<string, SavedSong>> {
  await load();
  return state.saved;
}

/** The saved songs and the downloads in progress; reads storage on first use. */
export function useOffline(): OfflineState {
  useEffect(() => {
    void load();
  }, []);
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => SERVER_STATE,
  );
}

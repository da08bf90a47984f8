/**
 * Names shared by the listener app's pages and its service worker (service-worker.ts), so
 * both read and write the same Cache Storage entries. No imports: the worker is bundled on
 * its own.
 */

/** The app shell of one build: `nupe-shell-<build hash>`; older builds' caches are deleted. */
export const SHELL_CACHE_PREFIX = 'nupe-shell-';
/** Songs saved for offline listening: their audio, their public JSON and their covers. */
export const OFFLINE_CACHE = 'nupe-offline-v1';
/** Public catalogue answers (network first), for browsing what was seen while offline. */
export const API_CACHE = 'nupe-api-v1';
/** Cover images seen while browsing (immutable addresses). */
export const IMAGE_CACHE = 'nupe-images-v1';

/**
 * What the worker controls: `/listen` itself (the start address, the one the public site links)
 * and every address under it. `/listen/` would leave a fresh load of `/listen` uncontrolled,
 * so it could not open offline and the manifest's start_url would be outside its scope.
 * The worker lives at /listen/sw.js, so the server allows this scope (Service-Worker-Allowed).
 */
export const LISTEN_SCOPE = '/listen';
export const SERVICE_WORKER_URL = '/listen/sw.js';

/** Posted by a page to its worker when songs were saved or removed (the worker re-reads the list). */
export const OFFLINE_CHANGED_MESSAGE = 'nupe:offline-changed';

/**
 * Posted by the worker to the page that played a stream: `{ type, bytes }`, the audio bytes it
 * passed on from the network since the last report (negative: taken back, the browser answered
 * from its HTTP cache). The page adds them to the month's data used (data-usage-store.ts).
 */
export const DATA_USED_MESSAGE = 'nupe:data-used';
export type DataUsedMessage = { type: typeof DATA_USED_MESSAGE; bytes: number };

/** The key of a saved song's audio: the player's stream address without its `?quality=`. */
export const offlineAudioKey = (songId: string) => `/api/songs/${encodeURIComponent(songId)}/stream`;
/** The key of a saved song's JSON: the API's own address, answered as `{ song, offline }`. */
export const offlineSongKey = (songId: string) => `/api/songs/${encodeURIComponent(songId)}`;

/** `/api/songs/<id>/stream` → the id, else null. */
export function streamSongId(pathname: string): string | null {
  const m = /^\/api\/songs\/([^/]+)\/stream$/.exec(pathname);
  return m ? decodeURIComponent(m[1] ?? '') : null;
}

/** Parses a single `Range: bytes=…` header against a body of `size` bytes: [start, end] inclusive, or null. */
export function parseRange(header: string | null, size: number): [number, number] | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    // A suffix range: the last N bytes.
    const n = Number(m[2]);
    if (n === 0) return 'unsatisfiable';
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return [start, end];
}

/**
 * The listener app's service worker, served at /listen/sw.js with scope /listen
 * (the start page /listen and everything under /listen/; see offline-keys.ts).
 * Bundled on its own by the `nupe:listen-service-worker` plugin of apps/web/vite.config.ts,
 * which injects the build's real file list (__PRECACHE__) and a version made from it.
 *
 * - App shell: the listener app's scripts, styles, icons and the /listen page are cached
 *   at install; a /listen navigation is network first and falls back to that shell.
 * - Saved songs (offline-store.ts writes them): any /api/songs/:id/stream request is
 *   answered from the saved audio, with Range → 206 (Chromium's media stack asks for ranges),
 *   whatever `?quality=` the player asked for. Not saved: the browser's own network path.
 * - Public API GETs are network first with the last answer as the fallback. A request that
 *   carries a bearer token is never stored (its answer belongs to one listener).
 */
import {
  API_CACHE,
  IMAGE_CACHE,
  OFFLINE_CACHE,
  OFFLINE_CHANGED_MESSAGE,
  offlineAudioKey,
  offlineSongKey,
  parseRange,
  SHELL_CACHE_PREFIX,
  streamSongId,
} from './offline-keys';

declare const __PRECACHE__: string[];
declare const __SW_VERSION__: string;

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type WorkerScope = {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
};

const sw = self as unknown as WorkerScope;
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__SW_VERSION__}`;
/** The page every /listen address renders (the server writes each path's meta into it). */
const SHELL_PAGE = '/listen';
/** Runtime caches stay small: a phone on costly data has little room to spare. */
const API_CACHE_MAX = 120;
const IMAGE_CACHE_MAX = 200;

/**
 * The ids of the saved songs, read from Cache Storage at start and again when a page says the
 * list changed. Known: a stream of an unsaved song is left to the browser's own network path,
 * without a detour through this worker (the first play starts sooner). Not known yet (the
 * worker just woke up): every stream is checked against the cache.
 */
let savedIds: Set<string> | null = null;
async function readSavedIds() {
  const keys = await (await caches.open(OFFLINE_CACHE)).keys();
  savedIds = new Set(keys.map((k) => streamSongId(new URL(k.url).pathname)).filter((id): id is string => id !== null));
}
void readSavedIds().catch(() => {});
sw.addEventListener('message', (event) => {
  if (event.data === OFFLINE_CHANGED_MESSAGE) void readSavedIds().catch(() => {});
});

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // `reload`: past the HTTP cache, so the shell matches this worker's build.
      await cache.addAll(__PRECACHE__.map((url) => new Request(url, { cache: 'reload' })));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(SHELL_CACHE_PREFIX) && n !== SHELL_CACHE).map((n) => caches.delete(n)),
      );
      // Control the open /listen pages now, so a first visit can already go offline.
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;

  const songId = streamSongId(url.pathname);
  if (songId !== null) {
    if (savedIds === null || savedIds.has(songId)) event.respondWith(savedAudio(request, songId));
    return;
  }
  if (request.mode === 'navigate') {
    if (url.pathname === SHELL_PAGE || url.pathname.startsWith('/listen/')) event.respondWith(navigation(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || __PRECACHE__.includes(url.pathname)) {
    event.respondWith(cacheFirst(request, null, 0));
    return;
  }
  if (url.pathname.startsWith('/api/media/images/')) {
    event.respondWith(cacheFirst(request, IMAGE_CACHE, IMAGE_CACHE_MAX));
    return;
  }
  // Audio files, downloads and everything that is not a plain read are the network's.
  if (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/media/')) return;
  if (/\/download$/.test(url.pathname)) return;
  event.respondWith(apiRead(request, url));
});

/** A saved song's audio, whole or the asked range; not saved: straight from the network. */
async function savedAudio(request: Request, songId: string): Promise<Response> {
  const cache = await caches.open(OFFLINE_CACHE);
  const saved = await cache.match(offlineAudioKey(songId));
  if (!saved) return fetch(request);
  const blob = await saved.blob();
  const type = saved.headers.get('content-type') ?? 'audio/mpeg';
  const range = parseRange(request.headers.get('range'), blob.size);
  const common = { 'content-type': type, 'accept-ranges': 'bytes', 'x-nupe-offline': songId };
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...common, 'content-range': `bytes */${blob.size}` } });
  }
  if (!range) {
    return new Response(blob, { status: 200, headers: { ...common, 'content-length': String(blob.size) } });
  }
  const [start, end] = range;
  return new Response(blob.slice(start, end + 1), {
    status: 206,
    headers: {
      ...common,
      'content-length': String(end - start + 1),
      'content-range': `bytes ${start}-${end}/${blob.size}`,
    },
  });
}

/** Network first, so each page gets its fresh meta; offline, the cached shell. */
async function navigation(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (err) {
    const shell = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw err;
  }
}

/** Immutable files: any cached copy, else the network (kept in `cacheName` when given). */
async function cacheFirst(request: Request, cacheName: string | null, max: number): Promise<Response> {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (cacheName && response.ok && response.status === 200) {
    const copy = response.clone();
    void caches.open(cacheName).then(async (cache) => {
      await cache.put(request, copy);
      await trim(cache, max);
    });
  }
  return response;
}

/**
 * Public API reads: the network, keeping the answer for when it is gone. A request with a
 * bearer token goes to the network only, and offline gets only what is public: a saved song's
 * JSON (without the listener's own marks) or nothing.
 */
async function apiRead(request: Request, url: URL): Promise<Response> {
  const signedIn = request.headers.has('authorization');
  try {
    const response = await fetch(request);
    const control = response.headers.get('cache-control') ?? '';
    if (!signedIn && response.status === 200 && !/private|no-store/.test(control)) {
      const copy = response.clone();
      void caches.open(API_CACHE).then(async (cache) => {
        await cache.put(request, copy);
        await trim(cache, API_CACHE_MAX);
      });
    }
    return response;
  } catch (err) {
    const saved = await caches.match(offlineSongKey(decodeURIComponent(url.pathname.split('/')[3] ?? '')), {
      cacheName: OFFLINE_CACHE,
    });
    if (saved && /^\/api\/songs\/[^/]+$/.test(url.pathname)) return saved;
    const cached = signedIn ? undefined : await caches.match(request, { cacheName: API_CACHE });
    if (cached) return cached;
    throw err;
  }
}

/** Drops the oldest entries past `max` (Cache Storage lists keys in insertion order). */
async function trim(cache: Cache, max: number) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

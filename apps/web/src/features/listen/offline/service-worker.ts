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
 *   whatever `?quality=` the player asked for. Not saved: from the network, its bytes counted
 *   for the page's data counter (countedAudio).
 * - Public API GETs are network first with the last answer as the fallback. A request that
 *   carries a bearer token is never stored (its answer belongs to one listener).
 */
import {
  API_CACHE,
  DATA_USED_MESSAGE,
  type DataUsedMessage,
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
type FetchEvent = ExtendableEvent & {
  request: Request;
  /** The page that asked (the player's document, for its audio). */
  clientId: string;
  respondWith(response: Promise<Response>): void;
};
type WorkerScope = {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    get(id: string): Promise<{ postMessage(message: unknown): void } | undefined>;
  };
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
 * list changed. Known: a stream of an unsaved song goes straight to the network (counted),
 * without a look in the cache first. Not known yet (the worker just woke up): every stream is
 * checked against the cache.
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
    event.respondWith(savedIds === null || savedIds.has(songId) ? savedAudio(event, songId) : countedAudio(event));
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

/** A saved song's audio, whole or the asked range; not saved: from the network, counted. */
async function savedAudio(event: FetchEvent, songId: string): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(OFFLINE_CACHE);
  const saved = await cache.match(offlineAudioKey(songId));
  if (!saved) return countedAudio(event);
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

/** The worker's own timeline keeps an entry per fetch; room for a long listening session. */
performance.setResourceTimingBufferSize?.(1000);
/** The player's page hears of its data this often while a stream comes in, and at its end. */
const REPORT_EVERY_BYTES = 256 * 1024;

async function tellPage(clientId: string, bytes: number) {
  if (!clientId || bytes === 0) return;
  const message: DataUsedMessage = { type: DATA_USED_MESSAGE, bytes };
  (await sw.clients.get(clientId))?.postMessage(message);
}

/**
 * The browser's own account of a fetch this worker made (its Resource Timing entry), once the
 * response is done or cut: it appears a moment after, so it is looked for a few times.
 */
async function timingOf(url: string, startedAt: number): Promise<PerformanceResourceTiming | null> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = (performance.getEntriesByName(url, 'resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime >= startedAt - 1)
      .sort((a, b) => a.startTime - b.startTime)[0];
    if (entry) {
      if (performance.getEntriesByType('resource').length > 800) performance.clearResourceTimings();
      return entry;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/**
 * An unsaved song's audio from the network, its bytes counted for the listener's data counter.
 * Why here: the page cannot see how much of an <audio> stream arrived. Its Resource Timing
 * entry tells only once a response was read to its end, and a response cut short (a skip, a
 * seek, Data Saver switched on: Chromium's media stack cancels and asks for a new Range) says
 * 0 bytes of body. This worker stands between the player and the network, so it counts every
 * byte it passes on, Range by Range, and tells the page (DATA_USED_MESSAGE) every 256 KB and
 * at the end — a long stream on a slow line moves the counter as it plays, and a closed tab
 * loses at most the last 256 KB. When the response is done, the browser's own entry corrects
 * the count: a response read to its end counts its `transferSize` (0 when the HTTP cache
 * answered, the header bytes of a 304 revalidation); one cut short that came from the HTTP
 * cache (transferSize 0) is taken back. A bucket's presigned redirect answers opaque, from
 * another origin: played, not counted.
 */
async function countedAudio(event: FetchEvent): Promise<Response> {
  const { request, clientId } = event;
  const startedAt = performance.now();
  const response = await fetch(request);
  if (!response.body || response.type === 'opaque') return response;
  const reader = response.body.getReader();
  let passed = 0;
  let reported = 0;
  let settled = false;
  const report = (bytes: number) => {
    reported += bytes;
    void tellPage(clientId, bytes).catch(() => {});
  };
  const settle = () => {
    if (settled) return;
    settled = true;
    report(passed - reported);
    void timingOf(request.url, startedAt).then((entry) => {
      if (!entry) return;
      const exact = entry.encodedBodySize > 0 ? entry.transferSize : entry.transferSize === 0 ? 0 : null;
      if (exact !== null) report(exact - reported);
    });
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          settle();
          return;
        }
        passed += value.byteLength;
        if (passed - reported >= REPORT_EVERY_BYTES) report(passed - reported);
        controller.enqueue(value);
      } catch (err) {
        settle();
        controller.error(err);
      }
    },
    cancel(reason) {
      settle();
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
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

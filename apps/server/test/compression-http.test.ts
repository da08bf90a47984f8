import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { createCollection, describeItem } from './helpers/syndication.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * Every GET route the server registers, asked through a real HTTP connection (a listening
 * socket, not inject) with `Accept-Encoding: gzip`, `br` and none: whatever the body's size
 * and however the route sends it (a string, a buffer, a stream), the compressed answer must
 * decompress to exactly the uncompressed one, with a Content-Length, when sent, that is the
 * length of the bytes on the wire. On the demo catalogue, so bodies are of real sizes (an
 * OAI ListRecords of it is past the size where compression switches to a stream).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const ENCODINGS = ['identity', 'gzip', 'br'] as const;

let t: TestApp;
let base: string;
let admin: SignedInUser;
let appKey: string;
const pools: Record<string, string[]> = {};
const mediaUrls: string[] = [];

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; raw: Buffer };

function get(url: string, encoding: string, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${url}`,
      {
        headers: {
          'accept-encoding': encoding,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function decoded(a: Answer, label: string): Buffer {
  const enc = a.headers['content-encoding'];
  try {
    if (enc === 'gzip') return gunzipSync(a.raw);
    if (enc === 'br') return brotliDecompressSync(a.raw);
  } catch (err) {
    throw new Error(`${label}: ${a.raw.length} bytes that do not decompress (${String(err)})`);
  }
  expect(enc ?? 'identity', label).toBe('identity');
  return a.raw;
}

/** Parts of an answer that differ from one request to the next by design (metrics: their names only). */
const normalise = (body: string) =>
  (body.startsWith('# HELP')
    ? body
        .split('\n')
        .filter((l) => l.startsWith('# HELP'))
        .join('\n')
    : body
  )
    .replace(/<responseDate>[^<]*<\/responseDate>/g, '<responseDate/>')
    .replace(/"uptimeSeconds":\d+/g, '"uptimeSeconds":0');

/** A GET of one URL in the three encodings, compared. */
async function checkAllEncodings(url: string, token?: string) {
  const answers = [];
  for (const enc of ENCODINGS) answers.push(await get(url, enc, token));
  const [plain, ...compressed] = answers as [Answer, Answer, Answer];
  expect(plain.status, `${url} answered ${plain.status}`).toBeLessThan(500);
  const plainBody = normalise(plain.raw.toString('latin1'));
  for (const [i, a] of compressed.entries()) {
    const label = `${url} with ${ENCODINGS[i + 1]}`;
    expect(a.status, label).toBe(plain.status);
    const length = a.headers['content-length'];
    if (length !== undefined) expect(Number(length), `${label}: Content-Length`).toBe(a.raw.length);
    expect(normalise(decoded(a, label).toString('latin1')), label).toBe(plainBody);
  }
  return plain;
}

beforeAll(async () => {
  t = await createTestApp({ publicUrl: null });
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  expect(await seedDemo(t.app)).toBe(true);
  log.mockRestore();
  admin = await createUser(t, 'admin');
  const key = await call(t, { method: 'POST', url: '/api/me/app-keys', token: admin.token, payload: { name: 'Zip' } });
  appKey = key.json().key;
  const list = async (url: string, field: string) =>
    ((await call(t, { method: 'GET', url, token: admin.token })).json()[field] as { id: string }[]).map((r) => r.id);
  const songs = (await call(t, { method: 'GET', url: '/api/songs?limit=100' })).json().songs as {
    id: string;
    audioUrl: string;
    coverUrl: string;
  }[];
  for (const s of songs) mediaUrls.push(s.audioUrl, s.coverUrl);
  const playlist = await call(t, {
    method: 'POST',
    url: '/api/playlists',
    token: admin.token,
    payload: { name: 'Zipped', public: true },
  });
  pools.id = [
    ...songs.map((s) => s.id),
    ...(await list('/api/albums', 'albums')),
    ...(await list('/api/artists', 'artists')),
    ...(await list('/api/proverbs', 'proverbs')),
    playlist.json().playlist.id,
  ];
  pools.songId = songs.map((s) => s.id);
  pools.language = ['nup', 'eng', 'fra'];
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t?.close());

const OAI = [
  'verb=Identify',
  'verb=ListMetadataFormats',
  'verb=ListSets',
  'verb=ListIdentifiers&metadataPrefix=oai_dc',
  'verb=ListRecords&metadataPrefix=oai_dc',
  'verb=ListRecords&metadataPrefix=olac',
  'verb=ListIdentifiers&metadataPrefix=olac',
  'verb=Nonsense',
];
const REST = [
  'ping',
  'getLicense',
  'getMusicFolders',
  'getIndexes',
  'getArtists',
  'getAlbumList2&type=newest&size=500',
  'getAlbumList&type=alphabeticalByName&size=500',
  'getSongsByGenre&genre=Tsankan&count=500', // getRandomSongs is left out: its order is chance
  'getGenres',
  'getStarred2',
  'search3&query=',
  'getPlaylists',
  'getPlayQueue',
  'getNowPlaying',
  'getUser&username=x',
];

/** The routes this test does not call, each for its reason. */
const SKIPPED = new Set([
  '/*', // the web app's pages: this server is built without a web bundle in tests
  '/api/docs/static/*', // the docs' own static files, served by @fastify/static like the web bundle
  '/api/media/audio/:shard/:file', // called through the songs' own audio addresses below
  '/api/media/renditions/:shard/:file',
  '/api/media/images/:folder/:shard/:id/:variant',
  '/api/media/images/covers/:shard/:id/og.jpg',
]);

/** Every URL worth asking for one registered GET route, with real ids in its parameters. */
function urlsOf(route: string): string[] {
  if (route === '/oai') return OAI.map((q) => `/oai?${q}`);
  if (route === '/rest/:method') {
    return REST.flatMap((m) => {
      const [name, query] = m.split(/&(.*)/s);
      return ['xml', 'json'].map(
        (f) => `/rest/${name}?v=1.16.1&c=zip&f=${f}&apiKey=${appKey}${query ? `&${query}` : ''}`,
      );
    });
  }
  const params = [...route.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  if (params.length === 0) return [route, `${route}?limit=100`];
  const first = params.map((p) => pools[p]?.[0] ?? pools.id?.[0] ?? 'x');
  return [route.replace(/:(\w+)/g, () => first.shift() as string)];
}

describe('compression through a real connection', () => {
  it('answers every GET route family the same in gzip, br and plain', async () => {
    const routes = [...new Set(t.app.registeredRoutes.filter((r) => r.method === 'GET').map((r) => r.url))].filter(
      (u) => !SKIPPED.has(u),
    );
    expect(routes).toContain('/oai');
    expect(routes).toContain('/rest/:method');
    for (const route of routes) for (const url of urlsOf(route)) await checkAllEncodings(url, admin.token);
    for (const url of mediaUrls) await checkAllEncodings(url);
  }, 240_000);

  it('the OAI harvest of the demo catalogue is not empty when compressed', async () => {
    const plain = await checkAllEncodings('/oai?verb=ListRecords&metadataPrefix=oai_dc');
    expect(plain.raw.toString()).toContain('<record>');
    const zipped = await get('/oai?verb=ListRecords&metadataPrefix=oai_dc', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.raw).toString()).toContain('<record>');
  });

  it('holds for generated requests: any route, id, role and query', async () => {
    const routes = [...new Set(t.app.registeredRoutes.filter((r) => r.method === 'GET').map((r) => r.url))].filter(
      (u) => !SKIPPED.has(u),
    );
    const arbitrary = fc.record({
      route: fc.constantFrom(...routes),
      id: fc.oneof(fc.constantFrom(...(pools.id as string[])), fc.uuid()),
      query: fc.constantFrom('', '?limit=1', '?limit=100', '?q=a', '?page=2', '?sort=title'),
      pick: fc.nat(),
      signedIn: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ route, id, query, pick, signedIn }) => {
        const candidates = urlsOf(route);
        let url = candidates[pick % candidates.length] as string;
        if (route.includes(':') && route !== '/rest/:method') {
          url = route.replace(/:(\w+)/g, (_, p: string) => (p === 'language' ? 'nup' : id));
        }
        if (!url.includes('?')) url += query;
        await checkAllEncodings(url, signedIn ? admin.token : undefined);
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});

describe('the answers other sites and players fetch, compressed when the client accepts it', () => {
  /** @fastify/compress's threshold in plugins/compression.ts: a smaller body is sent as it is. */
  const THRESHOLD = 1024;
  const urls: Record<string, string> = {};
  let f: Fixtures;

  /** A preaching in a collection of its own, by an artist of its own: an episode of two feeds. */
  async function episode(i: number) {
    const artist = await createUser(t, 'artist', `Mallam Isa Ndako of Bida ${i}`);
    const collection = await createCollection(
      t,
      admin.token,
      `Friday preachings at the central mosque of Bida, series ${i}`,
      'Preachings recorded at the Friday prayers in Bida, with the call and answer of the gathering.',
    );
    const song = await uploadSong(t, admin.token, f, {
      title: `Preaching on patience and the neighbour's right, given after the Friday prayer, part ${i} `
        .repeat(2)
        .trim(),
      artist: `Mallam Isa Ndako with the Bida Friday gathering, the kakaki players of the Etsu's court and the women's chorus of Bida, ${i}`,
      ownerId: artist.id,
    });
    const described = await describeItem(t, admin.token, song.id, {
      languages: ['nup'],
      description: 'A preaching in Bida on patience, and on what a neighbour is owed, answered by the gathering.',
      contributors: [{ name: 'Mallam Isa Ndako', role: 'speaker' }],
      rights: 'Shared for listening and study.',
      collection: collection.id,
    });
    expect(described.statusCode, described.body).toBe(200);
    return {
      song,
      collection,
      artistId: (await call(t, { method: 'GET', url: `/api/songs/${song.id}` })).json().song.artistId as string,
    };
  }

  beforeAll(async () => {
    f = await makeFixtures();
    const [one] = [await episode(1), await episode(2), await episode(3)];
    const songs = (await call(t, { method: 'GET', url: '/api/songs?limit=100' })).json().songs as {
      id: string;
      durationSeconds: number | null;
    }[];
    const demo = songs.find((s) => (s.durationSeconds ?? 0) >= 12) as (typeof songs)[number];
    expect(demo, 'a demo song of 12 s or more').toBeDefined();
    // A section a second with a synopsis, so the chapters are files of a real size.
    const sections = Array.from({ length: 12 }, (_, i) => ({
      start: i,
      title: `Verse ${i + 1}: the leader calls and the gathering answers with the drums`,
      synopsis: `The leader sings verse ${i + 1}; the gathering answers it twice over.`,
      keywords: ['zikiri', 'call and answer'],
      language: 'nup',
    }));
    const put = await call(t, {
      method: 'PUT',
      url: `/api/songs/${demo.id}/sections`,
      token: admin.token,
      payload: { sections },
    });
    expect(put.statusCode, put.body).toBe(200);
    Object.assign(urls, {
      'IIIF manifest': `/iiif/songs/${demo.id}/manifest`,
      'IIIF collection': `/iiif/collections/${one.collection.id}`,
      'IIIF collections': '/iiif/collections',
      'collection podcast feed': `/feeds/collections/${one.collection.id}.rss`,
      'artist podcast feed': `/feeds/artists/${one.artistId}.rss`,
      'OPML of the feeds': '/feeds/opml',
      oEmbed: `/oembed?${new URLSearchParams({ url: `${base}/song/${one.song.id}`, format: 'json' })}`,
      'WebVTT chapters': `/api/songs/${demo.id}/chapters.vtt`,
      'JSON chapters': `/api/songs/${demo.id}/chapters.json`,
    });
  }, 120_000);
  afterAll(() => f?.cleanup());

  it.each([
    'IIIF manifest',
    'IIIF collection',
    'IIIF collections',
    'collection podcast feed',
    'artist podcast feed',
    'OPML of the feeds',
    'oEmbed',
    'WebVTT chapters',
    'JSON chapters',
  ])('%s: compressed in gzip and br, each the plain answer once decompressed', async (name) => {
    const url = urls[name] as string;
    const plain = await checkAllEncodings(url);
    expect(plain.status, `${url}: ${plain.raw.toString()}`).toBe(200);
    const label = `${name} (${plain.headers['content-type']}, ${plain.raw.length} bytes)`;
    // Past the size below which nothing is compressed, so each encoding must be applied.
    expect(plain.raw.length, label).toBeGreaterThanOrEqual(THRESHOLD);
    for (const encoding of ['gzip', 'br']) {
      const a = await get(url, encoding);
      expect(a.headers['content-encoding'], `${label} with ${encoding}`).toBe(encoding);
      // Shared caches keep these answers: they must keep one per encoding.
      expect(String(a.headers.vary), `${label} with ${encoding}`).toMatch(/accept-encoding/i);
      expect(a.raw.length, `${label} with ${encoding}`).toBeLessThan(plain.raw.length);
    }
  });

  it('leaves audio and images as they are, whatever the client accepts', async () => {
    expect(mediaUrls.length).toBeGreaterThan(0);
    for (const url of mediaUrls) {
      const a = await get(url, 'br, gzip');
      expect(a.status, url).toBe(200);
      expect(a.headers['content-encoding'], url).toBeUndefined();
      expect(String(a.headers['content-type']), url).toMatch(/^(audio|image)\//);
    }
  });
});

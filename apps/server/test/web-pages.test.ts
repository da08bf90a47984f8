import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { OG_IMAGE_SIZE, SHELF_COVER_SIZES, SHELF_EAGER_COVERS, WITHDRAWAL_CACHE_SECONDS } from '@nupe/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type TestApp } from './helpers/test-app.js';
import { webManifest } from './helpers/web-build.js';

/** The server's side of the public site: per-page meta tags, the shareable song page, robots and sitemap. */
let t: TestApp;
let f: Fixtures;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dist = mkdtempSync(path.join(tmpdir(), 'nupe-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Nupe Music</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The listener app's service worker and manifest, as the web build writes them.
  mkdirSync(path.join(dist, 'listen'));
  writeFileSync(path.join(dist, 'listen', 'sw.js'), 'self.addEventListener("fetch", () => {});');
  // …with its pre-compressed copy, which must carry the same headers.
  writeFileSync(path.join(dist, 'listen', 'sw.js.br'), brotliCompressSync('self.addEventListener("fetch", () => {});'));
  writeFileSync(path.join(dist, 'listen', 'manifest.webmanifest'), '{"name":"Nupe Music Listen","scope":"/listen"}');
  // The build's manifest: which chunks the listener app needs beyond the entry's own.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify(
      webManifest({
        '_icons-i1.js': { file: 'assets/icons-i1.js', imports: ['_shared-s1.js'] },
        'src/app/routes/listen/listen-area.tsx': {
          file: 'assets/listen-area-l1.js',
          isDynamicEntry: true,
          imports: ['_shared-s1.js', 'index.html', '_icons-i1.js'],
        },
        // Public pages drawn by their own lazy chunk.
        'src/app/routes/public/about.tsx': {
          file: 'assets/about-a1.js',
          isDynamicEntry: true,
          imports: ['_shared-s1.js', '_page-header-p1.js'],
        },
        '_page-header-p1.js': { file: 'assets/page-header-p1.js' },
        'src/app/routes/public/song.tsx': {
          file: 'assets/song-g1.js',
          isDynamicEntry: true,
          imports: ['index.html', '_icons-i1.js'],
        },
      }),
    ),
  );
  t = await createTestApp({ webDistDir: dist, publicUrl: 'https://nupe.example' });
  f = await makeFixtures();
  admin = await createUser(t, 'admin');
});
afterAll(async () => {
  f.cleanup();
  await t.close();
});

const meta = (html: string, attr: string, key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("a page in the reader's language (#18)", () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("is served in the browser's language, with that language's catalog preloaded", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-language': 'ha-NG,ha;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ha">');
    // The page's own chunk, then the catalog.
    expect(preloads(res.body)).toEqual(['/assets/about-a1.js', '/assets/page-header-p1.js', '/assets/messages-ha1.js']);
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it("follows the reader's own choice (the cookie) over the browser, on the listener app too", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/listen',
      headers: { 'accept-language': 'ha', cookie: 'nupeLocale=yo' },
    });
    expect(res.body).toContain('<html lang="yo">');
    expect(preloads(res.body)).toEqual(['/assets/listen-area-l1.js', '/assets/icons-i1.js', '/assets/messages-yo1.js']);
  });

  it('is English, with the English catalog, for a language we do not speak', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'fr' } });
    expect(res.body).toContain('<html lang="en">');
    expect(preloads(res.body)).toEqual(['/assets/messages-en1.js']);
  });
});

describe('a public page drawn by its own chunk (#18 speed)', () => {
  const links = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("fetches the page's scripts with the HTML, beyond what the entry already loads", async () => {
    expect(links((await call(t, { method: 'GET', url: '/about' })).body)).toEqual([
      '/assets/about-a1.js',
      '/assets/page-header-p1.js',
      '/assets/messages-en1.js',
    ]);
    // The home page is in the entry: only its catalog.
    expect(links((await call(t, { method: 'GET', url: '/' })).body)).toEqual(['/assets/messages-en1.js']);
  });

  it('a song page starts its scripts, the song and the site settings with the HTML (the page draws once all are here)', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Preloaded' });
    const html = (await call(t, { method: 'GET', url: `/song/${song.id}` })).body;
    expect(links(html)).toEqual(['/assets/song-g1.js', '/assets/icons-i1.js', '/assets/messages-en1.js']);
    expect(html).toContain(`<link rel="preload" href="/api/songs/${song.id}" as="fetch" crossorigin="anonymous">`);
    expect(html).toContain('<link rel="preload" href="/api/public/site?lang=en" as="fetch" crossorigin="anonymous">');
    // Not found: the page's scripts (it says so), no song to fetch.
    const missing = (await call(t, { method: 'GET', url: '/song/00000000-0000-4000-8000-000000000000' })).body;
    expect(links(missing)).toEqual(['/assets/song-g1.js', '/assets/icons-i1.js', '/assets/messages-en1.js']);
    expect(missing).not.toContain('as="fetch"');
  });
});

describe('song page /song/:id', () => {
  it('renders the title, description and Open Graph / Twitter tags of a public song', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Zikiri <at> Dawn', artist: 'Bida Ensemble' });
    const res = await call(t, { method: 'GET', url: `/song/${song.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Zikiri &lt;at&gt; Dawn — Bida Ensemble | Nupe Music</title>');
    expect(meta(html, 'property', 'og:title')).toBe('Zikiri &lt;at&gt; Dawn — Bida Ensemble | Nupe Music');
    expect(meta(html, 'property', 'og:url')).toBe(`https://nupe.example/song/${song.id}`);
    expect(meta(html, 'property', 'og:image')).toMatch(
      /^https:\/\/nupe\.example\/api\/media\/images\/covers\/[0-9a-f]{2}\/[0-9a-f-]{36}\/og\.jpg$/,
    );
    expect(meta(html, 'property', 'og:image:type')).toBe('image/jpeg');
    expect(meta(html, 'property', 'og:image:width')).toBe(String(OG_IMAGE_SIZE));
    expect(meta(html, 'property', 'og:image:height')).toBe(String(OG_IMAGE_SIZE));
    expect(meta(html, 'property', 'og:audio')).toBe(`https://nupe.example/api/songs/${song.id}/stream`);
    expect(meta(html, 'property', 'og:description')).toContain('Bida Ensemble');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'description')).toContain('Zikiri');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('carries its description and what is said as text in the page itself, escaped, for readers without JavaScript', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Described <page>', artist: 'Bida Ensemble' });
    const described = await call(t, {
      method: 'PATCH',
      url: `/api/songs/${song.id}/archive`,
      token: admin.token,
      payload: {
        description: 'A chant <b>of</b> the dawn.',
        contributors: [{ name: 'Mallam Isa', role: 'singer' }],
        recorded: '198X',
      },
    });
    expect(described.statusCode).toBe(200);
    await call(t, {
      method: 'PUT',
      url: `/api/songs/${song.id}/transcripts/nup`,
      token: admin.token,
      payload: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<v Isa>Ẹ̀yàgí lo\n',
      headers: { 'content-type': 'text/vtt' },
    });
    const html = (await call(t, { method: 'GET', url: `/song/${song.id}` })).body;
    const root = /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1] ?? '';
    expect(root).toContain('<h1>Described &lt;page&gt;</h1>');
    expect(root).toContain('<p>A chant &lt;b&gt;of&lt;/b&gt; the dawn.</p>');
    expect(root).toContain('<dt>Performed by</dt><dd>Mallam Isa (singer)</dd>');
    expect(root).toContain('<section lang="nup"><h2>What is said</h2><ol><li>Ẹ̀yàgí lo</li></ol></section>');
  });

  it('previews a shared moment (?t=) with the line said then, on /song and /listen/song, canonical without it', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Moment song', artist: 'Bida Ensemble' });
    await call(t, {
      method: 'PUT',
      url: `/api/songs/${song.id}/transcripts/nup`,
      token: admin.token,
      payload:
        'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nFirst <i>line</i>\n\n00:00:01.000 --> 00:00:02.000\nẸ̀gbá "lò"\n',
      headers: { 'content-type': 'text/vtt' },
    });
    for (const path of [`/song/${song.id}`, `/listen/song/${song.id}`]) {
      const html = (await call(t, { method: 'GET', url: `${path}?t=1` })).body;
      expect(meta(html, 'property', 'og:description'), path).toBe(
        '“Ẹ̀gbá &quot;lò&quot;” — at 0:01 in “Moment song” by Bida Ensemble on Nupe Music.',
      );
      expect(meta(html, 'property', 'og:url'), path).toBe(`https://nupe.example${path}?t=1`);
      expect(html, path).toContain(`<link rel="canonical" href="https://nupe.example/song/${song.id}">`);
      expect(meta(html, 'property', 'og:image'), path).toMatch(/\/og\.jpg$/);
      expect(meta(html, 'property', 'og:image:type'), path).toBe('image/jpeg');
    }
    // A moment where nothing is said, and a `t` that is not a moment.
    const quiet = (await call(t, { method: 'GET', url: `/song/${song.id}?t=1:30` })).body;
    expect(meta(quiet, 'property', 'og:description')).toBe(
      'Listen from 1:30 to “Moment song” by Bida Ensemble on Nupe Music.',
    );
    const plain = (await call(t, { method: 'GET', url: `/song/${song.id}?t=soon` })).body;
    expect(meta(plain, 'property', 'og:description')).toContain('Listen to “Moment song” by Bida Ensemble');
    expect(meta(plain, 'property', 'og:url')).toBe(`https://nupe.example/song/${song.id}`);
  });

  it("serves the cover's JPEG for link previews at the size the page names, under the cover's access rule", async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Shared on WhatsApp' });
    const html = (await call(t, { method: 'GET', url: `/song/${song.id}` })).body;
    const image = meta(html, 'property', 'og:image') ?? '';
    const url = image.replace('https://nupe.example', '');
    for (const attempt of ['made on first request', 'kept from then on']) {
      const res = await call(t, { method: 'GET', url });
      expect(res.statusCode, attempt).toBe(200);
      expect(res.headers['content-type'], attempt).toBe('image/jpeg');
      expect(res.headers['cache-control'], attempt).toBe(`public, max-age=${WITHDRAWAL_CACHE_SECONDS}`);
      const info = await sharp(res.rawPayload).metadata();
      expect(info.format, attempt).toBe('jpeg');
      expect([info.width, info.height], attempt).toEqual([OG_IMAGE_SIZE, OG_IMAGE_SIZE]);
    }
    // Once the song is for staff only, its cover's JPEG is hidden from others like its WebP variants.
    const closed = await call(t, {
      method: 'PATCH',
      url: `/api/songs/${song.id}/access`,
      token: admin.token,
      payload: { level: 'staff' },
    });
    expect(closed.statusCode).toBe(200);
    expect((await call(t, { method: 'GET', url })).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: url.replace('/og.jpg', '/lg.webp') })).statusCode).toBe(404);
    const staff = await createUser(t, 'staff');
    const seen = await call(t, { method: 'GET', url, token: staff.token });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe(`private, max-age=${WITHDRAWAL_CACHE_SECONDS}`);
  });

  it('answers 404 with the app shell for an unknown, malformed or non-public song', async () => {
    const artist = await createUser(t, 'artist');
    const pending = await uploadSong(t, artist.token, f, { title: 'Under review' });
    for (const id of ['7a0c1f8e-0000-4000-8000-000000000000', 'not-a-uuid', pending.id]) {
      const res = await call(t, { method: 'GET', url: `/song/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('Under review');
    }
  });
});

describe('shared playlist page /listen/playlist/:id (#17)', () => {
  it('renders a public playlist for link previews; a private one shows nothing of itself', async () => {
    const listener = await createUser(t, 'listener', 'Hadiza Listener');
    const a = await uploadSong(t, admin.token, f, { title: 'Bida <Dawn>' });
    const b = await uploadSong(t, admin.token, f, { title: 'River Crossing' });
    const made = await call(t, {
      method: 'POST',
      url: '/api/playlists',
      token: listener.token,
      payload: { name: 'Evening & rest', public: true },
    });
    const id = made.json().playlist.id as string;
    await call(t, {
      method: 'PUT',
      url: `/api/playlists/${id}/songs`,
      token: listener.token,
      payload: { songIds: [a.id, b.id] },
    });
    const res = await call(t, { method: 'GET', url: `/listen/playlist/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Evening &amp; rest — a playlist by Hadiza | Nupe Music</title>');
    expect(meta(res.body, 'property', 'og:type')).toBe('music.playlist');
    expect(meta(res.body, 'property', 'og:url')).toBe(`https://nupe.example/listen/playlist/${id}`);
    expect(meta(res.body, 'property', 'og:description')).toBe(
      '2 songs of Nupe music and culture: Bida &lt;Dawn&gt;, River Crossing.',
    );
    expect(meta(res.body, 'property', 'og:image')).toMatch(/^https:\/\/nupe\.example\/api\/media\/images\//);
    const root = /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(res.body)?.[1] ?? '';
    expect(root).toContain('<h1>Evening &amp; rest</h1>');
    expect(root).toContain('<ol><li>Bida &lt;Dawn&gt; — ');

    await call(t, { method: 'PATCH', url: `/api/playlists/${id}`, token: listener.token, payload: { public: false } });
    const hidden = await call(t, { method: 'GET', url: `/listen/playlist/${id}` });
    expect(hidden.body).not.toContain('Evening');
    expect(hidden.body).not.toContain('River Crossing');
    expect(hidden.body).toContain('<meta name="robots" content="noindex">');
  });
});

describe('client routes and assets', () => {
  it('serves index.html with each public page its own title', async () => {
    const about = await call(t, { method: 'GET', url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<title>About — Nupe Music</title>');
    const deep = await call(t, { method: 'GET', url: '/artist/albums' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and answers a JSON 404 for unknown API addresses', async () => {
    const asset = await call(t, { method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await call(t, { method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the public site, keeps crawlers out of the dashboards and names the sitemap', async () => {
    const res = await call(t, { method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Sitemap: https://nupe.example/sitemap.xml');
  });

  it('sitemap.xml lists the public pages and public songs only', async () => {
    const published = await uploadSong(t, admin.token, f, { title: 'In the sitemap' });
    const artist = await createUser(t, 'artist');
    const pending = await uploadSong(t, artist.token, f, { title: 'Not yet' });
    const res = await call(t, { method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    for (const p of ['/', '/about', '/contact', '/terms', '/privacy']) {
      expect(res.body).toContain(`<loc>https://nupe.example${p}</loc>`);
    }
    expect(res.body).toContain(`/song/${published.id}</loc>`);
    expect(res.body).not.toContain(pending.id);
  });
});

describe('listener app /listen', () => {
  it('serves the service worker revalidated on every visit, allowed the /listen scope (the start page too)', async () => {
    for (const encoding of ['identity', 'br']) {
      const res = await call(t, { method: 'GET', url: '/listen/sw.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
      expect(res.headers['service-worker-allowed'], encoding).toBe('/listen');
    }
  });

  it('serves its own manifest, and every /listen page links it instead of the public site one', async () => {
    const manifest = await call(t, { method: 'GET', url: '/listen/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    for (const url of ['/listen', '/listen/downloads', '/listen/song/7a0c1f8e-0000-4000-8000-000000000000']) {
      const page = await call(t, { method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<link rel="manifest" href="/listen/manifest.webmanifest">');
      expect(page.body).toContain('<link rel="apple-touch-icon" href="/icons/listen-192.png">');
      expect(page.body).toContain('<title>Listen — Nupe Music</title>');
    }
    const home = await call(t, { method: 'GET', url: '/' });
    expect(home.body).not.toContain('/listen/manifest.webmanifest');
    // /listening is not the listener app.
    expect((await call(t, { method: 'GET', url: '/listening' })).body).not.toContain('/listen/manifest');
  });

  it("every /listen page fetches the app's scripts with the HTML, beyond what the entry already loads", async () => {
    const links = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    for (const url of ['/listen', '/listen/search']) {
      expect(links((await call(t, { method: 'GET', url })).body), url).toEqual([
        '/assets/listen-area-l1.js',
        '/assets/icons-i1.js',
        // …and the English catalog (no Accept-Language: English).
        '/assets/messages-en1.js',
      ]);
    }
    expect(links((await call(t, { method: 'GET', url: '/' })).body)).toEqual(['/assets/messages-en1.js']);
  });

  it("the app's home preloads its first covers, with the srcset and sizes its cards draw them with", async () => {
    const song = (await uploadSong(t, admin.token, f, { title: 'Cover first', genre: 'Dj' })) as unknown as {
      coverUrl: string;
      coverUrls: { sm: string; card: string; md: string; lg: string };
    };
    const html = (await call(t, { method: 'GET', url: '/listen' })).body;
    const srcset = `${song.coverUrls.sm} 160w, ${song.coverUrls.card} 320w, ${song.coverUrls.md} 480w, ${song.coverUrls.lg} 1000w`;
    expect(html).toContain(
      `<link rel="preload" as="image" href="${song.coverUrl}" imagesrcset="${srcset}" imagesizes="${SHELF_COVER_SIZES}" fetchpriority="high">`,
    );
    // A song on both first shelves (new releases and its genre) is preloaded once.
    const hrefs = [...html.matchAll(/rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(html.match(/rel="preload" as="image"/g)?.length).toBeLessThanOrEqual(2 * SHELF_EAGER_COVERS);
    expect((await call(t, { method: 'GET', url: '/listen/search' })).body).not.toContain('as="image"');
  });

  it("the app's home starts fetching its shelves with the page; other pages don't", async () => {
    const preload = '<link rel="preload" href="/api/songs/shelves" as="fetch" crossorigin="anonymous">';
    expect((await call(t, { method: 'GET', url: '/listen' })).body).toContain(preload);
    expect((await call(t, { method: 'GET', url: '/listen/search' })).body).not.toContain(preload);
    expect((await call(t, { method: 'GET', url: '/' })).body).not.toContain(preload);
  });
});

describe('compressed answers for browsers that ask (#18 speed)', () => {
  it("compresses the API's JSON with brotli or gzip, and leaves a client that does not ask alone", async () => {
    const plain = await call(t, { method: 'GET', url: '/api/openapi.json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await call(t, {
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gz = await call(t, { method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("compresses a page's HTML, still varying by the reader's language", async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'A compressed page' });
    const res = await call(t, { method: 'GET', url: `/song/${song.id}`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/Accept-Language, Cookie.*accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('A compressed page');
  });

  it("leaves audio as it is: a byte range is the file's own bytes", async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Uncompressed audio' });
    const res = await call(t, {
      method: 'GET',
      url: `/api/songs/${song.id}/download`,
      headers: { range: 'bytes=0-99', 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(100);
  });
});

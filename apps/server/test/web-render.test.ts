import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_START_SCRIPT, APP_STARTED_EVENT } from '@nupe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type TestApp } from './helpers/test-app.js';
import { webManifest } from './helpers/web-build.js';

/**
 * The server's side of the pages it draws: it runs the web build's renderer
 * (<dist>/server/server-entry.mjs) with a fetcher that reads the API in process as anyone signed
 * out, and sends the drawing, the answers it was drawn from and the script that starts the app
 * after the first screen. The renderer here is the test's own stand-in (the real one is the web
 * app, checked in the browser by e2e/public/hydration.spec.ts and e2e/listen/drawn-home.spec.ts);
 * it draws the titles it reads, counts its drawings, and fails on a song called "Renderer fails".
 */
let t: TestApp;
let f: Fixtures;
let admin: Awaited<ReturnType<typeof createUser>>;

const RENDERER = `
let drawings = 0;
export async function renderPage({ url, locale, platform, fetch }) {
  const esc = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const data = {};
  const read = async (path) => {
    const { status, body } = await fetch(path);
    if (status === 200) data[path] = body;
    else data['#errors'] = { ...data['#errors'], [path]: { status, code: body.code, message: body.message } };
    return status === 200 ? body : null;
  };
  let titles = [];
  if (url === '/listen') titles = (await read('/songs/shelves')).newReleases.map((s) => s.title);
  const song = new RegExp('^/song/([^/?]+)').exec(url);
  if (song) titles = [(await read('/songs/' + song[1]))?.song.title ?? 'Not found'];
  if (titles.includes('Renderer fails')) throw new Error('cannot draw this');
  drawings += 1;
  const html = '<main data-url="' + url + '" data-locale="' + locale + '" data-platform="' + platform + '" data-drawing="' + drawings + '">' +
    titles.map((x) => '<h3>' + esc(x) + '</h3>').join('') + '</main>';
  // The tab title the screen set while it was drawn: /about has one in Hausa only.
  const title = url === '/about' && locale === 'ha' ? 'Game da <mu> — Nupe Music' : null;
  return { html, data, title };
}
`;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'nupe-web-drawn-'));
  mkdirSync(path.join(dist, 'assets'));
  // index.html as the web build writes it: the entry as a module script, its imports preloaded.
  writeFileSync(
    path.join(dist, 'index.html'),
    [
      '<!doctype html><html lang="en"><head><title>Nupe Music</title><meta name="description" content="x">',
      '<script type="module" crossorigin src="/assets/index-e1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/shared-s1.js">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify(
      webManifest({
        'src/app/routes/listen/listen-area.tsx': {
          file: 'assets/listen-area-l1.js',
          isDynamicEntry: true,
          imports: ['_shared-s1.js', 'index.html'],
        },
      }),
    ),
  );
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'server-entry.mjs'), RENDERER);
  t = await createTestApp({ webDistDir: dist });
  f = await makeFixtures();
  admin = await createUser(t, 'admin');
});
afterAll(async () => {
  f.cleanup();
  await t.close();
});

const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];
const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');
const startScript = (html: string) =>
  /<script data-src="([^"]+)" data-preload="([^"]*)">([\s\S]*?)<\/script>/.exec(html);

describe('pages arrive drawn by the server', () => {
  it("is drawn by the build's renderer in the reader's language, from the shelves the API answers", async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Drawn first' });
    const page = await call(t, { method: 'GET', url: '/listen', headers: { 'accept-language': 'ha-NG,ha;q=0.9' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ha">');
    expect(root(page.body)).toMatch(
      /<main data-url="\/listen" data-locale="ha" data-platform="null" data-drawing="\d+"><h3>Drawn first<\/h3>/,
    );
    const shelves = (await call(t, { method: 'GET', url: '/api/songs/shelves' })).json();
    // The browser's first render reads these instead of asking: the same answer, byte for byte as JSON.
    expect(pageData(page.body)).toEqual({ '/songs/shelves': shelves });
    expect(shelves.newReleases[0].id).toBe(song.id);
    // The shelves come with the page: no separate request for them.
    expect(page.body).not.toContain('href="/api/songs/shelves"');
  });

  it('sends no script to run before the first screen; the start script fetches them all at once, allowed by its hash', async () => {
    const page = await call(t, { method: 'GET', url: '/listen' });
    expect(page.body).not.toContain('<script type="module"');
    expect(page.body).not.toContain('<link rel="modulepreload"');
    const start = startScript(page.body);
    expect(start?.[1]).toBe('/assets/index-e1.js');
    expect(start?.[2]?.split(' ')).toEqual([
      '/assets/shared-s1.js',
      '/assets/listen-area-l1.js',
      '/assets/messages-en1.js',
    ]);
    expect(start?.[3]).toBe(APP_START_SCRIPT);
    expect(APP_START_SCRIPT).toContain(APP_STARTED_EVENT);
    const hash = createHash('sha256')
      .update(start?.[3] ?? '')
      .digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it("titles the tab with the drawn screen's title in the reader's language; link previews keep the page's", async () => {
    const ha = await call(t, { method: 'GET', url: '/about', headers: { 'accept-language': 'ha' } });
    expect(ha.body).toContain('<title>Game da &lt;mu&gt; — Nupe Music</title>');
    expect(ha.body).toContain('<meta property="og:title" content="About — Nupe Music">');
    expect(ha.body.match(/<title>/g)).toHaveLength(1);
    // A screen that set no title: the page's own.
    const en = await call(t, { method: 'GET', url: '/about' });
    expect(en.body).toContain('<title>About — Nupe Music</title>');
  });

  it('keeps text that could end the data script inside it', async () => {
    const title = '</script><script>alert(1)</script>';
    await uploadSong(t, admin.token, f, { title });
    const page = await call(t, { method: 'GET', url: '/listen' });
    const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(json).not.toContain('</script');
    expect(pageData(page.body)['/songs/shelves'].newReleases[0].title).toBe(title);
    expect(root(page.body)).toContain('<h3>&lt;/script>&lt;script>alert(1)&lt;/script></h3>');
  });

  it('a song page is drawn from the song the API answers; a song that is not there is drawn from the failure', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'A drawn song' });
    const page = await call(t, { method: 'GET', url: `/song/${song.id}` });
    expect(root(page.body)).toContain('<h3>A drawn song</h3>');
    expect(pageData(page.body)[`/songs/${song.id}`].song.title).toBe('A drawn song');
    const missing = '00000000-0000-4000-8000-000000000000';
    const gone = await call(t, { method: 'GET', url: `/song/${missing}` });
    expect(gone.statusCode).toBe(404);
    expect(root(gone.body)).toContain('<h3>Not found</h3>');
    expect(pageData(gone.body)['#errors'][`/songs/${missing}`]).toMatchObject({ status: 404, code: 'SONG_NOT_FOUND' });
  });

  it("a song page is drawn for the reader's phone (its user agent), each platform's drawing kept apart", async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'A song for phones' });
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
    const drawnFor = async (userAgent: string) => {
      const page = await call(t, { method: 'GET', url: `/song/${song.id}`, headers: { 'user-agent': userAgent } });
      expect(page.headers.vary).toContain('User-Agent');
      return /data-platform="([^"]*)"/.exec(page.body)?.[1];
    };
    expect(await drawnFor(android)).toBe('android');
    expect(await drawnFor(desktop)).toBe('null');
    expect(await drawnFor(iphone)).toBe('ios');
    expect(await drawnFor(android)).toBe('android');
    // A crawler with a phone's agent reads the page as on a desktop, never sent to a store.
    expect(await drawnFor(`${android} (compatible; Googlebot/2.1)`)).toBe('null');
    // Pages that offer no app are not drawn by user agent.
    expect((await call(t, { method: 'GET', url: '/listen' })).headers.vary).not.toContain('User-Agent');
  });

  it('keeps a drawing while its answers hold, and draws again when one changes', async () => {
    const drawing = async () =>
      Number(/data-drawing="(\d+)"/.exec((await call(t, { method: 'GET', url: '/listen' })).body)?.[1]);
    const first = await drawing();
    expect(await drawing()).toBe(first);
    await uploadSong(t, admin.token, f, { title: 'A newer song' });
    const after = await drawing();
    expect(after).toBeGreaterThan(first);
    expect(await drawing()).toBe(after);
  });

  it('dashboards and a listener’s own pages are not drawn, and the renderer itself is never sent', async () => {
    for (const url of ['/listen/search', '/admin', '/artist/music', '/listen/library']) {
      const page = await call(t, { method: 'GET', url });
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
      expect(page.body, url).not.toContain('id="page-data"');
    }
    const renderer = await call(t, { method: 'GET', url: '/server/server-entry.mjs' });
    expect(renderer.statusCode).toBe(404);
    expect(renderer.body).not.toContain('renderPage');
  });

  it('a renderer that fails leaves the page to the browser', async () => {
    await uploadSong(t, admin.token, f, { title: 'Renderer fails' });
    const page = await call(t, { method: 'GET', url: '/listen' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
    expect(page.body).not.toContain('id="page-data"');
  });
});

describe('a build whose renderer cannot be loaded', () => {
  it('still serves every page, drawn in the browser', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'nupe-web-broken-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Nupe Music</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'server-entry.mjs'), 'export const renderPage = ;');
    const broken = await createTestApp({ webDistDir: dist });
    try {
      const page = await call(broken, { method: 'GET', url: '/listen' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('id="page-data"');
    } finally {
      await broken.close();
    }
  });
});

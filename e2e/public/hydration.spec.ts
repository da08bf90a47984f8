import { LOCALE_STORAGE_KEY, THEME_STORAGE_KEY } from '@nupe/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createListener } from '../fixtures/accounts';
import { adminToken, uploadSong } from '../fixtures/songs';

/**
 * Every shareable page arrives drawn by the server (react-dom/server) and React takes it over
 * (hydrateRoot). A page whose first render in the browser differs from the server's drawing is a
 * bug React reports in the console ("A tree hydrated but…", "Hydration failed…"): this test loads
 * each page in four languages and both themes and fails on any error or warning there. The browser
 * tests build the web app in development mode, where React reports every difference, attributes too.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Seeded = { song: string; album: string; artist: string; playlist: string; proverb: string };

async function seed(request: APIRequestContext): Promise<Seeded> {
  const tag = unique();
  const song = await uploadSong(request, { title: `Hydrate ${tag}`, artist: 'E2E Hydrate', album: `Album ${tag}` });
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const detail = (await (await request.get(`/api/songs/${song.id}`)).json()) as {
    song: { album: { id: string } | null };
  };
  const artists = (await (await request.get('/api/artists')).json()) as { artists: { id: string }[] };
  const proverb = await request.post('/api/proverbs', {
    headers: auth,
    data: {
      text: `Hydrate proverb ${tag}`,
      meanings: { eng: { literal: 'A literal meaning', figurative: 'What it teaches' } },
    },
  });
  expect(proverb.status(), await proverb.text()).toBe(201);
  const listener = await createListener(request, 'E2E Hydrate Listener');
  const playlist = await request.post('/api/playlists', {
    headers: { authorization: `Bearer ${listener.token}` },
    data: { name: `Hydrate list ${tag}`, description: '', public: true },
  });
  expect(playlist.status()).toBe(201);
  const playlistId = ((await playlist.json()) as { playlist: { id: string } }).playlist.id;
  await request.put(`/api/playlists/${playlistId}/songs`, {
    headers: { authorization: `Bearer ${listener.token}` },
    data: { songIds: [song.id] },
  });
  return {
    song: song.id,
    album: detail.song.album?.id ?? '',
    artist: artists.artists[0]?.id ?? '',
    playlist: playlistId,
    proverb: ((await proverb.json()) as { proverb: { id: string } }).proverb.id,
  };
}

function drawnPages(s: Seeded): string[] {
  return [
    '/',
    '/about',
    '/contact',
    '/terms',
    '/privacy',
    '/apply',
    '/login',
    '/register',
    `/song/${s.song}`,
    '/listen',
    `/listen/song/${s.song}`,
    `/listen/album/${s.album}`,
    `/listen/artist/${s.artist}`,
    `/listen/playlist/${s.playlist}`,
    '/listen/proverbs',
    `/listen/proverbs/${s.proverb}`,
    '/listen/archive',
  ];
}

type Watched = { started?: boolean; shiftsAfterStart: { value: number; at: number; nodes: string }[] };

/**
 * Notes when the app has taken the page over (main.tsx fires the event on #root), and every
 * layout shift after that moment: what only the device knows (its saved songs, its data saver)
 * must be applied without moving what the reader sees, or a press lands on the wrong button.
 */
async function watchStart(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.shiftsAfterStart = [];
    let startedAt = Number.POSITIVE_INFINITY;
    window.addEventListener(
      'nupe:app-started',
      () => {
        w.started = true;
        startedAt = performance.now();
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (e.hadRecentInput || e.startTime < startedAt) continue;
        const nodes = (e.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? '?');
        w.shiftsAfterStart.push({ value: e.value, at: Math.round(e.startTime), nodes: nodes.join(' | ') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every console error or warning and page error, with its page (`ignore`: what the page itself does not say). */
function collectProblems(page: Page, ignore?: RegExp): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (ignore?.test(m.text())) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${page.url()} ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()} pageerror: ${e.message}`));
  return problems;
}

let seeded: Seeded;
test.beforeAll(async ({ request }) => {
  seeded = await seed(request);
});

for (const locale of ['en', 'ha', 'yo', 'nup']) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every drawn page is taken over without a hydration warning (${locale}, ${theme})`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ locale, colorScheme: theme });
      await context.addCookies([{ name: LOCALE_STORAGE_KEY, value: locale, url: test.info().project.use.baseURL! }]);
      await context.addInitScript(
        (c) => {
          localStorage.setItem(c.localeKey, c.locale);
          localStorage.setItem(c.themeKey, c.theme);
        },
        { locale, theme, localeKey: LOCALE_STORAGE_KEY, themeKey: THEME_STORAGE_KEY },
      );
      const page = await context.newPage();
      const problems = collectProblems(page);
      await watchStart(page);
      for (const path of drawnPages(seeded)) {
        await page.goto(path);
        // Drawn by the server: the page came with the answers it was drawn from.
        await expect(page.locator('#page-data')).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect.poll(() => page.evaluate(() => (window as unknown as Watched).started)).toBe(true);
        // Lazily loaded boundaries hydrate after the frame: give them their moment.
        await page.waitForLoadState('networkidle');
        const shifts = await page.evaluate(() => (window as unknown as Watched).shiftsAfterStart);
        if (shifts.length) problems.push(`${path} moved after the app started: ${JSON.stringify(shifts)}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
}

test('signed in, every drawn page is taken over without a hydration warning, and Play plays', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The server draws signed out; the listener's own answers (their likes, their group's items)
  // follow once the app has started, and the first render still draws what the server drew.
  const listener = await createListener(request, 'E2E Hydrate Signed In');
  const context = await browser.newContext();
  await context.addInitScript((token) => localStorage.setItem('userToken', token), listener.token);
  const page = await context.newPage();
  const problems = collectProblems(page);
  await watchStart(page);
  for (const path of drawnPages(seeded).filter((p) => p !== '/login' && p !== '/register')) {
    await page.goto(path);
    await expect(page.locator('#page-data')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { started?: boolean }).started)).toBe(true);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
  // Pressed at once on the drawn song page, Play starts the player.
  await page.goto(`/listen/song/${seeded.song}`);
  await page.getByRole('button', { name: /^Play Hydrate / }).click();
  await expect(page.getByRole('region', { name: 'Player' }).getByTestId('now-playing-title')).toHaveText(/^Hydrate /);
  await context.close();
});

/** Phones' own user agents: the song page is drawn for them with its "open in the app" offer. */
const PHONES = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
};

for (const [phone, userAgent] of Object.entries(PHONES)) {
  test(`on ${phone === 'android' ? 'an Android phone' : 'an iPhone'}, every drawn page is taken over without a hydration warning`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      userAgent,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    // The song page sends a phone on to its store after a moment: the stores answer with a stub.
    await context.route(/^https:\/\/(play\.google\.com|apps\.apple\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Store listing stub</title><h1>Store</h1>' }),
    );
    const page = await context.newPage();
    // Headless Chromium will not open the app's own scheme without a press; a phone does.
    const problems = collectProblems(page, /Not allowed to launch 'nupe:/);
    await watchStart(page);
    for (const path of drawnPages(seeded)) {
      await page.goto(path);
      await expect(page.locator('#page-data')).toHaveCount(1);
      if (path.startsWith('/song/')) {
        // Drawn for the phone: the offer is in the server's drawing, not added after it.
        await expect(page.getByText('Opening song in the app…')).toBeVisible();
        const drawn = await page.evaluate(() => document.getElementById('page-data')?.textContent ?? '');
        expect(JSON.parse(drawn)['#platform']).toBe(phone === 'android' ? 'android' : 'ios');
      }
      await expect.poll(() => page.evaluate(() => (window as unknown as Watched).started)).toBe(true);
      // The song page leaves for the store soon after: its shifts are read at once, and the
      // next page is opened once it has left (a navigation then would cut the next one short).
      const song = path.startsWith('/song/');
      if (!song) await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => (window as unknown as Watched).shiftsAfterStart);
      if (shifts.length) problems.push(`${path} moved after the app started: ${JSON.stringify(shifts)}`);
      // Polled, not waited for: the app's own scheme is tried first, and that navigation is aborted.
      if (song) await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/play\.google\.com|apps\.apple\.com/);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('with JavaScript switched off every drawn page shows its content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of drawnPages(seeded)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading').first(), path).toBeVisible();
    await expect(page.getByRole('link').first(), path).toBeVisible();
  }
  await page.goto(`/song/${seeded.song}`);
  await expect(page.getByRole('heading', { name: /Hydrate / })).toBeVisible();
  await page.goto(`/listen/playlist/${seeded.playlist}`);
  await expect(page.getByText(/Hydrate list /).first()).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();
  await context.close();
});

/** A page's <title> as the server sent it, its few escaped characters read back. */
async function sentTitle(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

test('a drawn page comes with the tab title the app shows, in the reader’s language', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'ha' });
  await context.addCookies([{ name: LOCALE_STORAGE_KEY, value: 'ha', url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  await watchStart(page);
  for (const path of ['/about', '/login', '/listen']) {
    // The same page for an English reader (no cookie, no Accept-Language) has another title.
    const english = await sentTitle(request, path);
    const hausa = await sentTitle(context.request, path);
    expect(hausa, path).not.toBe(english);
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => (window as unknown as { started?: boolean }).started)).toBe(true);
    await expect(page, path).toHaveTitle(hausa);
  }
  await context.close();
});

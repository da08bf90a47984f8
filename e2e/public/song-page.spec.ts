import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { drawInBrowser } from '../fixtures/drawn-page';
import { type UploadedSong, uploadSong } from '../fixtures/songs';

const PLAY_STORE = 'https://play.google.com/store/apps/details?id=org.nupemusic.app';
const APP_STORE = 'https://apps.apple.com/app/nupe-music/id0000000000';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
/** A valid id that no song has. */
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

// The tests of this file share one uploaded song; they still run in any order.
let song: UploadedSong;

test.beforeAll(async ({ request }) => {
  song = await uploadSong(request, {
    title: `Rain over Bida ${Date.now()}`,
    artist: 'Hauwa Nma',
    genre: 'Zikiri',
    album: 'Evening Chants',
  });
});

/** The stores must never be reached from a test: their addresses answer with a stub page. */
async function stubStores(page: Page) {
  await page.route(/^https:\/\/(play\.google\.com|apps\.apple\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Store listing stub</title><h1>Store</h1>' }),
  );
}

/**
 * The site as it is without store listings. The test server's environment configures both
 * (playwright.config.ts), and a stored setting cannot clear an environment default, so the
 * real answer of GET /api/public/site is passed on with its store addresses taken out.
 */
async function withoutStores(page: Page, keep: 'android' | null = null) {
  // The song page comes drawn with the real answer inside: drawn in the browser, it asks for it.
  await drawInBrowser(page, /^\/song\//);
  await page.route(/\/api\/public\/site(\?|$)/, async (route) => {
    const response = await route.fetch();
    const site = (await response.json()) as { appStoreUrls: { ios: string | null; android: string | null } };
    site.appStoreUrls = { ios: null, android: keep === 'android' ? site.appStoreUrls.android : null };
    await route.fulfill({ response, json: site });
  });
}

/**
 * Opens a song page on a phone and sees "Opening song in the app…", which shows only until the
 * fallback navigation 1.5 s later: the wait starts before the page loads, so a slow machine
 * cannot miss the window.
 */
async function openOnPhone(page: Page, url: string, downloadHref?: string) {
  const waits = [page.getByText('Opening song in the app…').waitFor({ state: 'visible', timeout: 15_000 })];
  if (downloadHref) {
    const link = page
      .getByRole('link', { name: 'download the app here!' })
      .and(page.locator(`[href="${downloadHref}"]`));
    waits.push(link.waitFor({ state: 'visible', timeout: 15_000 }));
  }
  await page.goto(url);
  await Promise.all(waits);
}

/** A phone's browser: its user agent and touch, with the stores stubbed. */
async function phonePage(browser: Browser, userAgent: string) {
  const context = await browser.newContext({
    userAgent,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await stubStores(page);
  return page;
}

/**
 * Every navigation the page's scripts ask for, with its time. An app scheme has no handler in
 * Chromium, so it never becomes a request Playwright sees; the DevTools protocol still reports it.
 */
async function watchNavigations(page: Page) {
  const navigations: { url: string; at: number }[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Page.frameRequestedNavigation', (event) => navigations.push({ url: event.url, at: Date.now() }));
  await cdp.send('Page.enable');
  return navigations;
}

test.describe('song page', () => {
  test('on a desktop: cover, title, artist and both store buttons, and the page stays', async ({ page }) => {
    await stubStores(page);
    const leftForStore = page.waitForURL(/play\.google|apps\.apple/, { timeout: 3000 }).then(
      () => true,
      () => false,
    );
    await page.goto(`/song/${song.id}`);
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
    await expect(page.getByText('Hauwa Nma', { exact: true })).toBeVisible();
    await expect(page.getByText('From the album Evening Chants')).toBeVisible();
    await expect(page).toHaveTitle(`${song.title} — Hauwa Nma | Nupe Music`);

    const cover = page.getByRole('img', { name: `Cover of ${song.title}` });
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', PLAY_STORE);
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', APP_STORE);
    await expect(page.getByRole('link', { name: 'download the app here!' })).toBeVisible();
    await expect(page.getByText('Opening song in the app…')).toHaveCount(0);

    // Well past the 1.5 s of a phone: a desktop stays on the song.
    expect(await leftForStore).toBe(false);
    expect(new URL(page.url()).pathname).toBe(`/song/${song.id}`);
    // Both stores are configured: the web app is offered by "Listen on the web" only.
    await expect(page.getByRole('link', { name: /No app store needed/ })).toHaveCount(0);
  });

  test('plays the song in place: Play, the time moves, seek, its size; album and artist link to the app', async ({
    page,
  }) => {
    await stubStores(page);
    await page.goto(`/song/${song.id}`);
    // What the song costs in data: duration × bitrate / 8 at the standard and the Data Saver quality.
    await expect(page.getByText(/^Data used: \d+ KB · \d+ KB with Data Saver$/)).toBeVisible();
    const seek = page.getByRole('slider', { name: 'Seek' });
    await expect(seek).toHaveValue('0');

    const played = page.waitForRequest((r) => r.url().includes(`/api/songs/${song.id}/stream?quality=standard`));
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await played;
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    const audio = page.locator('audio');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.2);

    // Seek with the slider: to 1 s, then back to the start with its keyboard.
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await seek.fill('1');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => Math.round(a.currentTime))).toBe(1);
    await seek.focus();
    await page.keyboard.press('Home');
    await expect(seek).toHaveValue('0');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeLessThan(0.5);

    await expect(page.getByRole('link', { name: 'Evening Chants' })).toHaveAttribute('href', /^\/listen\/album\//);
    const artist = page.getByRole('link', { name: 'Hauwa Nma', exact: true });
    if (await artist.count()) await expect(artist).toHaveAttribute('href', /^\/listen\/artist\//);
  });

  test('"Listen in the app" opens the song in the listener app', async ({ page }) => {
    await stubStores(page);
    await page.goto(`/song/${song.id}`);
    const listen = page.getByRole('link', { name: 'Listen in the app' });
    await expect(listen).toHaveAttribute('href', `/listen/song/${song.id}`);
    await listen.click();
    await expect(page).toHaveURL(`/listen/song/${song.id}`);
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
    // A full page load: the listener app's own manifest came with it.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/listen/manifest.webmanifest');
  });

  test("no store listing on a desktop: the web app takes the store buttons' place", async ({ page }) => {
    await withoutStores(page);
    await page.goto(`/song/${song.id}`);
    const getTheApp = page.locator('#get-the-app');
    await expect(getTheApp.getByRole('link', { name: /Listen on the web/ })).toHaveAttribute(
      'href',
      `/listen/song/${song.id}`,
    );
    await expect(page.getByRole('link', { name: /Google Play/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveCount(0);
    // No listing, no app to promise.
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'download the app here!' })).toHaveCount(0);
  });

  test('only an Android listing: Google Play, and the web app for everyone else', async ({ page }) => {
    await withoutStores(page, 'android');
    await page.goto(`/song/${song.id}`);
    const getTheApp = page.locator('#get-the-app');
    await expect(getTheApp.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', PLAY_STORE);
    await expect(getTheApp.getByRole('link', { name: /Listen on the web/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveCount(0);
  });

  test('no store listing on an Android phone: no app is tried or promised, the song plays on the page', async ({
    browser,
    request,
  }) => {
    const { appScheme } = (await (await request.get('/api/public/site')).json()) as { appScheme: string };
    const page = await phonePage(browser, ANDROID_CHROME);
    await withoutStores(page);
    const navigations = await watchNavigations(page);
    await page.goto(`/song/${song.id}`);
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    // Well past the 1.5 s the app would have had.
    await page.waitForTimeout(2500);
    expect(new URL(page.url()).pathname).toBe(`/song/${song.id}`);
    expect(navigations.map((n) => n.url)).not.toContain(`${appScheme}://song/${song.id}`);
    await expect(page.getByText('Opening song in the app…')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'download the app here!' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Listen in the app' })).toHaveAttribute(
      'href',
      `/listen/song/${song.id}`,
    );
    await page.context().close();
  });

  test('with an Android user agent: tries the app scheme, then the Play Store after ~1.5 s', async ({
    browser,
    request,
  }) => {
    const { appScheme } = (await (await request.get('/api/public/site')).json()) as { appScheme: string };
    const page = await phonePage(browser, ANDROID_CHROME);
    const navigations = await watchNavigations(page);

    await openOnPhone(page, `/song/${song.id}`, PLAY_STORE);

    await expect.poll(() => navigations.map((n) => n.url), { timeout: 5000 }).toContain(PLAY_STORE);
    await expect(page).toHaveURL(PLAY_STORE);
    await expect(page).toHaveTitle('Store listing stub');

    // First the app through its scheme, then the store 1.5 s later.
    const app = navigations.find((n) => n.url === `${appScheme}://song/${song.id}`);
    const store = navigations.find((n) => n.url === PLAY_STORE);
    expect(app, navigations.map((n) => n.url).join(', ')).toBeTruthy();
    const waited = (store?.at ?? 0) - (app?.at ?? 0);
    // The page waits DEEP_LINK_FALLBACK_MS (1500) from its own timer start; the two navigation
    // events reach DevTools with their own delays, so only a clearly deliberate wait is asserted.
    expect(waited).toBeGreaterThanOrEqual(1000);
    expect(waited).toBeLessThan(4000);
    await page.context().close();
  });

  test('with an iPhone user agent: tries the app, then goes to the App Store listing', async ({ browser, request }) => {
    const { appScheme } = (await (await request.get('/api/public/site')).json()) as { appScheme: string };
    const page = await phonePage(browser, IPHONE_SAFARI);
    const navigations = await watchNavigations(page);
    await openOnPhone(page, `/song/${song.id}`);
    await expect.poll(() => navigations.map((n) => n.url), { timeout: 5000 }).toContain(APP_STORE);
    expect(navigations.map((n) => n.url)).toContain(`${appScheme}://song/${song.id}`);
    await expect(page).toHaveURL(APP_STORE);
    await page.context().close();
  });

  test('the server renders the title, description, canonical and Open Graph / Twitter tags', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get(`/song/${song.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const meta = (attr: 'property' | 'name', key: string) =>
      new RegExp(`<meta ${attr}="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1];
    const url = `${baseURL}/song/${song.id}`;

    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${song.title} — Hauwa Nma | Nupe Music`);
    expect(meta('property', 'og:title')).toBe(`${song.title} — Hauwa Nma | Nupe Music`);
    expect(meta('property', 'og:description')).toContain(song.title);
    expect(meta('property', 'og:description')).toContain('Hauwa Nma');
    expect(meta('name', 'description')).toBe(meta('property', 'og:description'));
    expect(meta('property', 'og:url')).toBe(url);
    expect(meta('property', 'og:type')).toBe('music.song');
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');

    // The preview image is the song's cover as a JPEG (chat apps show WebP unreliably), at an
    // absolute address that answers with one, and the size the page names.
    const image = meta('property', 'og:image');
    expect(image).toBe(`${baseURL}${song.coverUrl?.replace(/\/[a-z0-9]+\.webp$/, '/og.jpg')}`);
    const cover = await request.get(image ?? '');
    expect(cover.ok()).toBe(true);
    expect(cover.headers()['content-type']).toBe('image/jpeg');
    expect(meta('property', 'og:image:type')).toBe('image/jpeg');
    expect(meta('property', 'og:image:width')).toBe('600');
    expect(meta('property', 'og:image:height')).toBe('600');
    // Open to all: a chat app may play it.
    const audio = meta('property', 'og:audio');
    expect(audio).toBe(`${baseURL}/api/songs/${song.id}/stream`);
    expect((await request.get(audio ?? '')).ok()).toBe(true);
    expect(meta('name', 'twitter:image')).toBe(image);
    expect(html).not.toContain('noindex');
  });

  test('a song that does not exist: 404 status and a friendly page', async ({ page, request }) => {
    const raw = await request.get(`/song/${MISSING_ID}`);
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain('<meta name="robots" content="noindex">');
    expect((await request.get('/song/not-a-song')).status()).toBe(404);

    const response = await page.goto(`/song/${MISSING_ID}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Song not found' })).toBeVisible();
    await expect(page.getByText('not available to the public')).toBeVisible();
    await expect(page).toHaveTitle('Song not found — Nupe Music');
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a song that does not exist stays put on a phone (no app, no store)', async ({ browser }) => {
    const page = await phonePage(browser, ANDROID_CHROME);
    await page.goto(`/song/${MISSING_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Song not found' })).toBeVisible();
    await page.waitForTimeout(2000);
    expect(new URL(page.url()).pathname).toBe(`/song/${MISSING_ID}`);
    await page.context().close();
  });

  for (const width of [375, 1280]) {
    test(`the song page at ${width} px has no axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/song/${song.id}`);
      await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
      await expect(page.getByRole('link', { name: /Google Play/ })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});

test.describe('for search engines', () => {
  test('sitemap.xml lists the public pages and public songs', async ({ request, baseURL }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('xml');
    const xml = await res.text();
    for (const p of ['/', '/about', '/contact', '/terms', '/privacy']) {
      expect(xml).toContain(`<loc>${baseURL}${p}</loc>`);
    }
    expect(xml).toContain(`<loc>${baseURL}/song/${song.id}</loc>`);
    expect(xml).not.toContain(MISSING_ID);
  });

  test('robots.txt allows the public site, keeps the dashboards and the API out, names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    for (const line of ['Disallow: /admin', 'Disallow: /artist', 'Disallow: /staff', 'Disallow: /api/']) {
      expect(text).toContain(line);
    }
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('each public page has its own title and description in the HTML', async ({ request }) => {
    const seen = new Set<string>();
    for (const p of ['/', '/about', '/contact', '/terms', '/privacy']) {
      const html = await (await request.get(p)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(title, p).toContain('Nupe Music');
      expect(description.length, p).toBeGreaterThan(20);
      expect(seen.has(title), `${p} repeats a title`).toBe(false);
      seen.add(title);
    }
  });

  test('the web app manifest and the icon are served', async ({ request }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    expect((await manifest.json()).name).toContain('Nupe Music');
    const icon = await request.get('/favicon.svg');
    expect(icon.ok()).toBe(true);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });
});

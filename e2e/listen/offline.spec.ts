import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { uploadSong } from '../fixtures/songs';

/**
 * The listener app offline and installable: its manifest and service worker, and a
 * song downloaded, played in flight mode and removed. Each test has its own browser context
 * (Playwright's default), so its service worker and Cache Storage start empty.
 */

const audioState = (page: Page) =>
  page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-testid="listen-audio"]');
    return a ? { paused: a.paused, time: a.currentTime, ended: a.ended, error: a.error?.code ?? null } : null;
  });

/** Waits until the service worker of /listen/ controls the page. */
async function controlledBy(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 })
    .toMatch(/\/listen\/sw\.js$/);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function downloadCount(request: APIRequestContext, id: string): Promise<number> {
  const res = await request.get(`/api/songs/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { song: { downloadCount: number } }).song.downloadCount;
}

test('the listener app links its own manifest, and its service worker registers and controls /listen', async ({
  page,
  request,
}) => {
  await page.goto('/listen');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/listen/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);

  const res = await request.get('/listen/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/listen', scope: '/listen', display: 'standalone' });
  expect(manifest.name).toContain('Nupe Music');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
  }

  await controlledBy(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(new URL(scope ?? '').pathname).toBe('/listen');

  // The public site keeps its own manifest and is not under the worker.
  await page.goto('/about');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test('download a song, see it in Downloads, play it offline after a reload, remove it', async ({
  page,
  context,
  request,
}) => {
  const song = await uploadSong(request, { title: `Offline Zikiri ${Date.now()}`, artist: 'Hauwa Nma' });
  const before = await downloadCount(request, song.id);

  await page.goto(`/listen/song/${song.id}`);
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  await controlledBy(page);
  await page.getByRole('button', { name: `Download “${song.title}”` }).click();
  await expect(page.getByText('Downloaded', { exact: true })).toBeVisible({ timeout: 15_000 });
  // Saving for offline listening is a download, counted once.
  await expect.poll(() => downloadCount(request, song.id)).toBe(before + 1);

  await page.getByRole('navigation', { name: 'Listen' }).first().getByRole('link', { name: 'Downloads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: song.title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Hauwa Nma');
  await expect(row).toContainText(/\d+ KB/);
  await expect(page.getByTestId('downloads-total')).toContainText(/1 song · \d+ KB on this device/);

  // Flight mode: the shell, the list and the audio all come from this device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You’re offline — downloaded songs still play')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  await expect(row).toBeVisible();
  // The worker answers the player's stream address from the saved copy, ranges included.
  const ranged = await page.evaluate(async (id) => {
    const res = await fetch(`/api/songs/${id}/stream?quality=standard`, { headers: { range: 'bytes=0-99' } });
    return {
      status: res.status,
      range: res.headers.get('content-range'),
      length: (await res.arrayBuffer()).byteLength,
    };
  }, song.id);
  expect(ranged).toMatchObject({ status: 206, length: 100 });
  expect(ranged.range).toMatch(/^bytes 0-99\/\d+$/);
  await row.getByRole('button', { name: `Play ${song.title}` }).click();
  await expect(page.getByRole('region', { name: 'Player' }).getByTestId('now-playing-title')).toHaveText(song.title);
  await expect.poll(async () => (await audioState(page))?.time ?? 0, { timeout: 10_000 }).toBeGreaterThan(0.2);
  expect((await audioState(page))?.error).toBeNull();

  await row.getByRole('button', { name: `Remove ${song.title} from downloads` }).click();
  await expect(page.getByRole('heading', { name: 'Nothing downloaded yet' })).toBeVisible();
  await context.setOffline(false);
  // Removing is not another download.
  expect(await downloadCount(request, song.id)).toBe(before + 1);
});

test('remove all asks first, then empties Downloads', async ({ page, request }) => {
  // Two downloads and two full axe passes: more than the default 30 s on a loaded 2-core machine.
  test.slow();
  const a = await uploadSong(request, { title: `Saved A ${Date.now()}`, artist: 'Ndako Gboya' });
  const b = await uploadSong(request, { title: `Saved B ${Date.now()}`, artist: 'Ndako Gboya' });
  for (const song of [a, b]) {
    await page.goto(`/listen/song/${song.id}`);
    await page.getByRole('button', { name: `Download “${song.title}”` }).click();
    await expect(page.getByText('Downloaded', { exact: true })).toBeVisible({ timeout: 15_000 });
  }
  await page.goto('/listen/downloads');
  await expect(page.getByTestId('downloads-total')).toContainText('2 songs');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Remove all downloads' }).click();
  await expect(page.getByText('Remove all 2 downloads from this device?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep them' })).toBeFocused();
  await page.getByRole('button', { name: 'Keep them' }).click();
  await expect(page.getByText(a.title)).toBeVisible();
  await page.getByRole('button', { name: 'Remove all downloads' }).click();
  await page.getByRole('button', { name: 'Yes, remove all' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing downloaded yet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nothing downloaded yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find something to download' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
});

/**
 * Chromium offers installation (beforeinstallprompt) only outside incognito, and every test
 * context is incognito: these tests open a real profile of their own.
 */
async function withProfile(run: (context: BrowserContext) => Promise<void>) {
  const { launchOptions, baseURL } = test.info().project.use;
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-e2e-profile-'));
  const context = await chromium.launchPersistentContext(dir, { ...launchOptions, baseURL });
  // Counts the browser's offers, so a test knows one was made before it says the card stays away.
  await context.addInitScript(() => {
    const w = window as unknown as { installOffers: number };
    w.installOffers = 0;
    window.addEventListener('beforeinstallprompt', () => {
      w.installOffers += 1;
    });
  });
  try {
    await run(context);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Chromium offers only once it has fetched the manifest and icons and the worker controls
// the page: on a fresh profile and a loaded 2-core machine that has taken over 15 s.
const FRESH_PROFILE_MS = 20_000;
const offered = (page: Page) =>
  expect.poll(() => page.evaluate(() => (window as unknown as { installOffers: number }).installOffers), {
    timeout: 30_000,
  });

test('the install card waits until something was played, and "Not now" is remembered for good', async () => {
  // Two fresh-profile offers (see `offered`): more than the default 30 s.
  test.slow();
  await withProfile(async (context) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/listen');
    // A fresh profile has nothing cached: on a loaded CI machine its first screen has taken over 7 s.
    await expect(page.getByRole('heading', { name: 'New releases' })).toBeVisible({ timeout: FRESH_PROFILE_MS });
    await offered(page).toBeGreaterThan(0);
    // A first visit where nothing was played yet: no card.
    await expect(page.getByRole('heading', { name: 'Install Nupe Music' })).toHaveCount(0);

    await page
      .getByTestId('shelf-new')
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    const card = page.getByRole('complementary', { name: 'Install Nupe Music' });
    await expect(card).toBeVisible({ timeout: FRESH_PROFILE_MS });
    await card.getByRole('button', { name: 'Not now' }).click();
    await expect(card).toHaveCount(0);

    // A later visit (a new tab is a new session) where the browser offers again: never again.
    const later = await context.newPage();
    await later.goto('/listen');
    await expect(later.getByRole('heading', { name: 'New releases' })).toBeVisible({ timeout: FRESH_PROFILE_MS });
    await offered(later).toBeGreaterThan(0);
    await later
      .getByTestId('shelf-new')
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await expect(later.getByRole('region', { name: 'Player' })).toBeVisible({ timeout: FRESH_PROFILE_MS });
    await expect(later.getByRole('heading', { name: 'Install Nupe Music' })).toHaveCount(0);
  });
});

test('the install card is offered on a second visit without playing', async () => {
  // Two fresh-profile offers (see `offered`) and an axe pass: more than the default 30 s.
  test.slow();
  await withProfile(async (context) => {
    const first = context.pages()[0] ?? (await context.newPage());
    await first.goto('/listen');
    await offered(first).toBeGreaterThan(0);
    await expect(first.getByRole('heading', { name: 'Install Nupe Music' })).toHaveCount(0);

    const second = await context.newPage();
    await second.goto('/listen');
    await offered(second).toBeGreaterThan(0);
    await expect(second.getByRole('complementary', { name: 'Install Nupe Music' })).toBeVisible();
    await expectNoAxeViolations(second);
  });
});

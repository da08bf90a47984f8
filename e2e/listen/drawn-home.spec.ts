import { expect, type Page, test } from '@playwright/test';
import { tr } from '../fixtures/catalogs';
import { uploadSong } from '../fixtures/songs';

/**
 * /listen's home arrives drawn by the server (apps/web/src/server-entry.tsx),
 * and its app starts once that screen is painted. What a reader must never notice: a screen
 * drawn twice, a press lost before the app started, a shelf that is not the one the app shows.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Resolves once the app has taken the page over (apps/web/src/main.tsx fires the event on #root). */
async function watchStart(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { appStarted?: boolean };
    // Capturing on window: the event does not bubble, it is fired at #root.
    window.addEventListener('nupe:app-started', () => (w.appStarted = true), true);
  });
}
const appStarted = (page: Page) =>
  expect.poll(() => page.evaluate(() => (window as unknown as { appStarted?: boolean }).appStarted === true));

test('without JavaScript the home is all there: shelves, songs and covers, in the browser’s language', async ({
  browser,
  request,
}) => {
  const song = await uploadSong(request, { title: `Drawn ${unique()}`, artist: 'E2E Drawn', genre: 'Proverbs' });
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ha' });
  const page = await context.newPage();
  await page.goto('/listen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  // The shelf's heading in Hausa, straight from the server.
  const newShelf = page.getByTestId('shelf-new');
  await expect(newShelf.getByRole('heading', { level: 2 })).toHaveText(tr('ha', 'New releases'));
  await expect(newShelf.getByRole('link', { name: song.title })).toBeVisible();
  const cover = newShelf.getByRole('img', { name: new RegExp(song.title) });
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await context.close();
});

test('the app takes over the drawn page as it is: the same elements, nothing moves', async ({ page }) => {
  await watchStart(page);
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number; drawnCover?: Element | null };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.shifts += (e as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    // The server's first cover, held before any script of the app has run.
    document.addEventListener('DOMContentLoaded', () => {
      w.drawnCover = document.querySelector('[data-testid="shelf-new"] img');
    });
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/listen');
  await appStarted(page).toBe(true);
  const same = await page.evaluate(() => {
    const w = window as unknown as { drawnCover?: Element | null };
    return (
      Boolean(w.drawnCover?.isConnected) && w.drawnCover === document.querySelector('[data-testid="shelf-new"] img')
    );
  });
  expect(same).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});

test('a press on the drawn page before the app has started is not lost', async ({ page, request }) => {
  const song = await uploadSong(request, { title: `Early Press ${unique()}`, artist: 'E2E Early', genre: 'Gospels' });
  await watchStart(page);
  // Hold the app's entry back, so the press surely comes first.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/listen');
  const play = page.getByTestId('shelf-new').getByRole('button', { name: `Play ${song.title}` });
  await play.click();
  expect(await page.evaluate(() => (window as unknown as { appStarted?: boolean }).appStarted === true)).toBe(false);
  release();
  await appStarted(page).toBe(true);
  await expect(page.getByRole('region', { name: 'Player' })).toContainText(song.title);
});

test('should the app fail to load, a link of the drawn page still leads where it says, pressed before or after', async ({
  page,
}) => {
  // The app's entry never comes: held back while the first press is made, then refused.
  let refuse: () => void = () => {};
  const refused = new Promise<void>((resolve) => (refuse = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await refused;
    await route.abort('failed');
  });
  await page.goto('/listen');
  const seeAll = page.getByTestId('shelf-Histories').getByRole('link', { name: 'See all Histories' });
  await seeAll.click();
  // Held while the app might still come…
  await expect(page).toHaveURL(/\/listen$/);
  refuse();
  // …and given to the browser once it cannot: the link is followed.
  await expect(page).toHaveURL(/\/listen\/genre\/Histories$/);
});

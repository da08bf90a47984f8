import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uploadSong } from '../fixtures/songs';

/**
 * Data cost before it is spent: every play and download shows what it costs at the
 * listener's quality; the listener app counts the audio data this device really received
 * this month (streaming and downloads), warns at the limit the listener sets, and offers
 * Data Saver at 100 %. Each test has its own browser context, so its count starts at nothing.
 */

const dataUsed = (page: Page) => page.getByRole('region', { name: 'Data used' });

/** "32 KB" → 32 000; "0 MB" → 0 (the counter's own decimal units). */
function bytesOf(text: string): number {
  const m = /([\d.]+) (KB|MB|GB)/.exec(text);
  if (!m) throw new Error(`no size in "${text}"`);
  return Number(m[1]) * { KB: 1e3, MB: 1e6, GB: 1e9 }[m[2] as 'KB' | 'MB' | 'GB'];
}

/** The bytes a share of the counter shows now. */
async function share(page: Page, name: 'Streaming' | 'Downloads'): Promise<number> {
  const text = await dataUsed(page).getByTestId(`data-used-${name.toLowerCase()}`).textContent();
  return bytesOf(text ?? '');
}

/** The bytes the server answers for a song's stream at a quality (what a whole play transfers). */
async function streamLength(request: APIRequestContext, id: string, quality: 'standard' | 'data-saver') {
  const res = await request.get(`/api/songs/${id}/stream?quality=${quality}`);
  expect(res.ok()).toBe(true);
  return (await res.body()).byteLength;
}

/** Waits until the service worker of /listen controls the page. */
async function controlledBy(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 })
    .toMatch(/\/listen\/sw\.js$/);
}

async function playFromSongPage(page: Page, song: { id: string; title: string }) {
  await page.goto(`/listen/song/${song.id}`);
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  await page.getByRole('button', { name: `Play ${song.title}`, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Player' }).getByTestId('now-playing-title')).toHaveText(song.title);
}

async function setCustomLimit(page: Page, megabytes: string) {
  const section = dataUsed(page);
  await section.getByLabel('Monthly limit', { exact: true }).selectOption({ label: 'Custom…' });
  await section.getByLabel('Limit in MB').fill(megabytes);
  await section.getByRole('button', { name: 'Set limit' }).click();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a play shows its cost, is counted from the bytes received, and passing the limit warns once and offers Data Saver', async ({
  page,
  request,
}) => {
  test.slow(); // a song page, a play, the library three times
  const song = await uploadSong(request, { title: `Costly Zikiri ${Date.now()}`, artist: 'Hauwa Nma' });

  await page.goto('/listen/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Your library' })).toBeVisible();
  await expect(dataUsed(page).getByTestId('data-used-total')).toHaveText('0 MB used this month');
  // 10 KB: a two-second song passes it.
  await setCustomLimit(page, '0.01');
  await expect(dataUsed(page).getByRole('status')).toHaveText(
    'Limit 10 KB: you are warned at 8 KB (80%) and at 10 KB.',
  );
  await controlledBy(page);

  // The song page says what a play and a download cost, the listener's quality first.
  await page.goto(`/listen/song/${song.id}`);
  const main = page.getByRole('main');
  await expect(main.getByTestId('data-cost')).toHaveText(/^\d+ KB · \d+ KB with Data Saver$/);
  await expect(main.getByRole('button', { name: `Play ${song.title}`, exact: true })).toHaveAccessibleDescription(
    /^\d+ KB · \d+ KB with Data Saver$/,
  );
  await expect(main.getByRole('button', { name: `Download “${song.title}”` })).toHaveAccessibleDescription(
    /^\d+ KB · \d+ KB with Data Saver$/,
  );

  await playFromSongPage(page, song);
  const warning = page.getByRole('alert').filter({ hasText: 'You have reached your monthly data limit' });
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await expect(warning).toContainText(/\d+ KB used this month of your 10 KB limit/);

  // The listener decides: the song plays on, and Data Saver is one tap away.
  await warning.getByRole('button', { name: 'Turn on Data Saver' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('banner').getByRole('switch', { name: 'Data Saver' })).toBeChecked();
  await expect(page.getByRole('main').getByTestId('data-cost')).toHaveText(/^\d+ KB with Data Saver · \d+ KB without$/);

  // What was counted is what the stream really was, not a nominal estimate from the length.
  const whole = await streamLength(request, song.id, 'standard');
  await page.getByRole('navigation', { name: 'Listen' }).first().getByRole('link', { name: 'Library' }).click();
  const streamed = await share(page, 'Streaming');
  expect(streamed).toBeGreaterThanOrEqual(Math.floor(whole / 1000) * 1000);
  expect(streamed).toBeLessThanOrEqual(whole * 2 + 2000);
  await expect(dataUsed(page).getByTestId('data-used-total')).toHaveText(/^\d+ KB used this month$/);
  await expect(dataUsed(page)).toContainText(/\d+% of your 10 KB monthly limit/);

  // Once per threshold a month: more data does not warn again.
  await playFromSongPage(page, song);
  await page.waitForTimeout(1500);
  await expect(page.getByText('You have reached your monthly data limit')).toHaveCount(0);
});

test('a download counts what it received, and the month’s count outlives a reload', async ({ page, request }) => {
  test.slow(); // a download, a reload and a play from Downloads
  const song = await uploadSong(request, { title: `Saved Zikiri ${Date.now()}`, artist: 'Hauwa Nma' });

  await page.goto(`/listen/song/${song.id}`);
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  // What the download itself received: the copy made for this quality may not be the file a
  // stream asked for a moment later gets (the original serves until the rendition is made).
  const answer = page.waitForResponse((r) => r.url().includes(`/api/songs/${song.id}/download`));
  await page.getByRole('button', { name: `Download “${song.title}”` }).click();
  const whole = (await (await answer).body()).byteLength;
  await expect(page.getByText('Downloaded', { exact: true })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('navigation', { name: 'Listen' }).first().getByRole('link', { name: 'Library' }).click();
  const downloaded = await share(page, 'Downloads');
  expect(downloaded).toBe(Math.round(whole / 1000) * 1000);
  expect(await share(page, 'Streaming')).toBe(0);
  const total = await dataUsed(page).getByTestId('data-used-total').textContent();
  expect(total).toMatch(/^\d+ KB used this month$/);

  // Kept on this device for the month: a reload reads it back.
  await page.reload();
  await expect(dataUsed(page).getByTestId('data-used-total')).toHaveText(total ?? '');
  expect(await share(page, 'Downloads')).toBe(downloaded);

  // A saved song plays from this device: no data, nothing counted.
  await page.goto('/listen/downloads');
  await page
    .getByRole('listitem')
    .filter({ hasText: song.title })
    .getByRole('button', { name: `Play ${song.title}` })
    .click();
  await expect(page.getByRole('region', { name: 'Player' }).getByTestId('now-playing-title')).toHaveText(song.title);
  await page.waitForTimeout(1500);
  await page.getByRole('navigation', { name: 'Listen' }).first().getByRole('link', { name: 'Library' }).click();
  await expect(dataUsed(page).getByTestId('data-used-total')).toHaveText(total ?? '');
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('the player’s own timing counts a stream', async ({ page, request }) => {
    const song = await uploadSong(request, { title: `Plain Zikiri ${Date.now()}`, artist: 'Hauwa Nma' });
    await playFromSongPage(page, song);
    const whole = await streamLength(request, song.id, 'standard');
    await page.getByRole('navigation', { name: 'Listen' }).first().getByRole('link', { name: 'Library' }).click();
    await expect.poll(() => share(page, 'Streaming')).toBeGreaterThanOrEqual(Math.floor(whole / 1000) * 1000);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Data used section and the 80% warning pass axe in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => window.localStorage.setItem('nupeTheme', t), theme);
    // Most of a 1 GB month already used on this device: setting the limit warns at once.
    await page.addInitScript(() => {
      const now = new Date(Date.now() + 3_600_000).toISOString().slice(0, 7);
      window.localStorage.setItem(
        'listen.dataUsage',
        JSON.stringify({ month: now, streaming: 700_000_000, downloads: 150_000_000, warned: null }),
      );
    });
    await page.goto('/listen/library');
    await expect(dataUsed(page).getByTestId('data-used-total')).toHaveText('850 MB used this month');
    await dataUsed(page).getByLabel('Monthly limit', { exact: true }).selectOption({ label: '1 GB' });
    const warning = page.getByRole('status').filter({ hasText: 'You have used 80% of your monthly data limit' });
    await expect(warning).toBeVisible();
    await expect(dataUsed(page)).toContainText('85% of your 1 GB monthly limit');
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: 'Dismiss' }).click();
    await expect(warning).toBeHidden();
  });
}

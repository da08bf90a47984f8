import { expect, type Page, test } from '@playwright/test';
import { uploadSong } from '../fixtures/songs';

/** The listener app's one <audio> element (features/listen/player-store.ts). */
const audioState = (page: Page) =>
  page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-testid="listen-audio"]');
    return a ? { paused: a.paused, time: a.currentTime, src: a.currentSrc } : null;
  });

async function expectPlaying(page: Page) {
  await expect.poll(async () => (await audioState(page))?.paused, { timeout: 10_000 }).toBe(false);
  const t0 = (await audioState(page))?.time ?? 0;
  await expect.poll(async () => (await audioState(page))?.time ?? 0, { timeout: 10_000 }).toBeGreaterThan(t0);
}

const miniPlayer = (page: Page) => page.getByRole('region', { name: 'Player' });

test('home shows new releases and genre shelves; a genre page lists its songs', async ({ page }) => {
  await page.goto('/listen');
  await expect(page.getByRole('heading', { name: 'New releases' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Histories', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'See all Histories' }).click();
  await expect(page).toHaveURL(/\/listen\/genre\/Histories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Histories' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'How Tsoede Crossed the River' })).toBeVisible();
  await page.getByRole('link', { name: 'How Tsoede Crossed the River' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How Tsoede Crossed the River' })).toBeVisible();
});

test('a song plays in the mini player and keeps playing across listen pages', async ({ page }) => {
  await page.goto('/listen/genre/Tsankan');
  // The demo catalogue's Tsankan songs: other tests add short Tsankan songs at the top of this
  // list while this one runs, and a short song ends (and the queue moves on) mid-test.
  const rows = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Tsankan Night' });
  await expect(rows.first()).toBeVisible();
  const firstTitle = (await rows.first().getByRole('link').textContent()) ?? '';
  await rows
    .first()
    .getByRole('button', { name: `Play ${firstTitle}` })
    .click();
  await expect(miniPlayer(page).getByTestId('now-playing-title')).toHaveText(firstTitle);
  await expectPlaying(page);

  // Another listen page (client-side navigation): the same audio keeps going.
  await page.getByRole('link', { name: /Nupe Music Listen/ }).click();
  await expect(page.getByRole('heading', { name: 'New releases' })).toBeVisible();
  await expect(miniPlayer(page).getByTestId('now-playing-title')).toHaveText(firstTitle);
  await expectPlaying(page);
  // The mini player opens Now playing; its title leads to the song's page, still playing.
  await miniPlayer(page).getByTestId('now-playing-title').click();
  const nowPlaying = page.getByRole('dialog', { name: 'Now playing' });
  await expect(nowPlaying.getByTestId('full-player-title')).toHaveText(firstTitle);
  await nowPlaying.getByTestId('full-player-title').click();
  await expect(nowPlaying).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  await expectPlaying(page);

  // Pause and play again from the mini player.
  await miniPlayer(page).getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(async () => (await audioState(page))?.paused).toBe(true);
  await miniPlayer(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expectPlaying(page);
});

test('next and previous move through the queue built from the list', async ({ page }) => {
  await page.goto('/listen/genre/Tsankan');
  // The demo catalogue's two Tsankan songs, next to each other (see the test above).
  const links = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Tsankan Night' }).getByRole('link');
  await expect(links.nth(1)).toBeVisible();
  const [first, second] = [(await links.nth(0).textContent()) ?? '', (await links.nth(1).textContent()) ?? ''];
  await page.getByRole('button', { name: `Play ${first}` }).click();
  const title = miniPlayer(page).getByTestId('now-playing-title');
  await expect(title).toHaveText(first);
  await miniPlayer(page).getByRole('button', { name: 'Next', exact: true }).click();
  await expect(title).toHaveText(second);
  await expectPlaying(page);
  expect((await audioState(page))?.src).toContain('/stream?quality=');
  await miniPlayer(page).getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(title).toHaveText(first);
  await expectPlaying(page);
});

test('Data Saver on: the data-saver stream is requested, and the choice is remembered', async ({ page }) => {
  await page.goto('/listen/genre/Proverbs');
  const toggle = page.getByRole('switch', { name: 'Data Saver' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  const link = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  const title = (await link.textContent()) ?? '';
  const requested = page.waitForRequest((r) => /\/api\/songs\/[^/]+\/stream\?quality=data-saver$/.test(r.url()));
  await page.getByRole('button', { name: `Play ${title}` }).click();
  await requested;
  await expectPlaying(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Data Saver' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('listen.dataSaver'))).toBe('on');
});

test('a slow connection turns Data Saver on by itself', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '2g' } });
  });
  await page.goto('/listen');
  await expect(page.getByRole('switch', { name: 'Data Saver' })).toBeChecked();
});

test('a short song is counted once, at its end', async ({ page, request }) => {
  const song = await uploadSong(request, {
    title: `Short listen ${Date.now()}`,
    artist: 'E2E Ensemble',
    genre: 'Proverbs',
  });
  await page.goto(`/listen/song/${song.id}`);
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  const counted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/songs/${song.id}/play`), {
    timeout: 15_000,
  });
  await page.getByRole('button', { name: `Play ${song.title}` }).click();
  const started = Date.now();
  await counted;
  // Two seconds of audio: the count comes at the end, not at the start.
  expect(Date.now() - started).toBeGreaterThan(1_500);
  await expect.poll(async () => (await audioState(page))?.paused).toBe(true);
  await page.waitForTimeout(500);
  const res = await request.get(`/api/songs/${song.id}`);
  expect(((await res.json()) as { song: { playCount: number } }).song.playCount).toBe(1);
});

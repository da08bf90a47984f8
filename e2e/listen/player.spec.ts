import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createListener, signInAs } from '../fixtures/accounts';
import { uploadSong } from '../fixtures/songs';

/** The listener app's player: the full screen "Now playing", its queue, shuffle, repeat, reload. */

type ApiSong = { id: string; title: string; artist: string; playCount: number };

/** A published demo song by its title (the demo seed of this run). */
async function demoSong(request: APIRequestContext, title: string): Promise<ApiSong> {
  const res = await request.get(`/api/songs?q=${encodeURIComponent(title)}&limit=20`);
  expect(res.ok()).toBe(true);
  const song = ((await res.json()) as { songs: ApiSong[] }).songs.find((s) => s.title === title);
  if (!song) throw new Error(`no demo song "${title}"`);
  return song;
}

const audioState = (page: Page) =>
  page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-testid="listen-audio"]');
    return a ? { paused: a.paused, time: a.currentTime, src: a.getAttribute('src') } : null;
  });

async function expectPlaying(page: Page) {
  await expect.poll(async () => (await audioState(page))?.paused, { timeout: 10_000 }).toBe(false);
  const t0 = (await audioState(page))?.time ?? 0;
  await expect.poll(async () => (await audioState(page))?.time ?? 0, { timeout: 10_000 }).toBeGreaterThan(t0);
}

const miniPlayer = (page: Page) => page.getByRole('region', { name: 'Player' });
const nowPlaying = (page: Page) => page.getByRole('dialog', { name: 'Now playing' });
const nowTitle = (page: Page) => miniPlayer(page).getByTestId('now-playing-title');

/** The titles under "Next up", in order. */
const upcomingTitles = (page: Page) =>
  nowPlaying(page)
    .getByRole('list', { name: 'Queue' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.querySelector('.font-semibold')?.textContent ?? ''));

async function openNowPlaying(page: Page) {
  await miniPlayer(page)
    .getByRole('button', { name: /Open full screen/ })
    .click();
  await expect(nowPlaying(page)).toBeVisible();
}

/** Moves to another /listen page without reloading (as a link would), so playback goes on. */
async function goClientSide(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Plays the first song from its page and puts the others after it with "Add to queue". */
async function queueOf(page: Page, songs: { id: string; title: string }[]) {
  const [first, ...rest] = songs;
  await playFromSongPage(page, first!);
  for (const song of rest) {
    await goClientSide(page, `/listen/song/${song.id}`);
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add to queue', exact: true }).click();
  }
}

async function playFromSongPage(page: Page, song: { id: string; title: string }) {
  await page.goto(`/listen/song/${song.id}`);
  await page.getByRole('button', { name: `Play ${song.title}`, exact: true }).click();
  await expect(nowTitle(page)).toHaveText(song.title);
}

test('the queue: play next, add to queue, reorder, remove, next/previous and clear in Now playing', async ({
  page,
  request,
}) => {
  const [dawn, peace, proverbs, gospel] = await Promise.all(
    ['Zikiri of the Dawn', 'Zikiri of Peace', 'Proverbs of the Elders', 'Gospel of Mokwa'].map((t) =>
      demoSong(request, t),
    ),
  );
  await playFromSongPage(page, dawn!);
  await expectPlaying(page);

  // Client-side moves between song pages keep the song playing while the queue grows.
  for (const [song, action, confirmation] of [
    [peace!, 'Add to queue', `Added to queue: “${peace!.title}”`],
    [proverbs!, 'Add to queue', `Added to queue: “${proverbs!.title}”`],
    [gospel!, 'Play next', `“${gospel!.title}” plays next`],
  ] as const) {
    await goClientSide(page, `/listen/song/${song.id}`);
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: action, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: confirmation })).toBeVisible();
  }
  await expect(nowTitle(page)).toHaveText(dawn!.title);
  await expectPlaying(page);

  await openNowPlaying(page);
  const dialog = nowPlaying(page);
  await expect(dialog.getByTestId('full-player-title')).toHaveText(dawn!.title);
  expect(await upcomingTitles(page)).toEqual([gospel!.title, peace!.title, proverbs!.title]);

  // Reorder with the buttons: the moved row keeps the focus.
  await dialog.getByRole('button', { name: `Move ${proverbs!.title} up` }).click();
  expect(await upcomingTitles(page)).toEqual([gospel!.title, proverbs!.title, peace!.title]);
  await expect(dialog.getByRole('button', { name: `Move ${proverbs!.title} up` })).toBeFocused();
  await dialog.getByRole('button', { name: `Move ${gospel!.title} down` }).click();
  expect(await upcomingTitles(page)).toEqual([proverbs!.title, gospel!.title, peace!.title]);
  await expect(dialog.getByRole('button', { name: `Move ${proverbs!.title} up` })).toBeDisabled();

  // Remove one.
  await dialog.getByRole('button', { name: `Remove ${gospel!.title} from the queue` }).click();
  expect(await upcomingTitles(page)).toEqual([proverbs!.title, peace!.title]);

  // Next and Previous follow the new order.
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(dialog.getByTestId('full-player-title')).toHaveText(proverbs!.title);
  await expect(nowTitle(page)).toHaveText(proverbs!.title);
  await expectPlaying(page);
  expect(await upcomingTitles(page)).toEqual([peace!.title]);
  await dialog.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(dialog.getByTestId('full-player-title')).toHaveText(dawn!.title);
  await expectPlaying(page);

  // Clear: what is to come goes, the current song stays and plays on.
  await dialog.getByRole('button', { name: 'Clear queue' }).click();
  await expect(dialog.getByRole('list', { name: 'Queue' })).toHaveCount(0);
  await expect(dialog.getByText('Nothing after this song.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  await expect(dialog.getByTestId('full-player-title')).toHaveText(dawn!.title);
  await expectPlaying(page);

  // Escape closes it; focus goes back to the mini player's button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(miniPlayer(page).getByRole('button', { name: /Open full screen/ })).toBeFocused();
});

test('shuffle puts the other songs in a random order and un-shuffle restores it; repeat all wraps', async ({
  page,
  request,
}) => {
  // A fixed "random" source: the shuffle's order is then known (Fisher–Yates with j = 0).
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  const songs = await Promise.all(
    ['Zikiri of the Dawn', 'Zikiri of Peace', 'Proverbs of the Elders', 'Gospel of Mokwa'].map((t) =>
      demoSong(request, t),
    ),
  );
  await queueOf(page, songs);
  const [a, b, c, d] = songs.map((song) => song.title) as [string, string, string, string];
  await openNowPlaying(page);
  const dialog = nowPlaying(page);
  const shuffle = dialog.getByRole('button', { name: 'Shuffle', exact: true });
  const repeat = dialog.getByRole('button', { name: 'Repeat', exact: true });
  await expect(shuffle).toHaveAttribute('aria-pressed', 'false');

  const before = await upcomingTitles(page);
  expect(before).toEqual([b, c, d]);
  await shuffle.click();
  await expect(shuffle).toHaveAttribute('aria-pressed', 'true');
  // Fisher–Yates over [b, c, d] always swapping with the first: [c, d, b].
  expect(await upcomingTitles(page)).toEqual([c, d, b]);
  await expect(dialog.getByTestId('full-player-title')).toHaveText(a);

  await shuffle.click();
  await expect(shuffle).toHaveAttribute('aria-pressed', 'false');
  expect(await upcomingTitles(page)).toEqual(before);

  // To the last song: without repeat, Next leads nowhere; repeat all wraps to the first.
  const last = before[before.length - 1] as string;
  await dialog.getByRole('button', { name: `Play ${last}` }).click();
  await expect(dialog.getByTestId('full-player-title')).toHaveText(last);
  const next = dialog.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeDisabled();
  await expect(repeat).toHaveAttribute('aria-pressed', 'false');
  await expect(repeat).toHaveAccessibleDescription('Off');
  await repeat.click();
  await expect(repeat).toHaveAttribute('aria-pressed', 'true');
  await expect(repeat).toHaveAccessibleDescription('Repeats the queue');
  await next.click();
  await expect(dialog.getByTestId('full-player-title')).toHaveText(a);
  await expectPlaying(page);
  await repeat.click();
  await expect(repeat).toHaveAccessibleDescription('Repeats this song');
  await repeat.click();
  await expect(repeat).toHaveAttribute('aria-pressed', 'false');
});

test('repeat one plays a song again when it ends, counting each listen', async ({ page, request }) => {
  const [song, preaching] = await Promise.all([
    uploadSong(request, { title: `Repeat me ${Date.now()}`, artist: 'E2E Ensemble' }),
    demoSong(request, 'Friday Preaching'),
  ]);
  // The repeat mode belongs to the player, not to one queue: set it while another song plays.
  await playFromSongPage(page, preaching);
  await openNowPlaying(page);
  const repeat = nowPlaying(page).getByRole('button', { name: 'Repeat', exact: true });
  await repeat.click();
  await repeat.click();
  await expect(repeat).toHaveAccessibleDescription('Repeats this song');
  await page.keyboard.press('Escape');
  await expect(nowPlaying(page)).toBeHidden();
  await goClientSide(page, `/listen/song/${song.id}`);
  const plays: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/songs/${song.id}/play`)) plays.push(r.url());
  });
  await page.getByRole('button', { name: `Play ${song.title}`, exact: true }).click();
  await expect(nowTitle(page)).toHaveText(song.title);
  await openNowPlaying(page);
  await expect(repeat).toHaveAccessibleDescription('Repeats this song');
  // Two seconds of audio: two ends within a few seconds, and still playing.
  await expect.poll(() => plays.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expectPlaying(page);
  await expect(nowPlaying(page).getByTestId('full-player-title')).toHaveText(song.title);
});

test('after a reload the queue comes back paused at its position, and Play carries on there', async ({
  page,
  request,
}) => {
  const [night1, mix] = await Promise.all([demoSong(request, 'Tsankan Night I'), demoSong(request, 'Bida Market Mix')]);
  await queueOf(page, [night1!, mix!]);
  await expectPlaying(page);
  await miniPlayer(page).getByRole('slider', { name: 'Seek' }).fill('9');
  await expect.poll(async () => (await audioState(page))?.time ?? 0).toBeGreaterThanOrEqual(9);
  await miniPlayer(page).getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(async () => (await audioState(page))?.paused).toBe(true);
  const pausedAt = (await audioState(page))?.time ?? 0;

  await page.reload();
  await expect(nowTitle(page)).toHaveText(night1!.title);
  const seek = miniPlayer(page).getByRole('slider', { name: 'Seek' });
  expect(Math.abs(Number(await seek.inputValue()) - pausedAt)).toBeLessThan(0.5);
  await expect(miniPlayer(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  // Nothing is downloaded until Play: the audio element has no source yet.
  expect((await audioState(page))?.src ?? null).toBeNull();
  await openNowPlaying(page);
  expect(await upcomingTitles(page)).toEqual([mix!.title]);
  await page.keyboard.press('Escape');

  await miniPlayer(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expectPlaying(page);
  expect((await audioState(page))?.time ?? 0).toBeGreaterThanOrEqual(pausedAt - 0.5);
  expect((await audioState(page))?.src).toContain(`/api/songs/${night1!.id}/stream?quality=`);
});

test('a saved queue that is not one the app wrote is dropped', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('junk-set')) return;
    sessionStorage.setItem('junk-set', '1');
    localStorage.setItem(
      'listen.queue',
      JSON.stringify({
        v: 1,
        songs: [{ id: 'x', title: 'Elsewhere', artist: 'Nobody', genre: 'Songs', streamUrl: 'https://evil.example/a' }],
        index: 0,
        position: 3,
        unshuffled: null,
        repeat: 'off',
        heard: 0,
        counted: false,
      }),
    );
  });
  await page.goto('/listen');
  await expect(page.getByRole('heading', { name: 'New releases' })).toBeVisible();
  await expect(miniPlayer(page)).toHaveCount(0);
  // The page arrives drawn; the app, once started, drops the junk.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('listen.queue'))).toBeNull();
});

test('a signed-in listen is counted with the listener’s token; the lock screen shows title and artist', async ({
  page,
  request,
}) => {
  const listener = await createListener(request);
  const token = await signInAs(page, request, listener.phone, listener.password);
  const song = await uploadSong(request, { title: `Counted listen ${Date.now()}`, artist: 'E2E Lock Screen' });
  const counted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/songs/${song.id}/play`), {
    timeout: 15_000,
  });
  await playFromSongPage(page, song);
  const metadata = await page.evaluate(() => ({
    title: navigator.mediaSession.metadata?.title,
    artist: navigator.mediaSession.metadata?.artist,
  }));
  expect(metadata).toEqual({ title: song.title, artist: 'E2E Lock Screen' });
  const post = await counted;
  expect(post.headers().authorization).toBe(`Bearer ${token}`);
  // Played to its end (2 s): counted once.
  await expect.poll(async () => (await audioState(page))?.paused, { timeout: 10_000 }).toBe(true);
  await expect
    .poll(async () => ((await (await request.get(`/api/songs/${song.id}`)).json()) as { song: ApiSong }).song.playCount)
    .toBe(1);
});

test('Now playing likes, favourites, downloads and shares the song; the like shows on the song page', async ({
  page,
  request,
  context,
}) => {
  const listener = await createListener(request);
  await signInAs(page, request, listener.phone, listener.password);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const song = await uploadSong(request, { title: `Liked in the player ${Date.now()}`, artist: 'E2E Player Actions' });
  await playFromSongPage(page, song);
  await openNowPlaying(page);
  const dialog = nowPlaying(page);
  const like = dialog.getByRole('button', { name: `Like ${song.title}`, exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const favourite = dialog.getByRole('button', { name: `Favourite ${song.title}`, exact: true });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: `Download “${song.title}”` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add to playlist' })).toBeVisible();
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: /copied/i })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/song/${song.id}`);

  await dialog.getByRole('button', { name: 'Close the player' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  await expect(page.getByRole('button', { name: `Like ${song.title}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: `Favourite ${song.title}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

for (const width of [375, 1280]) {
  test(`Now playing at ${width} px has no axe violations and fills the screen`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const songs = await Promise.all(['Zikiri of Peace', 'Gospel of Mokwa'].map((t) => demoSong(request, t)));
    await queueOf(page, songs);
    await openNowPlaying(page);
    const dialog = nowPlaying(page);
    await nowPlaying(page).getByRole('button', { name: 'Shuffle', exact: true }).click();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width, height: 800 });
    // Nothing wider than the screen.
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    const results = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close the player' }).click();
    await expect(dialog).toBeHidden();
    const mini = await new AxeBuilder({ page }).include('[aria-label="Player"]').analyze();
    expect(mini.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

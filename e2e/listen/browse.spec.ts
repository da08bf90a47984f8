import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createListener, signInAs } from '../fixtures/accounts';
import { createArtist } from '../fixtures/artist';
import { uploadSong } from '../fixtures/songs';

/*
 * Browse and find in the listener app: genres, search as you type, the song page
 * with its counts and share button, the artist page and the album page. Each test makes
 * its own songs through the API, named with a word no other test uses.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const audioState = (page: Page) =>
  page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-testid="listen-audio"]');
    return a ? { paused: a.paused, time: a.currentTime } : null;
  });

test('an empty search offers the genres; a genre page lists its songs', async ({ page, request }) => {
  const tag = unique();
  const song = await uploadSong(request, { title: `Dawn Zikiri ${tag}`, artist: 'E2E Chorus', genre: 'Zikiri' });
  await page.goto('/listen/search');
  await expect(page.getByRole('heading', { name: 'Browse genres' })).toBeVisible();
  await page.getByRole('link', { name: 'Zikiri', exact: true }).click();
  await expect(page).toHaveURL(/\/listen\/genre\/Zikiri$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zikiri' })).toBeVisible();
  await expect(page.getByRole('link', { name: song.title })).toBeVisible();
  await expect(page.getByRole('button', { name: `Play ${song.title}` })).toBeVisible();
});

test('search as you type finds a song by its title, its credit and its album', async ({ page, request }) => {
  const tag = unique();
  const song = await uploadSong(request, {
    title: `Titleword${tag} of the river`,
    artist: `Creditword${tag} Ensemble`,
    album: `Albumword${tag} Collection`,
    genre: 'Histories',
  });
  await page.goto('/listen/search');
  const box = page.getByRole('searchbox', { name: 'Search songs, artists and albums' });
  const results = page.getByRole('region', { name: /^Songs/ });

  // The results come while typing, without pressing Enter; fast typing loses no letter.
  await box.pressSequentially(`titleword${tag}`);
  await expect(box).toHaveValue(`titleword${tag}`);
  await expect(results.getByRole('link', { name: song.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=titleword${tag}`));

  await box.fill(`creditword${tag}`);
  await expect(results.getByRole('link', { name: song.title })).toBeVisible();

  await box.fill(`ALBUMWORD${tag}`);
  await expect(results.getByRole('link', { name: song.title })).toBeVisible();
  // The album itself is found too.
  await expect(
    page.getByRole('region', { name: 'Albums' }).getByRole('link', { name: `Albumword${tag} Collection` }),
  ).toBeVisible();

  // The query is in the address: a reload keeps the box and the results.
  await page.reload();
  await expect(box).toHaveValue(`ALBUMWORD${tag}`);
  await expect(results.getByRole('link', { name: song.title })).toBeVisible();

  await box.fill(`nothing-like-this-${tag}`);
  await expect(page.getByText(`Nothing found for “nothing-like-this-${tag}”.`)).toBeVisible();
  await box.fill('');
  await expect(page.getByRole('heading', { name: 'Browse genres' })).toBeVisible();
  await expect(page).toHaveURL(/\/listen\/search$/);
});

test('the song page shows its details and counts, and shares the public link', async ({ page, request }) => {
  const tag = unique();
  const song = await uploadSong(request, {
    title: `Shared song ${tag}`,
    artist: 'E2E Ensemble',
    album: `Shared album ${tag}`,
    genre: 'Proverbs',
  });
  // Two counted plays by two listeners, made as the player makes them (one listener's plays of a
  // song count once in 30 s).
  for (const name of ['E2E Listener One', 'E2E Listener Two']) {
    const { token } = await createListener(request, name);
    const played = await request.post(`/api/songs/${song.id}/play`, { headers: { authorization: `Bearer ${token}` } });
    expect(played.ok()).toBe(true);
  }

  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        calls.push(data);
      },
    });
  });
  await page.goto(`/listen/song/${song.id}`);
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proverbs' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Shared album ${tag}` })).toBeVisible();
  await expect(page.getByTestId('count-plays')).toHaveText('2');
  await expect(page.getByTestId('count-downloads')).toHaveText('0');
  await expect(page.getByTestId('count-likes')).toHaveText('0');
  await expect(page.getByTestId('count-favourites')).toHaveText('0');
  await expect(page.getByText('Length')).toBeVisible();

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const origin = new URL(page.url()).origin;
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls))
    .toEqual([
      { title: song.title, text: `${song.title} by E2E Ensemble on Nupe Music`, url: `${origin}/song/${song.id}` },
    ]);

  // The album link leads to the album's page.
  await page.getByRole('link', { name: `Shared album ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Shared album ${tag}` })).toBeVisible();
});

test('without the Web Share API, Share copies the link and says so', async ({ page, context, request }) => {
  const song = await uploadSong(request, { title: `Copied song ${unique()}`, artist: 'E2E Ensemble' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  await page.goto(`/listen/song/${song.id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/song/${song.id}`);
});

test('the artist page shows the profile, songs and albums; the album page plays a song', async ({ page, request }) => {
  const tag = unique();
  const artist = await createArtist(request, `Artist ${tag}`);
  const first = await uploadSong(request, {
    title: `First of ${tag}`,
    artist: artist.displayName,
    album: `Court Songs ${tag}`,
    ownerId: artist.userId,
  });
  const second = await uploadSong(request, {
    title: `Second of ${tag}`,
    artist: artist.displayName,
    album: `Court Songs ${tag}`,
    ownerId: artist.userId,
  });
  const found = await request.get(`/api/artists?q=${encodeURIComponent(artist.displayName)}`);
  const [profile] = ((await found.json()) as { artists: { id: string }[] }).artists;
  if (!profile) throw new Error('the artist has no public profile');

  // From the song page, the credit leads to the artist.
  await page.goto(`/listen/song/${first.id}`);
  await page.getByRole('link', { name: artist.displayName }).click();
  await expect(page).toHaveURL(new RegExp(`/listen/artist/${profile.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: artist.displayName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Songs', exact: true })).toBeVisible();
  await expect(page.getByText('Singer of the Nupe court songs.')).toBeVisible();
  const mail = page.getByRole('link', { name: `artist-${artist.phone}@example.org` });
  await expect(mail).toHaveAttribute('href', `mailto:artist-${artist.phone}@example.org`);
  const songs = page.getByRole('region', { name: 'Songs' });
  await expect(songs.getByRole('link', { name: first.title })).toBeVisible();
  await expect(songs.getByRole('link', { name: second.title })).toBeVisible();

  await page
    .getByRole('region', { name: 'Albums' })
    .getByRole('link', { name: `Court Songs ${tag}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Court Songs ${tag}` })).toBeVisible();
  await expect(page.getByRole('link', { name: artist.displayName })).toBeVisible();
  await expect(page.getByText(/^Released /)).toBeVisible();
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // Album order: the first uploaded first.
  await expect(rows.nth(0).getByRole('link', { name: first.title })).toBeVisible();
  await expect(rows.nth(1).getByRole('link', { name: second.title })).toBeVisible();

  await page.getByRole('button', { name: `Play ${second.title}` }).click();
  await expect(page.getByRole('region', { name: 'Player' }).getByTestId('now-playing-title')).toHaveText(second.title);
  await expect.poll(async () => (await audioState(page))?.paused, { timeout: 10_000 }).toBe(false);
  await expect(page.getByRole('button', { name: `Play all Court Songs ${tag}` })).toBeVisible();
});

for (const who of ['signed out', 'signed in'] as const) {
  test(`${who}, the search, song, artist, album, library and sign-in screens have no axe violations`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const tag = unique();
    const artist = await createArtist(request, `Axe Artist ${tag}`);
    const song = await uploadSong(request, {
      title: `Axe song ${tag}`,
      artist: artist.displayName,
      album: `Axe album ${tag}`,
      ownerId: artist.userId,
    });
    const found = await request.get(`/api/artists?q=${encodeURIComponent(artist.displayName)}`);
    const profileId = ((await found.json()) as { artists: { id: string }[] }).artists[0]?.id ?? '';
    const album = ((await (await request.get(`/api/songs/${song.id}`)).json()) as { song: { album: { id: string } } })
      .song.album.id;
    if (who === 'signed in') {
      const listener = await createListener(request);
      await signInAs(page, request, listener.phone, listener.password);
    }
    const screens = [
      ['/listen/search', 'Search'],
      [`/listen/search?q=${encodeURIComponent(`Axe song ${tag}`)}`, 'Search'],
      [`/listen/song/${song.id}`, song.title],
      [`/listen/artist/${profileId}`, artist.displayName],
      [`/listen/album/${album}`, `Axe album ${tag}`],
      ['/listen/library', 'Your library'],
      ['/listen/sign-in', 'Sign in'],
      ['/listen/register', 'Create an account'],
    ] as const;
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, heading] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        if (path.includes('?q=')) await expect(page.getByRole('link', { name: song.title })).toBeVisible();
        if (who === 'signed in') await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map(
            (v) => `${path} ${width}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
      }
    }
  });
}

test("a row's More menu closes on Escape (focus back on its button) and on a press outside", async ({
  page,
  request,
}) => {
  const song = await uploadSong(request, { title: `Menu Zikiri ${unique()}`, artist: 'E2E Chorus', genre: 'Zikiri' });
  await page.goto('/listen/genre/Zikiri');
  const more = page.getByRole('button', { name: `More for ${song.title}` });
  const details = page.getByRole('link', { name: 'Song details' });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(more).toBeFocused();

  await more.click();
  await expect(details).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Zikiri' }).click();
  await expect(details).toBeHidden();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
});

test('a home shelf card has the same More menu as a row, above the shelf, closed by Escape', async ({
  page,
  request,
}) => {
  const song = await uploadSong(request, { title: `Shelf Menu ${unique()}`, artist: 'E2E Shelf', genre: 'Zikiri' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/listen');
  const more = page.getByRole('button', { name: `More for ${song.title}` }).first();
  await more.scrollIntoViewIfNeeded();
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const details = page.getByRole('link', { name: 'Song details' });
  await expect(details).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to queue', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Favourite ${song.title}` })).toBeVisible();
  // The whole panel is on the screen, not clipped by the shelf.
  const box = await page.locator(`[id="${await more.getAttribute('aria-controls')}"]`).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(800);
  await expect(details).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(more).toBeFocused();
  await more.click();
  await details.click();
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
});

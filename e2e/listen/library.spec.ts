import { LISTEN_MESSAGES } from '@nupe/shared';
import { expect, test } from '@playwright/test';
import { createListener, randomPhone, signInAs } from '../fixtures/accounts';
import { uploadSong } from '../fixtures/songs';

/*
 * The signed-in listener: register from inside the app and come back, like and
 * favourite (shown everywhere the song appears), the library's Liked, Favourites and
 * Recently played, and the account menu.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a listener registers in the app, likes and favourites a song, and finds it in the library', async ({
  page,
  request,
}) => {
  const tag = unique();
  const song = await uploadSong(request, { title: `Gospel of ${tag}`, artist: 'E2E Choir', genre: 'Gospels' });
  await page.goto(`/listen/song/${song.id}`);
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();

  // Signed out, Like leads to sign in, remembering this page.
  await page.getByRole('button', { name: `Like ${song.title}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/listen/sign-in\\?redirect=${encodeURIComponent(`/listen/song/${song.id}`)}`),
  );
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Full name').fill(`Listener ${tag}`);
  await page.getByLabel('Phone number').fill(randomPhone());
  await page.getByLabel('Password', { exact: true }).fill('listening-2026');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back on the song, signed in, inside the app.
  await expect(page).toHaveURL(new RegExp(`/listen/song/${song.id}$`));
  await expect(page.getByRole('button', { name: new RegExp(`Listener ${tag}`) })).toBeVisible();
  const like = page.getByRole('button', { name: `Like ${song.title}` });
  const favourite = page.getByRole('button', { name: `Favourite ${song.title}` });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('count-likes')).toHaveText('1');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('count-favourites')).toHaveText('1');

  // Elsewhere (the genre's list) the song's row shows it liked.
  await page.getByRole('link', { name: 'Gospels', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gospels' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Like ${song.title}` })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Listen' }).getByRole('link', { name: 'Library' }).first().click();
  await expect(page).toHaveURL(/\/listen\/library\/liked$/);
  await expect(page.getByRole('main').getByRole('link', { name: song.title })).toBeVisible();
  await page.getByRole('link', { name: 'Favourites' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: song.title })).toBeVisible();

  // Unlike from the Liked list: it leaves the list, and the server agrees.
  await page.getByRole('link', { name: 'Liked', exact: true }).click();
  await page.getByRole('button', { name: `Like ${song.title}` }).click();
  await expect(page.getByRole('main').getByRole('link', { name: song.title })).toHaveCount(0);
  await expect(page.getByText('Songs you like show here.')).toBeVisible();
  // The list changes at once; the server follows (the toggle is optimistic).
  const token = await page.evaluate(() => localStorage.getItem('userToken'));
  await expect
    .poll(async () => {
      const likes = await request.get('/api/me/likes', { headers: { authorization: `Bearer ${token}` } });
      return ((await likes.json()) as { songs: unknown[] }).songs.length;
    })
    .toBe(0);
  const fresh = (await (await request.get(`/api/songs/${song.id}`)).json()) as {
    song: { likeCount: number; favoriteCount: number };
  };
  expect(fresh.song).toMatchObject({ likeCount: 0, favoriteCount: 1 });
});

test('recently played shows a song once its play was counted', async ({ page, request }) => {
  const listener = await createListener(request, `Recent ${unique()}`);
  const token = await signInAs(page, request, listener.phone, listener.password);
  const song = await uploadSong(request, { title: `Played ${unique()}`, artist: 'E2E Ensemble', genre: 'Tsankan' });

  await page.goto('/listen/library/recent');
  await expect(page.getByText('Songs you listen to show here')).toBeVisible();

  const counted = await page.request.post(`/api/songs/${song.id}/play`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(counted.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('main').getByRole('link', { name: song.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play all recently played' })).toBeVisible();

  // Home opens with a Recently played shelf.
  await page.goto('/listen');
  await expect(page.getByTestId('shelf-recent').getByRole('link', { name: song.title })).toBeVisible();
});

test('a like the server refuses is taken back, with a message', async ({ page, request }) => {
  const listener = await createListener(request);
  await signInAs(page, request, listener.phone, listener.password);
  const song = await uploadSong(request, { title: `Refused ${unique()}`, artist: 'E2E Ensemble' });
  await page.route(`**/api/songs/${song.id}/like`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Boom', message: 'Boom', code: 'INTERNAL' }),
    }),
  );
  await page.goto(`/listen/song/${song.id}`);
  const like = page.getByRole('button', { name: `Like ${song.title}` });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(page.getByRole('alert').filter({ hasText: LISTEN_MESSAGES.LIKE_FAILED })).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('count-likes')).toHaveText('0');
});

test('signed out, the library invites to sign in; the account menu signs out', async ({ page, request }) => {
  await page.goto('/listen/library');
  await expect(page.getByText(LISTEN_MESSAGES.SIGN_IN_FOR_LIBRARY)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/listen\/sign-in\?redirect=%2Flisten%2Flibrary$/);

  const listener = await createListener(request, `Menu ${unique()}`);
  await page.getByLabel('Phone number').fill(listener.phone);
  await page.getByLabel('Password', { exact: true }).fill(listener.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/listen\/library\/liked$/);
  await expect(page.getByText('Songs you like show here.')).toBeVisible();

  await page.getByRole('button', { name: new RegExp(listener.fullName) }).click();
  await expect(page.getByRole('link', { name: 'Your library' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(LISTEN_MESSAGES.SIGN_IN_FOR_LIBRARY)).toBeVisible();
});

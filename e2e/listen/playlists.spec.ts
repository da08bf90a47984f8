import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createListener, signInAs } from '../fixtures/accounts';
import { type UploadedSong, uploadSong } from '../fixtures/songs';

/*
 * Playlists in the listener app: made from search results through a row's More menu,
 * reordered by buttons and by a drag, played, downloaded for offline, made public and opened
 * signed out at its share address, then deleted.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The playlist page's song rows, in order, each holding its title. */
async function expectOrder(page: Page, songs: UploadedSong[]) {
  await expect(page.getByRole('region', { name: 'Songs' }).getByRole('listitem')).toHaveText(
    songs.map((s) => new RegExp(escapeRegExp(s.title))),
  );
}

async function serverOrder(request: APIRequestContext, id: string, token: string) {
  const res = await request.get(`/api/playlists/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { playlist: { songs: { title: string }[] } }).playlist.songs.map((s) => s.title);
}

async function addFromRowMenu(page: Page, song: UploadedSong) {
  await page.getByRole('button', { name: `More for ${song.title}` }).click();
  await page.getByRole('button', { name: 'Add to playlist' }).click();
  return page.getByRole('dialog', { name: 'Add to playlist' });
}

test('a listener makes a playlist from search, reorders, plays, downloads, shares and deletes it', async ({
  page,
  request,
  browser,
}) => {
  // Three uploads, a download of three songs and a second browser: more than 30 s on a loaded machine.
  test.slow();
  const tag = unique();
  const listener = await createListener(request, `Maker ${tag}`);
  const token = await signInAs(page, request, listener.phone, listener.password);
  const dawn = await uploadSong(request, { title: `Dawn ${tag}`, artist: 'E2E Ensemble' });
  const noon = await uploadSong(request, { title: `Noon ${tag}`, artist: 'E2E Ensemble' });
  const dusk = await uploadSong(request, { title: `Dusk ${tag}`, artist: 'E2E Ensemble' });

  await page.goto('/listen/search');
  await page.getByLabel('Search songs, artists and albums').fill(tag);
  await expect(page.getByRole('link', { name: dusk.title })).toBeVisible();

  // The first song makes the playlist: with none yet, the chooser asks for a name at once.
  let chooser = await addFromRowMenu(page, dawn);
  await expect(chooser.getByText(`“${dawn.title}”`)).toBeVisible();
  await chooser.getByLabel('Name').fill('');
  await chooser.getByRole('button', { name: 'Create and add' }).click();
  await expect(chooser.getByText('Name the playlist.')).toBeVisible();
  await chooser.getByLabel('Name').fill('Evening songs');
  await chooser.getByRole('button', { name: 'Create and add' }).click();
  await expect(chooser).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Evening songs' }).first()).toBeVisible();

  for (const song of [noon, dusk]) {
    chooser = await addFromRowMenu(page, song);
    await chooser.getByRole('button', { name: /Evening songs/ }).click();
    await expect(chooser).toBeHidden();
  }
  // Adding a song twice leaves it where it is.
  chooser = await addFromRowMenu(page, dawn);
  await chooser.getByRole('button', { name: /Evening songs/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Already in Evening songs' })).toBeVisible();

  // The Playlists screen, from the app's navigation.
  await page.getByRole('navigation', { name: 'Listen' }).first().getByRole('link', { name: 'Playlists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Playlists' })).toBeVisible();
  const card = page.getByRole('list', { name: 'Your playlists' }).getByRole('link', { name: /Evening songs/ });
  await expect(card).toContainText('3 songs');
  await expect(card).toContainText('Private');
  await card.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Evening songs' })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByText(`by Maker (you)`)).toBeVisible();
  await expectOrder(page, [dawn, noon, dusk]);

  // Reorder: a button, then a drag by the grip.
  await page.getByRole('button', { name: 'Edit songs' }).click();
  await page.getByRole('button', { name: `Move “${dusk.title}” up` }).click();
  await expectOrder(page, [dawn, dusk, noon]);
  await expect(page.getByRole('button', { name: `Move “${dusk.title}” up` })).toBeFocused();
  const rows = page.getByTestId('playlist-edit-row');
  await page.getByRole('img', { name: `Drag to reorder “${noon.title}”` }).dragTo(rows.nth(0));
  await expectOrder(page, [noon, dawn, dusk]);
  await expect.poll(() => serverOrder(request, id, token)).toEqual([noon.title, dawn.title, dusk.title]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Evening songs' })).toBeVisible();
  await expectOrder(page, [noon, dawn, dusk]);

  // Play: the whole list goes into the player, first song first.
  await page.getByRole('button', { name: 'Play all Evening songs' }).click();
  await expect(page.getByRole('region', { name: 'Player' }).getByTestId('now-playing-title')).toHaveText(noon.title);

  // Download for offline: every song, then they are in Downloads.
  await page.getByRole('button', { name: 'Download for offline' }).click();
  await expect(page.getByRole('button', { name: 'Remove these 3 songs from downloads' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('navigation', { name: 'Listen' }).first().getByRole('link', { name: 'Downloads' }).click();
  await expect(page.getByTestId('downloads-total')).toContainText('3 songs');
  for (const song of [noon, dawn, dusk]) {
    await expect(page.getByRole('listitem').filter({ hasText: song.title })).toBeVisible();
  }
  await page.goBack();

  // Make it public; its address is the share link.
  await page.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit playlist' });
  await edit.getByLabel('Description').fill('For the walk home.');
  await edit.getByRole('checkbox', { name: /Public/ }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('For the walk home.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(`/listen/playlist/${id}`);
  await expect(shared.getByRole('heading', { level: 1, name: 'Evening songs' })).toBeVisible();
  await expect(shared.getByText('by Maker')).toBeVisible();
  await expect(shared.getByText('(you)')).toHaveCount(0);
  await expectOrder(shared, [noon, dawn, dusk]);
  await expect(shared.getByRole('button', { name: 'Play all Evening songs' })).toBeVisible();
  await expect(shared.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(shared.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
  await expect(shared.getByRole('button', { name: 'Edit songs' })).toHaveCount(0);
  await expect(shared.getByRole('button', { name: 'Delete playlist' })).toHaveCount(0);

  // Delete, after a confirmation.
  await page.getByRole('button', { name: 'Delete playlist' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “Evening songs”?' });
  await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL(/\/listen\/playlists$/);
  await expect(page.getByRole('heading', { name: 'No playlists yet' })).toBeVisible();
  await shared.reload();
  await expect(shared.getByRole('heading', { level: 1, name: 'Playlist not found' })).toBeVisible();
  await visitor.close();
});

test('signed out, Playlists and Add to playlist invite to sign in', async ({ page, request }) => {
  const song = await uploadSong(request, { title: `Lone ${unique()}`, artist: 'E2E Ensemble' });
  await page.goto('/listen/playlists');
  await expect(page.getByText('Sign in or create a free account to make playlists')).toBeVisible();

  await page.goto(`/listen/song/${song.id}`);
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  await page.getByRole('button', { name: 'Add to playlist' }).click();
  const chooser = page.getByRole('dialog', { name: 'Add to playlist' });
  await expect(chooser.getByText('to make playlists and add songs to them')).toBeVisible();
  await chooser.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/listen/sign-in\\?redirect=${encodeURIComponent(`/listen/song/${song.id}`)}`),
  );
});

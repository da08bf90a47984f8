import { expect, test } from '@playwright/test';
import { artistUpload, authHeader, createArtist, signInArtist } from '../fixtures/artist';

test.describe('My Albums', () => {
  test('the overlay, the delete confirmation and the removal', async ({ page, request }) => {
    const artist = await createArtist(request, 'Album Artist');
    await artistUpload(request, artist, { title: 'First Verse', album: 'Evening Album' });
    await artistUpload(request, artist, { title: 'Second Verse', album: 'Evening Album' });

    await signInArtist(page, artist);
    await page.goto('/artist/albums');
    const card = page.getByRole('button', { name: /Evening Album/ });
    await expect(card).toContainText('2 songs');
    await card.focus();
    await expect(card.getByText('View Songs')).toBeVisible();
    await card.click();

    const overlay = page.getByRole('dialog', { name: 'Evening Album' });
    await expect(overlay.getByRole('heading', { name: 'Songs (2)' })).toBeVisible();
    // Two actions nobody mistakes for each other: their visible names say what each does.
    const row = overlay.getByRole('listitem').filter({ hasText: 'First Verse' });
    await expect(row.getByRole('button', { name: 'Remove from album: First Verse' })).toHaveText('Remove from album');
    await expect(row.getByRole('button', { name: 'Delete song: First Verse' })).toHaveText('Delete song');
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await card.click();
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
    await card.click();

    await overlay.getByRole('button', { name: 'Delete song: First Verse' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Song' });
    await expect(confirm).toContainText('Are you sure you want to delete First Verse?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(overlay.getByText('First Verse')).toBeVisible();

    await overlay.getByRole('button', { name: 'Delete song: First Verse' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Song deleted successfully')).toBeVisible();
    await expect(overlay.getByRole('heading', { name: 'Songs (1)' })).toBeVisible();
    await expect(overlay.getByText('First Verse')).toBeHidden();
    const api = await (await request.get('/api/artist/songs', { headers: authHeader(artist) })).json();
    expect(api.songs.map((s: { title: string }) => s.title)).toEqual(['Second Verse']);

    await overlay.getByRole('button', { name: 'Delete song: Second Verse' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(overlay.getByText('No songs in this album yet.')).toBeVisible();
  });

  test('a failed delete shows the server message and the song stays removed from view', async ({ page, request }) => {
    const artist = await createArtist(request, 'Failing Delete Artist');
    await artistUpload(request, artist, { title: 'Stubborn Song', album: 'Stubborn Album' });
    await page.route('**/api/artist/delete-song', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The archive is busy.', message: 'The archive is busy.', code: 'BUSY' }),
      }),
    );
    await signInArtist(page, artist);
    await page.goto('/artist/albums');
    await page.getByRole('button', { name: /Stubborn Album/ }).click();
    const overlay = page.getByRole('dialog', { name: 'Stubborn Album' });
    await overlay.getByRole('button', { name: 'Delete song: Stubborn Song' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Song' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: 'The archive is busy.' })).toBeVisible();
    // The optimistic removal is not rolled back.
    await expect(overlay.getByText('No songs in this album yet.')).toBeVisible();
  });

  test('create an album, edit it and move a song into it', async ({ page, request }) => {
    const artist = await createArtist(request, 'Album Maker');
    await artistUpload(request, artist, { title: 'Loose Song' });
    await signInArtist(page, artist);
    await page.goto('/artist/albums');
    await page.getByRole('button', { name: 'New Album' }).click();
    const form = page.getByRole('dialog', { name: 'New Album' });
    await form.getByLabel('Album title').fill('Harvest Songs');
    await form.getByLabel('Genre').selectOption('Songs');
    await form.getByLabel('Release date').fill('2026-03-14');
    await form.getByRole('button', { name: 'Create album' }).click();
    await expect(page.getByText('Album created')).toBeVisible();
    const card = page.getByRole('button', { name: /Harvest Songs/ });
    await expect(card).toContainText('14 Mar 2026');
    await card.click();
    const overlay = page.getByRole('dialog', { name: 'Harvest Songs' });
    await overlay.getByLabel('Move a song into this album').selectOption({ label: 'Loose Song' });
    await overlay.getByRole('button', { name: 'Move' }).click();
    await expect(overlay.getByRole('heading', { name: 'Songs (1)' })).toBeVisible();
    await overlay.getByRole('button', { name: 'Edit album' }).click();
    await overlay.getByLabel('Album title').fill('Harvest Songs (Live)');
    await overlay.getByRole('button', { name: 'Save album' }).click();
    await expect(page.getByText('Album updated')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Harvest Songs (Live)' })).toBeVisible();
  });
});

test('a song is taken out of its album from the overlay and from the song edit form', async ({ page, request }) => {
  const artist = await createArtist(request, 'Album Removal Artist');
  await artistUpload(request, artist, { title: 'Kept Song', album: 'Market Album' });
  await artistUpload(request, artist, { title: 'Loose Song', album: 'Market Album' });
  const albumOf = async (title: string) => {
    const api = await (await request.get('/api/artist/songs', { headers: authHeader(artist) })).json();
    return (api.songs as { title: string; album: { title: string } | null }[]).find((s) => s.title === title)?.album;
  };

  await signInArtist(page, artist);
  await page.goto('/artist/albums');
  await page.getByRole('button', { name: /Market Album/ }).click();
  const overlay = page.getByRole('dialog', { name: 'Market Album' });
  await expect(overlay.getByRole('heading', { name: 'Songs (2)' })).toBeVisible();

  await overlay.getByRole('button', { name: 'Remove from album: Loose Song' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from Album' });
  await expect(confirm).toContainText('Take Loose Song out of Market Album?');
  await expect(confirm).not.toContainText('delete');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(overlay.getByText('Loose Song')).toBeVisible();

  await overlay.getByRole('button', { name: 'Remove from album: Loose Song' }).click();
  await confirm.getByRole('button', { name: 'Remove from album' }).click();
  await expect(page.getByText('Removed from the album: Loose Song')).toBeVisible();
  await expect(overlay.getByRole('heading', { name: 'Songs (1)' })).toBeVisible();
  expect(await albumOf('Loose Song')).toBeNull();
  expect(await albumOf('Kept Song')).toMatchObject({ title: 'Market Album' });
  await page.keyboard.press('Escape');

  // The song edit form of My Music: Album → No album.
  await page.goto('/artist/music');
  await page.getByRole('button', { name: /Kept Song/ }).click();
  await page.getByRole('button', { name: /^(Edit song|Fix issues)$/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit song' });
  await expect(edit.getByLabel('Album')).toHaveValue(/.+/);
  await edit.getByLabel('Album').selectOption({ label: 'No album' });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Song updated')).toBeVisible();
  expect(await albumOf('Kept Song')).toBeNull();
  // Both songs are still the artist's.
  const api = await (await request.get('/api/artist/songs', { headers: authHeader(artist) })).json();
  expect(api.songs.map((s: { title: string }) => s.title).sort()).toEqual(['Kept Song', 'Loose Song']);
});

import { expect, test } from '@playwright/test';
import { artistUpload, authHeader, createArtist, signInArtist } from '../fixtures/artist';

test.describe('My Music', () => {
  test('tiles and cards match the API; the genre filter, the expand toggle and the empty state', async ({
    page,
    request,
  }) => {
    const artist = await createArtist(request, 'Music Screen Artist');
    await artistUpload(request, artist, { title: 'River Song', genre: 'Songs' });
    await artistUpload(request, artist, { title: 'Dawn Zikiri', genre: 'Zikiri' });
    const api = await (await request.get('/api/artist/songs', { headers: authHeader(artist) })).json();

    await signInArtist(page, artist);
    await page.goto('/artist/music');
    await expect(page.getByRole('heading', { name: 'My Music', level: 1 })).toBeVisible();
    const totals = page.getByRole('region', { name: 'Totals' });
    for (const [label, value] of [
      ['Total Plays', api.totalStats.plays],
      ['Total Downloads', api.totalStats.downloads],
      ['Total Favourites', api.totalStats.favorites],
      ['Total Likes', api.totalStats.likes],
    ] as const) {
      await expect(totals.getByText(label, { exact: true }).locator('..')).toContainText(String(value));
    }
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('button', { expanded: false }) });
    await expect(cards).toHaveCount(api.songs.length);
    for (const s of api.songs as { title: string }[])
      await expect(page.getByText(s.title, { exact: true })).toBeVisible();

    // The filter: All plus every genre, All pressed by default, exact match.
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Zikiri', exact: true }).click();
    await expect(page.getByText('Dawn Zikiri', { exact: true })).toBeVisible();
    await expect(page.getByText('River Song', { exact: true })).toBeHidden();

    // Clicking a card toggles Genre, Uploaded and Last Updated.
    const card = page.getByRole('button', { name: /Dawn Zikiri/ });
    await expect(card).toHaveAttribute('aria-expanded', 'false');
    await card.click();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Last Updated')).toBeVisible();
    await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
    await card.click();
    await expect(page.getByText('Last Updated')).toBeHidden();

    await page.getByRole('button', { name: 'Proverbs', exact: true }).click();
    await expect(page.getByText('No songs found.')).toBeVisible();
  });

  test('another artist sees none of these songs', async ({ page, request }) => {
    const owner = await createArtist(request, 'Owner Artist');
    const song = await artistUpload(request, owner, { title: 'Private Take', album: 'Private Album' });
    const other = await createArtist(request, 'Other Artist');
    const albums = await (await request.get('/api/artist/albums', { headers: authHeader(owner) })).json();
    const albumRes = await request.get(`/api/artist/album/${albums.albums[0].id}`, { headers: authHeader(other) });
    expect(albumRes.status()).toBe(404);
    const del = await request.delete('/api/artist/delete-song', {
      headers: authHeader(other),
      data: { songId: song.id },
    });
    expect(del.status()).toBe(404);

    await signInArtist(page, other);
    await page.goto('/artist/music');
    await expect(page.getByText('No songs found.')).toBeVisible();
    await expect(page.getByText('Private Take')).toBeHidden();
    await page.goto('/artist/albums');
    await expect(page.getByText('You have no albums yet.', { exact: false })).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import { demo } from '../fixtures/accounts';
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

  test('each card shows its status; the status filter counts and picks; a rejected song shows its reason and resubmits', async ({
    page,
    request,
  }) => {
    const artist = await createArtist(request, 'Status Filter Artist');
    const published = await artistUpload(request, artist, { title: 'Approved Tune' });
    await artistUpload(request, artist, { title: 'Waiting Tune' });
    const rejected = await artistUpload(request, artist, { title: 'Noisy Tune' });
    const staff = demo('staff');
    const login = await request.post('/api/users/login', { data: { phone: staff.phone, password: staff.password } });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const approve = await request.post(`/api/staff/reviews/${published.id}/approve`, { headers, data: {} });
    expect(approve.ok(), await approve.text()).toBe(true);
    const reject = await request.post(`/api/staff/reviews/${rejected.id}/reject`, {
      headers,
      data: { reason: 'Hiss all through the second verse.' },
    });
    expect(reject.ok(), await reject.text()).toBe(true);

    await signInArtist(page, artist);
    await page.goto('/artist/music');
    const card = (title: string) => page.getByRole('listitem').filter({ hasText: title });
    await expect(card('Approved Tune')).toContainText('Published');
    await expect(card('Waiting Tune')).toContainText('Pending review');
    await expect(card('Noisy Tune')).toContainText('Rejected');
    await expect(card('Noisy Tune')).toContainText('Reason: Hiss all through the second verse.');
    await expect(card('Approved Tune')).not.toContainText('Reason:');

    const filter = page.getByRole('group', { name: 'Filter by status' });
    await expect(filter.getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');
    await filter.getByRole('button', { name: 'Published (1)' }).click();
    await expect(card('Approved Tune')).toBeVisible();
    await expect(page.getByText('Waiting Tune', { exact: true })).toBeHidden();
    await expect(page.getByText('Noisy Tune', { exact: true })).toBeHidden();
    await filter.getByRole('button', { name: 'Pending review (1)' }).click();
    await expect(card('Waiting Tune')).toBeVisible();
    await expect(page.getByText('Approved Tune', { exact: true })).toBeHidden();
    await filter.getByRole('button', { name: 'Rejected (1)' }).click();
    await expect(page.getByText('Waiting Tune', { exact: true })).toBeHidden();

    await card('Noisy Tune').getByRole('button', { name: 'Fix and resubmit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fix and resubmit' });
    await expect(dialog).toContainText('Hiss all through the second verse.');
    await dialog.getByLabel('Title').fill('Quiet Tune');
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByText('Song sent back for review')).toBeVisible();
    await expect(filter.getByRole('button', { name: 'Rejected (0)' })).toBeVisible();
    await expect(page.getByText('No songs found.')).toBeVisible();
    await filter.getByRole('button', { name: 'Pending review (2)' }).click();
    await expect(card('Quiet Tune')).toContainText('Pending review');
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

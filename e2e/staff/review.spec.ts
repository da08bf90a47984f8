import { expect, test } from '@playwright/test';
import { createArtist, signInAsStaff, statValue, unique, uploadAs } from './staff-helpers';

test.describe('content review as the demo staff', () => {
  test('an upload appears in the queue and the pending count; approving publishes it and approved today rises', async ({
    page,
    request,
  }) => {
    const artist = await createArtist(request);
    const title = unique('Evening Zikiri');
    const song = await uploadAs(request, artist.token, { title, artist: artist.name });
    // Not public while it waits.
    expect((await request.get(`/api/songs/${song.id}`)).status()).toBe(404);

    const token = await signInAsStaff(page, request);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
    const pendingList = page.getByRole('list', { name: 'Pending content reviews' });
    await expect(async () => {
      await page.reload();
      const api = await request.get('/api/staff/dashboard', { headers: { authorization: `Bearer ${token}` } });
      const { stats } = (await api.json()) as { stats: { pendingReviews: number } };
      expect(await statValue(page, 'Pending reviews')).toBe(stats.pendingReviews);
      expect(stats.pendingReviews).toBeGreaterThanOrEqual(1);
    }).toPass();
    const approvedBefore = await statValue(page, 'Approved today');

    await page.goto('/staff/review');
    const queue = page.getByRole('list', { name: 'Review queue' });
    await expect(queue.getByRole('heading', { name: title })).toBeVisible();
    // A new artist's first upload starts High.
    await expect(queue.getByRole('listitem').filter({ hasText: title }).getByText('High')).toBeVisible();
    await queue.getByRole('link', { name: `Review ${title}` }).click();

    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: `Cover of ${title}` })).toBeVisible();
    await expect(page.locator('audio')).toHaveAttribute('src', /^blob:/);
    const checks = page.getByRole('list', { name: 'Automatic checks' });
    await expect(checks.getByText('Low bitrate:')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Song approved and published')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Review queue' }).getByText(title)).toHaveCount(0);

    const pub = await request.get(`/api/songs/${song.id}`);
    expect(pub.status()).toBe(200);
    expect(((await pub.json()) as { song: { status: string } }).song.status).toBe('published');

    await page.goto('/staff');
    await expect(pendingList.or(page.getByText('Nothing is waiting for review.')).first()).toBeVisible();
    expect(await statValue(page, 'Approved today')).toBeGreaterThanOrEqual(approvedBefore + 1);
  });

  test('rejecting needs a reason, and the artist sees it', async ({ page, request }) => {
    const artist = await createArtist(request);
    const title = unique('Rough take');
    const song = await uploadAs(request, artist.token, { title, artist: artist.name });
    await signInAsStaff(page, request);
    await page.goto('/staff/review');
    await page.getByRole('link', { name: `Review ${title}` }).click();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Reject “${title}”` });
    await dialog.getByRole('button', { name: 'Reject song' }).click();
    await expect(dialog.getByText('Reason is required.')).toBeVisible();
    const reason = 'The drums drown the voice after the first minute. Please send a new mix.';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject song' }).click();
    await expect(page.getByText('Song rejected. The artist will see your reason.')).toBeVisible();

    const mine = await request.get('/api/artist/songs', { headers: { authorization: `Bearer ${artist.token}` } });
    const songs = ((await mine.json()) as { songs: { id: string; status: string; rejectionReason: string | null }[] })
      .songs;
    expect(songs.find((s) => s.id === song.id)).toMatchObject({ status: 'rejected', rejectionReason: reason });
  });

  test('priority can be changed from the review screen', async ({ page, request }) => {
    const artist = await createArtist(request);
    const title = unique('Priority take');
    await uploadAs(request, artist.token, { title, artist: artist.name });
    await signInAsStaff(page, request);
    await page.goto('/staff/review');
    await page.getByRole('link', { name: `Review ${title}` }).click();
    await page.getByLabel('Priority', { exact: true }).selectOption('low');
    await expect(page.getByText('Priority updated: Low')).toBeVisible();
    await page.getByRole('link', { name: '← Back to the review queue' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Review queue' })
        .getByRole('listitem')
        .filter({ hasText: title })
        .getByText('Low'),
    ).toBeVisible();
  });
});

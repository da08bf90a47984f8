import { expect, test } from '@playwright/test';
import { uploadSong } from '../fixtures/songs';

test('the DJ genre reads "DJ mixes" on its page and on search (stored as Dj)', async ({ page, request }) => {
  const title = `Lafiagi Night Mix ${Date.now().toString(36)}`;
  const song = await uploadSong(request, { title, artist: 'DJ Test', genre: 'Dj' });
  expect(song.genre).toBe('Dj');

  await page.goto('/listen/genre/Dj');
  await expect(page.getByRole('heading', { level: 1, name: 'DJ mixes' })).toBeVisible();
  await expect(page).toHaveTitle(/^DJ mixes · Listen/);
  await expect(page.getByRole('main').getByText(title)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/\bDj\b/);

  await page.goto('/listen/search');
  await expect(page.getByRole('link', { name: 'DJ mixes' })).toBeVisible();

  // The song's own page names its genre the same way.
  await page.goto(`/listen/song/${song.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'DJ mixes' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/\bDj\b/);
});

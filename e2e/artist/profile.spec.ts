import { expect, test } from '@playwright/test';
import { authHeader, coverPng, createArtist, signInArtist } from '../fixtures/artist';

test('edit the profile; the public artist data shows it', async ({ page, request }) => {
  const artist = await createArtist(request, 'Profile Artist');
  await signInArtist(page, artist);
  await page.goto('/artist/profile');
  await page.getByLabel('Display name').fill('Profile Artist Band');
  await page.getByLabel('Bio').fill('Court songs from Bida, sung the old way.');
  await page.getByLabel('Genre').selectOption('Zikiri');
  await page.getByLabel('Contact email').fill('bookings@example.org');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await coverPng('#c7963a') });
  await expect(page.getByRole('img', { name: 'Profile Artist Band' })).toBeVisible();

  const { profile } = await (await request.get('/api/artist/profile', { headers: authHeader(artist) })).json();
  const pub = await (await request.get(`/api/artists/${profile.id}`)).json();
  expect(pub.artist).toMatchObject({
    displayName: 'Profile Artist Band',
    bio: 'Court songs from Bida, sung the old way.',
    genre: 'Zikiri',
    contactEmail: 'bookings@example.org',
  });
  expect(pub.artist.avatarUrl).toMatch(/^\/api\/media\/images\/avatars\//);

  // The public page in the listener app, linked from the profile screen.
  await expect(page.getByRole('link', { name: 'View public page' })).toHaveAttribute(
    'href',
    `/listen/artist/${profile.id}`,
  );
});

import { expect, test } from '@playwright/test';
import { demo } from '../fixtures/accounts';
import { artistUpload, authHeader, createArtist, signInArtist, toneMp3 } from '../fixtures/artist';

test('a rejected song shows its reason; new details and audio send it back for review', async ({ page, request }) => {
  const artist = await createArtist(request, 'Resubmitting Artist');
  const song = await artistUpload(request, artist, { title: 'Clipped Take' });
  const staff = demo('staff');
  const login = await request.post('/api/users/login', { data: { phone: staff.phone, password: staff.password } });
  const staffToken = ((await login.json()) as { token: string }).token;
  const reject = await request.post(`/api/staff/reviews/${song.id}/reject`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { reason: 'The recording clips in the first seconds.' },
  });
  expect(reject.ok(), await reject.text()).toBe(true);

  await signInArtist(page, artist);
  await page.goto('/artist');
  const track = page
    .getByRole('list', { name: 'Your latest tracks' })
    .getByRole('listitem')
    .filter({ hasText: 'Clipped Take' });
  await expect(track).toContainText('Rejected');
  await expect(track).toContainText('Reason: The recording clips in the first seconds.');
  await track.getByRole('button', { name: 'Fix and resubmit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fix and resubmit' });
  await expect(dialog).toContainText('The recording clips in the first seconds.');
  await dialog.getByLabel('Title').fill('Clean Take');
  await dialog
    .getByLabel('New audio file')
    .setInputFiles({ name: 'take2.mp3', mimeType: 'audio/mpeg', buffer: toneMp3() });
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Song sent back for review')).toBeVisible();
  const again = page
    .getByRole('list', { name: 'Your latest tracks' })
    .getByRole('listitem')
    .filter({ hasText: 'Clean Take' });
  await expect(again).toContainText('Pending review');
  await expect(again).not.toContainText('Reason:');

  const api = await (await request.get('/api/artist/songs', { headers: authHeader(artist) })).json();
  expect(api.songs[0]).toMatchObject({ id: song.id, title: 'Clean Take', status: 'pending', rejectionReason: null });
});

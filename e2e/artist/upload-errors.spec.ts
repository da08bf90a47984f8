import { SONG_TITLE_MAX_LENGTH } from '@nupe/shared';
import { expect, test } from '@playwright/test';
import { authHeader, coverPng, createArtist, signInArtist, toneMp3 } from '../fixtures/artist';

test('the upload dialog shows the server’s message beside the field it refused, and uploads once it is fixed', async ({
  page,
  request,
}) => {
  const artist = await createArtist(request, 'Long Title Artist');
  await signInArtist(page, artist);
  await page.goto('/artist');
  await page.getByRole('button', { name: 'Upload New Track' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New Track' });

  // The form lets a long title through; the server's limit is the one that counts.
  const tooLong = 'Ẹ̀yàgí '.repeat(40).slice(0, SONG_TITLE_MAX_LENGTH + 1);
  await dialog.getByLabel('Title').fill(tooLong);
  await dialog.getByLabel('Genre').selectOption('Songs');
  await dialog.getByLabel('Audio file').setInputFiles({ name: 'tone.mp3', mimeType: 'audio/mpeg', buffer: toneMp3() });
  await dialog
    .getByLabel('Cover image')
    .setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: await coverPng() });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

  const message = `Title must be at most ${SONG_TITLE_MAX_LENGTH} characters.`;
  const title = dialog.getByLabel('Title');
  await expect(title).toHaveAccessibleDescription(message);
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  // Only the refused field says so.
  await expect(dialog.getByLabel('Artist')).not.toHaveAttribute('aria-invalid', 'true');

  // Nothing was stored.
  const mine = await request.get('/api/artist/songs', { headers: authHeader(artist) });
  expect((await mine.json()).songs).toHaveLength(0);

  await title.fill('River Song');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('River Song').first()).toBeVisible();
});

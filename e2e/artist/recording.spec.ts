import { expect, test } from '@playwright/test';
import { authHeader, coverPng, createArtist, signInArtist } from '../fixtures/artist';

// Chromium's fake microphone (a beep) and no permission prompt; the standard flags of playwright.config.ts.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

test('record in the browser, listen back, record again and upload the take', async ({ page, request }) => {
  const artist = await createArtist(request, 'Recording Artist');
  await signInArtist(page, artist);
  await page.goto('/artist');
  await page.getByRole('button', { name: 'New Recording' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Recording' });
  await dialog.getByRole('button', { name: 'Start recording' }).click();
  await expect(dialog.getByText(/Recording \d+:\d\d/)).toBeVisible();
  await page.waitForTimeout(1500);
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(dialog.getByLabel('Your recording')).toBeVisible();

  await dialog.getByRole('button', { name: 'Record again' }).click();
  await page.waitForTimeout(1500);
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(dialog.getByLabel('Your recording')).toBeVisible();

  await dialog.getByLabel('Title').fill('Voice Memo Zikiri');
  await dialog.getByLabel('Genre').selectOption('Zikiri');
  await dialog
    .getByLabel('Cover image')
    .setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: await coverPng() });
  // The dialog sends the take through the resumable (tus) upload: its last PATCH answers 201 with the song.
  const uploaded = page.waitForResponse(
    (r) => r.url().includes('/api/artist/uploads/tus/') && r.request().method() === 'PATCH' && r.status() === 201,
  );
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const response = await uploaded;
  expect(response.status(), await response.text()).toBe(201);
  await expect(page.getByText('Song uploaded. It will be published after review.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your latest tracks' })).toContainText('Voice Memo Zikiri');

  const api = await (await request.get('/api/artist/songs', { headers: authHeader(artist) })).json();
  const song = api.songs.find((s: { title: string }) => s.title === 'Voice Memo Zikiri');
  expect(song).toMatchObject({ status: 'pending', genre: 'Zikiri' });
  expect(song.audioUrl).toMatch(/\.webm$/);
});

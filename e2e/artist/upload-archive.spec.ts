import { expect, test } from '@playwright/test';
import { authHeader, coverPng, createArtist, signInArtist, toneMp3 } from '../fixtures/artist';
import { staffToken } from '../staff/staff-helpers';

test('the upload dialog asks for consent and, on request, the archive essentials; both are kept with the song', async ({
  page,
  request,
}) => {
  const artist = await createArtist(request, 'Essentials Artist');
  await signInArtist(page, artist);
  await page.goto('/artist');
  await page.getByRole('button', { name: 'Upload New Track' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New Track' });
  await dialog.getByLabel('Title').fill('Sallah song with essentials');
  await dialog.getByLabel('Genre').selectOption('Songs');
  await dialog.getByLabel('Audio file').setInputFiles({ name: 'tone.mp3', mimeType: 'audio/mpeg', buffer: toneMp3() });
  await dialog
    .getByLabel('Cover image')
    .setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: await coverPng() });

  // Consent: streaming and downloads are offered ticked; research is added.
  await expect(dialog.getByRole('checkbox', { name: 'Streaming' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Use in research' }).check();
  await dialog.getByRole('button', { name: 'Add archive details' }).click();
  await dialog.getByRole('checkbox', { name: 'Nupe' }).check();
  await dialog.getByLabel('Recorded').fill('1987');
  await dialog.getByLabel('Where').fill('Bida');
  await dialog.getByLabel('Occasion').fill('Sallah');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();

  const songs = (await (await request.get('/api/artist/songs', { headers: authHeader(artist) })).json()).songs as {
    id: string;
    archive: { languages: string[]; recorded: string; occasion: string; place: { name: string } };
  }[];
  const song = songs.find((s) => s.archive.recorded === '1987');
  expect(song?.archive).toMatchObject({ languages: ['nup'], occasion: 'Sallah', place: { name: 'Bida' } });
  const ledger = await request.get(`/api/songs/${song?.id}/consents`, {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
  });
  expect((await ledger.json()).consents).toMatchObject([
    { kind: 'grant', relation: 'performer', scopes: ['download', 'research', 'stream'] },
  ]);
});

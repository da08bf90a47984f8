import { expect, test } from '@playwright/test';
import { artistUpload, authHeader, createArtist, signInArtist } from '../fixtures/artist';

test('an artist transcribes a recording by tapping along while it plays, and marks a proverb that then appears in the index', async ({
  page,
  request,
}) => {
  test.slow(); // plays the recording through
  const artist = await createArtist(request, 'Transcribing Artist');
  const title = `Tapped transcript ${Date.now()}`;
  const song = await artistUpload(request, artist, { title });
  await signInArtist(page, artist);
  await page.goto(`/artist/music/${song.id}/describe`);
  const editor = page.getByRole('form', { name: 'Transcript' });
  await editor.getByLabel('Lines').fill('Ẹ̀yàgí lo\nÈdù dan ye kpe');
  await editor.getByRole('button', { name: 'Use these lines' }).click();

  // Play, and stamp each line as it begins.
  const recording = editor.getByLabel(`Recording of ${title}`);
  await recording.evaluate((a: HTMLAudioElement) => a.play());
  await editor.getByRole('button', { name: 'Stamp line 1' }).click();
  await expect.poll(() => recording.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.8);
  await editor.getByRole('button', { name: 'Stamp line 2' }).click();
  await expect(editor.getByRole('button', { name: 'Every line stamped' })).toBeDisabled();
  await editor.getByRole('button', { name: 'Save transcript' }).click();
  await expect(page.getByText('Transcript saved.')).toBeVisible();

  const vtt = await request.get(`/api/songs/${song.id}/transcripts/nup.vtt`, {
    headers: { authorization: `Bearer ${artist.token}` },
  });
  const cues = [...(await vtt.text()).matchAll(/(\d{2}:\d{2}:\d{2}\.\d{3}) --> (\d{2}:\d{2}:\d{2}\.\d{3})/g)];
  expect(cues).toHaveLength(2);
  expect(cues[0]?.[2]).toBe(cues[1]?.[1]); // the first line ends where the second begins

  // The second line is a proverb.
  await editor.getByLabel('Select line 2').check();
  await editor.getByRole('button', { name: 'This is a proverb' }).click();
  await editor.getByLabel('Literal meaning in English').fill('The road is long (demo)');
  await editor.getByRole('button', { name: 'Mark as a proverb' }).click();
  await expect(page.getByText('Proverb marked. It is in the proverb index.')).toBeVisible();
  // The recording is still in review: its proverb shows to the artist who marked it, not to everyone.
  const index = await (
    await request.get('/api/proverbs?q=edu%20dan%20ye%20kpe', { headers: authHeader(artist) })
  ).json();
  expect(index.proverbs.map((p: { text: string }) => p.text)).toContain('Èdù dan ye kpe');
});

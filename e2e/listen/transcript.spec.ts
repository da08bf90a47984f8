import { expect, test } from '@playwright/test';
import { adminToken, uploadSong } from '../fixtures/songs';

test('the transcript follows playback, a tap plays from that line, and the English translation is a switch away', async ({
  page,
  request,
}) => {
  const title = `Transcribed chant ${Date.now()}`;
  const song = await uploadSong(request, { title, artist: 'Mallam Transcript' });
  const token = await adminToken(request);
  const put = async (language: string, body: string, kind: string) => {
    const res = await request.put(`/api/songs/${song.id}/transcripts/${language}?kind=${kind}&status=reviewed`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/vtt' },
      data: body,
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await put(
    'nup',
    'WEBVTT\n\n00:00:00.000 --> 00:00:00.900\n<v Mallam>Ẹ̀yàgí lo\n\n00:00:01.000 --> 00:00:01.990\nZikiri ya\n',
    'transcript',
  );
  await put(
    'eng',
    'WEBVTT\n\n00:00:00.000 --> 00:00:00.900\nThe first words\n\n00:00:01.000 --> 00:00:01.990\nThe second words\n',
    'translation',
  );

  await page.goto(`/listen/song/${song.id}`);
  const text = page.getByRole('list', { name: 'Text in Nupe' });
  await expect(text.getByRole('button', { name: /Ẹ̀yàgí lo/ })).toBeVisible();
  await expect(text.getByText('Mallam:')).toBeVisible();

  // Tap the second line: the song plays from there and that line is the one being heard.
  await text.getByRole('button', { name: 'Zikiri ya' }).click();
  await expect(page.getByRole('region', { name: 'Player' })).toBeVisible();
  await expect(text.getByRole('button', { name: 'Zikiri ya' })).toHaveAttribute('aria-current', 'true');

  // The translation, a switch away.
  await page.getByText('English (translation)').click();
  const english = page.getByRole('list', { name: 'Text in English' });
  await expect(english.getByRole('button', { name: 'The first words' })).toBeVisible();
  await english.getByRole('button', { name: 'The first words' }).click();
  await expect(english.getByRole('button', { name: 'The first words' })).toHaveAttribute('aria-current', 'true');
  // And it follows playback: a second later the next line is the one being heard.
  await expect(english.getByRole('button', { name: 'The second words' })).toHaveAttribute('aria-current', 'true');

  // Search finds the song by a word only its transcript holds, typed without tone marks.
  await page.goto('/listen/search');
  await page.getByRole('searchbox', { name: 'Search songs, artists and albums' }).fill('eyagi lo');
  await expect(page.getByRole('main').getByText(title)).toBeVisible();
});

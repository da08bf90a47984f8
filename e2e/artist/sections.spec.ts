import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { coverPng, createArtist, signInArtist } from '../fixtures/artist';
import { adminToken } from '../fixtures/songs';
import { uniqueMp3 } from '../fixtures/unique-audio';

/** Twenty seconds of a tone as MP3 (Debian's ffmpeg): room for sections. */
function twentySeconds(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-e2e-sections-'));
  try {
    const file = path.join(dir, 'long.mp3');
    execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=20', file]);
    return uniqueMp3(readFileSync(file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('an artist marks sections while the recording plays; a listener jumps to one in the player and sees it on the lock screen', async ({
  page,
  request,
}) => {
  test.slow(); // plays the recording
  const artist = await createArtist(request, 'Sectioning Artist');
  const title = `Zikiri in sections ${Date.now()}`;
  // Published by the admin for the artist: theirs to describe, and open to every listener.
  const upload = await request.post('/api/artist/upload', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      title,
      artist: artist.displayName,
      genre: 'Songs',
      ownerId: artist.userId,
      audio: { name: 'long.mp3', mimeType: 'audio/mpeg', buffer: twentySeconds() },
      cover: { name: 'cover.png', mimeType: 'image/png', buffer: await coverPng() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const song = ((await upload.json()) as { song: { id: string } }).song;

  await signInArtist(page, artist);
  await page.goto(`/artist/music/${song.id}/describe`);
  const editor = page.getByRole('form', { name: 'Sections' });
  const recording = editor.getByLabel(`Recording of ${title}`);
  await recording.evaluate((a: HTMLAudioElement) => a.play());
  await editor.getByRole('button', { name: 'Mark a section here' }).click();
  await editor.getByLabel('Title of section 1').fill('Opening prayer');
  await expect.poll(() => recording.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(1.5);
  await editor.getByRole('button', { name: 'Mark a section here' }).click();
  await editor.getByLabel('Title of section 2').fill('The prayer for the Etsu');
  await editor.getByLabel('Keywords of section 2').fill('Etsu Nupe, prayer');
  await recording.evaluate((a: HTMLAudioElement) => a.pause());
  await editor.getByRole('button', { name: 'Save sections' }).click();
  await expect(page.getByText('Sections saved.')).toBeVisible();

  const saved = (await (await request.get(`/api/songs/${song.id}/sections`)).json()) as {
    start: number;
    title: string;
    keywords: string[];
  }[];
  expect(saved.map((s) => s.title)).toEqual(['Opening prayer', 'The prayer for the Etsu']);
  expect(saved[1]?.start).toBeGreaterThan(1.5);
  expect(saved[1]?.keywords).toEqual(['Etsu Nupe', 'prayer']);
  // The change is in the description's history.
  await expect(page.getByRole('list', { name: 'Description history' })).toContainText('Sections:');

  // A listener opens the song in the listener app and jumps to the second section.
  await page.goto(`/listen/song/${song.id}`);
  const sections = page.getByRole('region', { name: 'Sections' });
  await sections.getByRole('button', { name: /The prayer for the Etsu/ }).click();
  await expect(sections.getByTestId('current-section')).toHaveText('The prayer for the Etsu');
  const audio = page.getByTestId('listen-audio');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime))
    .toBeGreaterThanOrEqual(saved[1]?.start ?? 99);
  await expect
    .poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title))
    .toBe(`The prayer for the Etsu — ${title}`);
  // Previous section goes back to the first.
  await sections.getByRole('button', { name: 'Previous section' }).click();
  await expect(sections.getByTestId('current-section')).toHaveText('Opening prayer');
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

test('another site frames the embeddable player: it plays, jumps to the next section and shows the line being heard', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const title = `Embedded sections ${Date.now()}`;
  const upload = await request.post('/api/artist/upload', {
    headers: auth,
    multipart: {
      title,
      artist: 'Bida Zikiri Group',
      genre: 'Songs',
      audio: { name: 'long.mp3', mimeType: 'audio/mpeg', buffer: twentySeconds() },
      cover: { name: 'cover.png', mimeType: 'image/png', buffer: await coverPng() },
    },
  });
  expect(upload.status()).toBe(201);
  const song = ((await upload.json()) as { song: { id: string } }).song;
  const put = await request.put(`/api/songs/${song.id}/sections`, {
    headers: auth,
    data: {
      sections: [
        { start: 0, title: 'Greeting' },
        { start: 6, title: 'The prayer for the Etsu' },
      ],
    },
  });
  expect(put.status()).toBe(200);
  const vtt = 'WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nFirst line\n\n00:00:05.000 --> 00:00:20.000\nSecond line\n';
  const layer = await request.put(`/api/songs/${song.id}/transcripts/nup`, {
    headers: { ...auth, 'content-type': 'text/vtt' },
    data: vtt,
  });
  expect(layer.status()).toBe(200);

  // What oEmbed gives another site for the song page.
  const oembed = await (
    await request.get(`/oembed?${new URLSearchParams({ url: `${baseURL}/song/${song.id}`, format: 'json' })}`)
  ).json();
  // Another site: a page of its own origin on this machine (a public address may not frame a
  // local one: Chromium's local network access checks), with the iframe oEmbed gave.
  const museum = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Museum</title><h1>Museum</h1>${oembed.html}`);
  });
  await new Promise<void>((done) => museum.listen(0, '127.0.0.1', done));
  const { port } = museum.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${port}/exhibit`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: title })).toBeVisible();
  await frame.getByRole('button', { name: 'Next section' }).click();
  await expect(frame.getByTestId('current-section')).toHaveText('The prayer for the Etsu');
  await expect(frame.getByTestId('current-line')).toHaveText('Second line');
  await expect
    .poll(() => frame.locator('audio').evaluate((a: HTMLAudioElement) => (a.paused ? -1 : a.currentTime)))
    .toBeGreaterThanOrEqual(6);
  museum.close();

  // The song page offers its citation, in any of the styles.
  await page.goto(`/song/${song.id}`);
  await page.getByText('Cite this recording').click();
  const citation = page.getByLabel('Citation (APA)');
  // The server makes its first citation after reading the styles: a few seconds on a busy machine.
  await expect(citation).toHaveValue(new RegExp(`Bida Zikiri Group \\(performer\\)\\. \\(n\\.d\\.\\)\\. ${title}`), {
    timeout: 20_000,
  });
  await page.getByText('BibTeX', { exact: true }).click();
  await expect(page.getByLabel('Citation (BibTeX)')).toHaveValue(/^@misc\{/);
});

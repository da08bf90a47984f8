import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demo } from '../fixtures/accounts';
import { createArtist, signInAsStaff, staffMedia, unique, uploadAs } from './staff-helpers';

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

/**
 * A recording of its own (other specs upload a plain 330 Hz tone): a sweep and a tremolo tone at
 * a random pitch over pink noise, as a WAV and as a 64 kbps MP3 re-encode of that WAV.
 */
function recordingPair() {
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-e2e-dup-'));
  const pitch = 250 + Math.floor(Math.random() * 350);
  const wav = path.join(dir, 'archived.wav');
  const mp3 = path.join(dir, 'copy.mp3');
  const run = (args: string[]) => execFileSync(FFMPEG, ['-loglevel', 'error', '-y', ...args], { stdio: 'pipe' });
  run([
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=0.3*sin(2*PI*(110+13*t)*t)+0.3*sin(2*PI*${pitch}*t)*(0.5+0.5*sin(2*PI*5*t)):s=44100:d=12`,
    '-f',
    'lavfi',
    '-i',
    'anoisesrc=c=pink:a=0.05:d=12:r=44100',
    '-filter_complex',
    'amix=inputs=2',
    '-ac',
    '2',
    wav,
  ]);
  run(['-i', wav, '-af', 'volume=2dB', '-c:a', 'libmp3lame', '-b:a', '64k', mp3]);
  return { wav: readFileSync(wav), mp3: readFileSync(mp3) };
}

test('staff compare a re-encoded upload with the archived recording side by side and merge them', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const audio = recordingPair();
  const archivedTitle = unique('Zikiri as archived');
  const copyTitle = unique('Zikiri, a louder copy');

  // The archived item: an admin upload of the WAV (published at once).
  const login = await request.post('/api/users/login', {
    data: { phone: demo('admin').phone, password: demo('admin').password },
  });
  const adminToken = ((await login.json()) as { token: string }).token;
  const archivedRes = await request.post('/api/artist/upload', {
    headers: { authorization: `Bearer ${adminToken}` },
    multipart: {
      title: archivedTitle,
      artist: 'Bida Zikiri Group',
      genre: 'Zikiri',
      audio: { name: 'archived.wav', mimeType: 'audio/wav', buffer: audio.wav },
      cover: { name: 'cover.png', mimeType: 'image/png', buffer: staffMedia().cover },
    },
  });
  expect(archivedRes.status(), await archivedRes.text()).toBe(201);
  const archived = ((await archivedRes.json()) as { song: { id: string } }).song;
  // Its fingerprint is taken by the job queue before the copy arrives, so the copy is the one flagged.
  await page.waitForTimeout(3_000);
  const artist = await createArtist(request);
  const copy = await uploadAs(request, artist.token, { title: copyTitle, artist: artist.name, audio: audio.mp3 });

  await signInAsStaff(page, request);
  await page.goto('/staff/quality');
  await page.getByLabel('Find issues on a song').fill(copyTitle);
  const card = page
    .getByRole('list', { name: 'Quality issues' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Possible duplicate of another item' }) })
    .filter({ hasText: archivedTitle });
  // The fingerprint job runs in the background: look again until the issue is raised.
  await expect(async () => {
    await page.reload();
    await page.getByLabel('Find issues on a song').fill(copyTitle);
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(card.getByText(/^Same recording, different file:/)).toBeVisible();

  await card.getByRole('button', { name: 'Compare side by side' }).click();
  const upload = card.getByRole('article', { name: `This upload: ${copyTitle}` });
  const kept = card.getByRole('article', { name: `Archived item: ${archivedTitle}` });
  await expect(upload.getByText('MP3', { exact: true })).toBeVisible();
  await expect(kept.getByText('WAV (lossless)')).toBeVisible();
  await expect(kept.getByText('Better original')).toBeVisible();
  // Two players, each of its own item's stream.
  const playUpload = card.getByLabel(`Play ${copyTitle} (this upload)`);
  const playArchived = card.getByLabel(`Play ${archivedTitle} (archived)`);
  await expect(playUpload).toBeVisible({ timeout: 15_000 });
  await expect(playArchived).toBeVisible({ timeout: 15_000 });
  await expect(playUpload).toHaveJSProperty('tagName', 'AUDIO');
  await expect
    .poll(() => playArchived.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 10_000 })
    .toBeGreaterThan(11);
  await expect(card.getByLabel('Keep the archived item')).toBeChecked();

  await card.screenshot({ path: testInfo.outputPath('duplicate-1280.png') });
  await page.setViewportSize({ width: 375, height: 900 });
  await card.screenshot({ path: testInfo.outputPath('duplicate-375.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  await card.getByRole('button', { name: 'Merge…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge the two items?' });
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/staff/duplicates/') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: `Merge into “${archivedTitle}”` }).click();
  const merged = await answered;
  expect(merged.status(), await merged.text()).toBe(200);
  await expect(page.getByText('Items merged. The other item now leads to the one kept.')).toBeVisible();

  // The copy's page is now the archived item's (a redirect from the server).
  await page.goto(`/song/${copy.id}`);
  await expect(page).toHaveURL(new RegExp(`/song/${archived.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: archivedTitle })).toBeVisible();
  await page.goto(`/listen/song/${copy.id}`);
  await expect(page).toHaveURL(new RegExp(`/listen/song/${archived.id}$`));
});

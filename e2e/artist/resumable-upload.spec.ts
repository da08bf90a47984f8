import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, type Request, test } from '@playwright/test';
import { authHeader, coverPng, createArtist, signInArtist } from '../fixtures/artist';

/** A mono 16-bit 44.1 kHz WAV of about `bytes` (noise of its own: every file another SHA-256). */
function noiseWav(bytes: number): Buffer {
  const samples = Math.floor((bytes - 44) / 2);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(wav.length - 8, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(44100, 24);
  wav.writeUInt32LE(88200, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  randomBytes(samples * 2).copy(wav, 44);
  return wav;
}

const MB = 1024 * 1024;

async function fillUpload(page: Page, file: string) {
  await page.goto('/artist');
  await page.getByRole('button', { name: 'Upload New Track' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New Track' });
  await dialog.getByLabel('Title').fill('Long Evening Take');
  await dialog.getByLabel('Genre').selectOption('Songs');
  // From a file on disk (not a buffer): the same file keeps its name, size and date in a new tab.
  await dialog.getByLabel('Audio file').setInputFiles(file);
  await dialog
    .getByLabel('Cover image')
    .setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: await coverPng() });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  return dialog;
}

test('an upload cut mid-way goes on from where it stopped, even in a new tab, and the song is in My Music', async ({
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const artist = await createArtist(request, 'Resuming Artist');
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-e2e-tus-'));
  const file = path.join(dir, 'long-evening-take.wav');
  const size = 12 * MB;
  writeFileSync(file, noiseWav(size));
  try {
    // The first tab's connection drops after the first 5 MB of audio arrived: every later chunk it
    // sends is cut, even a retry it sent as it was closed (one that got through once moved the
    // server on to 72 % before the new tab asked, seen in CI).
    let audioChunks = 0;
    let first: Page | null = null;
    let bytesAfterCut = 0;
    // The new tab's upload waits until the test has read "Resuming from …": on a fast machine the
    // rest goes in well under a second, and the line shows only while it goes.
    let resumeSeen: () => void = () => {};
    const seen = new Promise<void>((resolve) => (resumeSeen = resolve));
    const fromFirstTab = (req: Request) => {
      try {
        return req.frame().page() === first;
      } catch {
        return true; // its frame is gone: the closed tab's
      }
    };
    await context.route('**/api/artist/uploads/tus/*', async (route) => {
      const req = route.request();
      const length = req.method() === 'PATCH' ? (req.postDataBuffer()?.length ?? 0) : 0;
      if (length > MB) {
        audioChunks += 1;
        if (audioChunks > 1 && fromFirstTab(req)) return route.abort('internetdisconnected');
        if (audioChunks > 1) {
          bytesAfterCut += length;
          await seen;
        }
      }
      return route.continue();
    });

    first = await context.newPage();
    await signInArtist(first, artist);
    let dialog = await fillUpload(first, file);
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    // The client retries by itself: it asks the server where it stands, which is after the first chunk.
    await expect(dialog.getByText(/Resuming from 41 %/)).toBeVisible({ timeout: 20_000 });

    // The artist gives up and closes the tab; later, in a new one, the same file and details go on.
    await first.close();
    const second = await context.newPage();
    await signInArtist(second, artist);
    dialog = await fillUpload(second, file);
    await expect(dialog.getByText(/Resuming from 41 %/)).toBeVisible();
    resumeSeen();
    await expect(dialog).toBeHidden({ timeout: 60_000 });
    await expect(second.getByText('Song uploaded. It will be published after review.')).toBeVisible();

    // Only what was missing was sent again: at most the 7 MB after the first chunk.
    expect(bytesAfterCut).toBeLessThanOrEqual(size - 5 * MB);
    expect(bytesAfterCut).toBeGreaterThan(0);

    await second.goto('/artist/music');
    await expect(second.getByText('Long Evening Take', { exact: true })).toBeVisible();
    const songs = (await (await request.get('/api/artist/songs', { headers: authHeader(artist) })).json()).songs;
    expect(songs).toHaveLength(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

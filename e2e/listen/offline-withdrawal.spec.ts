import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { adminToken } from '../fixtures/songs';

/**
 * The 60 s promise on a listener's device: a song saved for offline listening and playing
 * from that copy stops, leaves the device and says why once its consent is withdrawn, while
 * the app is online. The check runs every 45 s by default; this test shortens the period to
 * 2 s (the app reads `listen.offlineRecheckMs`, never above the default) so the same code path
 * runs without waiting a real minute.
 */

const audioState = (page: Page) =>
  page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-testid="listen-audio"]');
    return a ? { paused: a.paused, time: a.currentTime, src: a.getAttribute('src') } : null;
  });

/** Two minutes of a tone of its own pitch (a unique file), long enough to be still playing when withdrawn. */
function longTone(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-e2e-long-'));
  try {
    const file = path.join(dir, 'long.mp3');
    const pitch = 300 + Math.floor(Math.random() * 500);
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${pitch}:duration=120`,
      '-b:a',
      '32k',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function uploadLongSong(request: APIRequestContext, title: string) {
  const token = await adminToken(request);
  const res = await request.post('/api/artist/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      artist: 'Hauwa Nma',
      genre: 'Songs',
      audio: { name: 'long.mp3', mimeType: 'audio/mpeg', buffer: longTone() },
      cover: {
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 600, height: 600, channels: 3, background: '#2f6b4f' } })
          .png()
          .toBuffer(),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { song: { id: string } }).song.id, token };
}

test('a song saved offline stops playing within a minute of its withdrawal, and the listener is told why', async ({
  page,
  request,
}) => {
  test.slow();
  const title = `Withdrawn while saved ${Date.now()}`;
  const { id, token } = await uploadLongSong(request, title);
  await page.addInitScript(() => localStorage.setItem('listen.offlineRecheckMs', '2000'));

  await page.goto(`/listen/song/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 })
    .toMatch(/\/listen\/sw\.js$/);
  await page.getByRole('button', { name: `Download “${title}”` }).click();
  await expect(page.getByText('Downloaded', { exact: true })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('navigation', { name: 'Listen' }).first().getByRole('link', { name: 'Downloads' }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Play ${title}` }) });
  await row.getByRole('button', { name: `Play ${title}` }).click();
  await expect.poll(async () => (await audioState(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.5);
  // It plays from the copy on the device: the worker answers its stream address itself.
  const fromDevice = await page.evaluate(
    async (songId) => (await fetch(`/api/songs/${songId}/stream`)).headers.get('x-nupe-offline'),
    id,
  );
  expect(fromDevice).toBe(id);

  const withdrawn = await request.post(`/api/songs/${id}/consents`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      kind: 'withdrawal',
      person: 'Hauwa Nma',
      relation: 'performer',
      scopes: ['stream'],
      date: new Date().toISOString().slice(0, 10),
      witness: null,
    },
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(201);
  const since = Date.now();

  const why = `“${title}” was removed from this device: the people recorded in it withdrew their consent.`;
  await expect(page.getByTestId('offline-dropped').getByText(why)).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await audioState(page))?.paused, { timeout: 10_000 }).toBe(true);
  expect(Date.now() - since).toBeLessThan(60_000);
  // The player says it too, and the audio is unloaded: nothing plays on.
  await expect(page.getByRole('region', { name: 'Player' }).getByText(why)).toBeVisible();
  const stopped = await audioState(page);
  expect(stopped?.src).toBeNull();
  await page.waitForTimeout(1500);
  expect((await audioState(page))?.time).toBe(stopped?.time);

  // Gone from the device: Downloads no longer lists it and the worker no longer answers for it.
  await expect(row).toHaveCount(0);
  const after = await page.evaluate(async (songId) => {
    const res = await fetch(`/api/songs/${songId}/stream`);
    return { status: res.status, offline: res.headers.get('x-nupe-offline') };
  }, id);
  expect(after).toEqual({ status: 404, offline: null });

  await page.getByTestId('offline-dropped').getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('offline-dropped')).toHaveCount(0);
});

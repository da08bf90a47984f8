import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { adminToken } from '../fixtures/songs';
import { uniqueMp3 } from '../fixtures/unique-audio';

/**
 * Moments and clips: a link with `?t=` opens the song there, "Share from 1:23" shares that
 * link, and "Send a clip" hands the phone's share sheet an audio file cut by the server.
 * The Web Share API is stubbed only at the browser boundary (navigator.share / canShare):
 * the page, the clip request and the file are real.
 */

/** A recording of 100 s (two tones), so a moment at 1:23 is inside it. */
function recording(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-e2e-moment-'));
  try {
    const file = path.join(dir, 'long.mp3');
    execFileSync('ffmpeg', [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=100'],
      ...['-c:a', 'libmp3lame', '-b:a', '64k', file],
    ]);
    return uniqueMp3(readFileSync(file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Uploads a published song (as the demo admin) whose consent covers `scopes`. */
async function upload(request: APIRequestContext, title: string, scopes: string) {
  const token = await adminToken(request);
  const cover = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3a7cc7' } })
    .png()
    .toBuffer();
  const res = await request.post('/api/artist/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      artist: 'E2E Zikiri Group',
      genre: 'Zikiri',
      consentScopes: scopes,
      audio: { name: 'long.mp3', mimeType: 'audio/mpeg', buffer: recording() },
      cover: { name: 'cover.png', mimeType: 'image/png', buffer: cover },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { token, song: ((await res.json()) as { song: { id: string; title: string } }).song };
}

/** A published song whose consent includes derivative works, with what is said at 0:35 and 1:23. */
async function songWithWords(request: APIRequestContext, title: string) {
  const { token, song } = await upload(request, title, 'stream,download,derivative');
  const vtt =
    'WEBVTT\n\n00:00:35.000 --> 00:00:40.000\nẸ̀gbá lò nyi\n\n00:01:23.000 --> 00:01:30.000\nThe line at the moment\n';
  const words = await request.put(`/api/songs/${song.id}/transcripts/nup?status=reviewed`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/vtt' },
    data: vtt,
  });
  expect(words.status(), await words.text()).toBe(200);
  return song;
}

type Shared = {
  title?: string;
  text?: string;
  url?: string;
  files: { name: string; type: string; size: number; tagged: boolean }[];
};

/** The phone's share sheet, as a recorder of what the page hands it (files included). */
async function stubShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { __shared: unknown[] }).__shared = shared;
    Object.defineProperty(navigator, 'canShare', {
      value: (data: ShareData) => !data.files || data.files.every((f) => f.type.startsWith('audio/')),
    });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        shared.push({
          title: data.title,
          text: data.text,
          url: data.url,
          files: await Promise.all(
            (data.files ?? []).map(async (f) => ({
              name: f.name,
              type: f.type,
              size: f.size,
              // Whether the file's tags name where it comes from (the ID3 tag is at its start).
              tagged: new TextDecoder('latin1')
                .decode(await f.slice(0, 256 * 1024).arrayBuffer())
                .includes('NUPE MUSIC SONG ID'),
            })),
          ),
        });
      },
    });
  });
}
const sharedSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared);

const audioTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-testid="listen-audio"]')?.currentTime ?? -1);

test('a link to a moment opens the song there, in the listener app and on its public page', async ({
  page,
  request,
}) => {
  const song = await songWithWords(request, `Moment ${Date.now()}`);
  await page.goto(`/listen/song/${song.id}?t=83`);
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(83);
  expect(await audioTime(page)).toBeLessThan(95);
  await expect(page.getByRole('button', { name: /^Share from 1:(2[3-9]|3\d)$/ }).first()).toBeVisible();

  await page.goto(`/song/${song.id}?t=83`);
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  const seek = page.getByRole('slider', { name: 'Seek' });
  await expect.poll(async () => Number(await seek.inputValue())).toBeGreaterThanOrEqual(83);
  // The link preview the server drew for this address quotes the line said then.
  const html = await (await request.get(`/song/${song.id}?t=83`)).text();
  expect(html).toContain('content="“The line at the moment” — at 1:23 in');
});

test('the share sheet is offered a clip of the song from the moment, and a line of what is said', async ({
  page,
  request,
}) => {
  const song = await songWithWords(request, `Clip ${Date.now()}`);
  await stubShareSheet(page);
  await page.goto(`/listen/song/${song.id}?t=83`);
  await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(83);
  // Paused at the moment, so the clip starts exactly there.
  await page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-testid="listen-audio"]')?.pause());
  await page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-testid="listen-audio"]');
    if (a) a.currentTime = 83;
  });
  await expect(page.getByRole('button', { name: 'Share from 1:23' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Send a clip' }).first().click();
  await expect.poll(async () => (await sharedSoFar(page)).length, { timeout: 15_000 }).toBe(1);
  const [sheet] = await sharedSoFar(page);
  expect(sheet?.files).toHaveLength(1);
  expect(sheet?.files[0]?.type).toBe('audio/mpeg');
  expect(sheet?.files[0]?.name).toMatch(/^E2E Zikiri Group - Clip \d+ \(1\.23-1\.40\)\.mp3$/);
  expect(sheet?.files[0]?.size).toBeGreaterThan(10_000);
  expect(sheet?.files[0]?.size).toBeLessThanOrEqual(500 * 1024);
  expect(sheet?.text).toContain('from 1:23');

  // A line of what is said shares the link to its moment.
  await page.getByRole('button', { name: 'Share from 0:35' }).click();
  await expect.poll(async () => (await sharedSoFar(page)).length).toBe(2);
  const line = (await sharedSoFar(page))[1];
  expect(line?.url).toMatch(new RegExp(`/song/${song.id}\\?t=35$`));
  expect(line?.text).toContain('Ẹ̀gbá lò nyi');
});

test('a song whose consent does not include derivative works offers no clip', async ({ page, request }) => {
  const { song } = await upload(request, `No clip ${Date.now()}`, 'stream');
  await page.goto(`/listen/song/${song.id}`);
  await expect(page.getByRole('button', { name: 'Share from 0:00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a clip' })).toHaveCount(0);
});

test('"Send to a friend" hands the share sheet the tagged copy saved on this phone', async ({ page, request }) => {
  test.setTimeout(120_000); // the worker makes the streaming copy first
  const song = await songWithWords(request, `Friend ${Date.now()}`);
  // The streaming copy is made in the background; the download is that copy, tagged.
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/songs/${song.id}`)).json()) as { song: { renditions: { standard: unknown } } })
          .song.renditions.standard,
      { timeout: 60_000 },
    )
    .toBeTruthy();
  await page.waitForTimeout(6_000); // the server's few seconds of "not made yet"
  await stubShareSheet(page);
  await page.goto(`/listen/song/${song.id}`);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 })
    .toMatch(/\/listen\/sw\.js$/);
  await page.getByRole('button', { name: `Download “${song.title}”` }).click();
  await expect(page.getByText('Downloaded', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.goto('/listen/downloads');
  const row = page.getByRole('listitem').filter({ hasText: song.title });
  await row.getByRole('button', { name: `Send ${song.title} to a friend` }).click();
  await expect.poll(async () => (await sharedSoFar(page)).length).toBe(1);
  const [sheet] = await sharedSoFar(page);
  expect(sheet?.files).toEqual([
    { name: `E2E Zikiri Group - ${song.title}.mp3`, type: 'audio/mpeg', size: expect.any(Number), tagged: true },
  ]);
});

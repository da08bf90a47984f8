import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { demo, randomPhone, signInAs } from '../fixtures/accounts';
import { uniqueMp3 } from '../fixtures/unique-audio';

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const dir = mkdtempSync(path.join(tmpdir(), 'nupe-e2e-staff-'));

function ffmpeg(name: string, args: string[]): Buffer {
  const out = path.join(dir, name);
  execFileSync(FFMPEG, ['-loglevel', 'error', '-y', ...args, out], { stdio: 'pipe' });
  return readFileSync(out);
}

let media: { good: Buffer; low: Buffer; cover: Buffer } | null = null;
/** Real media made by ffmpeg: a clean 12 s MP3 at 128 kbps, a 32 kbps one, a 600 px cover. */
export function staffMedia() {
  media ??= {
    good: ffmpeg('good.mp3', [
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:duration=12',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
    ]),
    low: ffmpeg('low.mp3', [
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:duration=12',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '32k',
      '-ar',
      '22050',
    ]),
    cover: ffmpeg('cover.png', ['-f', 'lavfi', '-i', 'color=c=0x1f4d7a:s=600x600', '-frames:v', '1']),
  };
  return media;
}

export const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** An artist made the real way: registered as an applicant, approved by the demo admin. */
export async function createArtist(request: APIRequestContext, name = unique('E2E Artist')) {
  const phone = randomPhone();
  const password = `Pw-${Math.random().toString(36).slice(2, 12)}`;
  const reg = await request.post('/api/users/register', {
    data: {
      fullName: name,
      phone,
      password,
      email: `artist-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ng`,
      accountType: 'artist',
      displayName: name,
      genre: 'Songs',
      bio: 'A singer from Bida who records for the archive.',
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { token, user } = (await reg.json()) as { token: string; user: { id: string } };
  const adminLogin = await request.post('/api/users/login', {
    data: { phone: demo('admin').phone, password: demo('admin').password },
  });
  const adminToken = ((await adminLogin.json()) as { token: string }).token;
  const approve = await request.patch('/api/admin/approve-artist', {
    data: { userId: user.id },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(approve.status(), await approve.text()).toBe(200);
  return { id: user.id, token, name, phone, password };
}

/** Uploads a song as the artist (POST /api/artist/upload); it waits for review. */
export async function uploadAs(
  request: APIRequestContext,
  token: string,
  opts: { title: string; artist: string; audio?: Buffer; album?: string },
) {
  const m = staffMedia();
  const res = await request.post('/api/artist/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title: opts.title,
      artist: opts.artist,
      genre: 'Songs',
      album: opts.album ?? 'E2E Sessions',
      audio: { name: 'song.mp3', mimeType: 'audio/mpeg', buffer: uniqueMp3(opts.audio ?? m.good) },
      cover: { name: 'cover.png', mimeType: 'image/png', buffer: m.cover },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { song: { id: string; status: string } };
  expect(body.song.status).toBe('pending');
  return body.song;
}

/**
 * Waits until the checks of an upload (a background job) have raised `kind` on the song, as its
 * artist sees it: a test that looks for the issue sooner would race the job on a busy machine.
 */
export async function untilQualityIssue(request: APIRequestContext, artistToken: string, songId: string, kind: string) {
  await expect
    .poll(
      async () => {
        const issues = await request.get(`/api/artist/songs/${songId}/issues`, {
          headers: { authorization: `Bearer ${artistToken}` },
        });
        return ((await issues.json()) as { issues: { kind: string }[] }).issues.map((i) => i.kind);
      },
      { timeout: 30_000 },
    )
    .toContain(kind);
}

export async function signInAsStaff(page: Page, request: APIRequestContext) {
  return signInAs(page, request, demo('staff').phone, demo('staff').password);
}

export async function staffToken(request: APIRequestContext) {
  const res = await request.post('/api/users/login', {
    data: { phone: demo('staff').phone, password: demo('staff').password },
  });
  return ((await res.json()) as { token: string }).token;
}

/** The number on one of the dashboard's stat cards. */
export async function statValue(page: Page, label: string): Promise<number> {
  const text = await page.getByTestId(`stat-${label}`).textContent();
  return Number(text);
}

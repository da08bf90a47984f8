import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { createListener, DEMO_PASSWORD, demo, randomPhone, signInAs } from '../fixtures/accounts';
import { uniqueMp3 } from '../fixtures/unique-audio';

/**
 * Files for the upload form, made once per worker: a real MP3, a real PNG, and wrong types.
 * The MP3 is a copy of its own for each caller (an uploader's duplicate is refused).
 */
let files: { mp3: string; png: string; text: string; gif: string } | null = null;
export async function uploadFiles() {
  if (files) return { ...files, mp3: uniqueCopy(files.mp3) };
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-e2e-admin-'));
  const mp3 = path.join(dir, 'tone.mp3');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=3', mp3]);
  const png = path.join(dir, 'cover.png');
  await sharp({ create: { width: 500, height: 500, channels: 3, background: '#222860' } })
    .png()
    .toFile(png);
  const text = path.join(dir, 'notes.txt');
  writeFileSync(text, 'not audio');
  const gif = path.join(dir, 'cover.gif');
  await sharp({ create: { width: 40, height: 40, channels: 3, background: '#dbb053' } })
    .gif()
    .toFile(gif);
  files = { mp3, png, text, gif };
  return { ...files, mp3: uniqueCopy(mp3) };
}

function uniqueCopy(mp3: string): string {
  const copy = path.join(path.dirname(mp3), `tone-${randomUUID()}.mp3`);
  writeFileSync(copy, uniqueMp3(readFileSync(mp3)));
  return copy;
}

/** Signs the browser in as the demo admin and answers the admin's API token. */
export async function asAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const admin = demo('admin');
  return signInAs(page, request, admin.phone, DEMO_PASSWORD);
}

export async function adminApiToken(request: APIRequestContext): Promise<string> {
  const admin = demo('admin');
  const res = await request.post('/api/users/login', { data: { phone: admin.phone, password: DEMO_PASSWORD } });
  return ((await res.json()) as { token: string }).token;
}

/** A fresh account that has applied to be an artist, through the API. */
export async function createApplicant(request: APIRequestContext, displayName: string) {
  const password = `Pw-${Math.random().toString(36).slice(2, 12)}`;
  const res = await request.post('/api/users/register', {
    data: {
      fullName: `${displayName} Person`,
      phone: randomPhone(),
      password,
      accountType: 'artist',
      displayName,
      email: `${displayName.toLowerCase().replace(/\W+/g, '.')}@example.ng`,
      genre: 'Zikiri',
      bio: `${displayName} sings Zikiri from Bida.`,
    },
  });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<{ token: string; user: { id: string } }>;
}

export { createListener };

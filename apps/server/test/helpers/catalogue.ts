import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { albums, mediaFiles, songs } from '../../src/db/schema/index.js';
import { type Fixtures, multipart, type UploadInput, uploadParts } from '../fixtures/media.js';
import { call, type TestApp } from './test-app.js';

/** Sends an upload form as this user. */
export function sendUpload(t: TestApp, token: string | undefined, f: Fixtures, input: UploadInput = {}) {
  const { payload, headers } = multipart(uploadParts(f, input));
  return call(t, { method: 'POST', url: '/api/artist/upload', payload, headers, token });
}

/** Uploads a song and answers its JSON (fails the test on any other answer than 201). */
export async function uploadSong(t: TestApp, token: string, f: Fixtures, input: UploadInput = {}) {
  const res = await sendUpload(t, token, f, input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().song as { id: string; [k: string]: unknown };
}

/** Every file under a directory, recursively (relative paths). */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: string[];
    try {
      entries = readdirSync(d);
    } catch {
      return;
    }
    for (const name of entries) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return out.sort();
}

export async function rowCounts(t: TestApp) {
  const db = t.app.database.db;
  const [[s], [m], [a]] = await Promise.all([
    db.select({ n: count() }).from(songs),
    db.select({ n: count() }).from(mediaFiles),
    db.select({ n: count() }).from(albums),
  ]);
  return { songs: s?.n ?? 0, mediaFiles: m?.n ?? 0, albums: a?.n ?? 0 };
}

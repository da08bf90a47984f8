import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, songQualityChecks, songRenditions, songs } from '../src/db/schema/index.js';
import { qualityCheckJob, renditionJob } from '../src/jobs/definitions.js';
import { createS3Storage } from '../src/lib/s3-storage.js';
import type { Storage } from '../src/lib/storage.js';
import { type Fixtures, makeFixtures, uniqueMp3 } from './fixtures/media.js';
import { filesUnder, uploadSong } from './helpers/catalogue.js';
import { startTestBucket, type TestBucket } from './helpers/s3.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * The whole media path with STORAGE=s3 against a real S3-compatible server (s3rver):
 * upload → renditions (ffmpeg on a temporary copy) → quality checks → stream with ranges →
 * download → cover, with the bucket delivering by proxy and by presigned redirect.
 */
let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
});
afterAll(() => f?.cleanup());

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function setUp(bucketName: string, delivery: 'proxy' | 'redirect') {
  const bucket = await startTestBucket(bucketName, { delivery, presignSeconds: 30 });
  const t = await createTestApp({ storage: 's3', s3: bucket.settings });
  const admin = await createUser(t, 'admin');
  // The test's own view of the bucket, apart from the app's.
  const look = createS3Storage(bucket.settings, path.join(t.config.dataDir, 'look'));
  return { bucket, t, admin, look };
}

async function keysIn(storage: Storage) {
  const keys: string[] = [];
  for await (const object of storage.list('')) keys.push(object.key);
  return keys.sort();
}

async function drainJobs(t: TestApp) {
  for (let i = 0; i < 20; i++) {
    const r = (await t.app.jobs.runOnce(renditionJob)) ?? (await t.app.jobs.runOnce(qualityCheckJob));
    if (!r) return;
    expect(r.outcome).toBe('done');
  }
}

async function audioFileOf(t: TestApp, songId: string) {
  const [row] = await t.app.database.db
    .select({ file: mediaFiles })
    .from(songs)
    .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
    .where(eq(songs.id, songId));
  if (!row) throw new Error('no song');
  return row.file;
}

describe('STORAGE=s3, bytes proxied by the app', () => {
  let bucket: TestBucket;
  let t: TestApp;
  let admin: SignedInUser;
  let look: Storage;
  beforeAll(async () => {
    ({ bucket, t, admin, look } = await setUp('proxied', 'proxy'));
  });
  afterAll(async () => {
    look?.close?.();
    await t?.close();
    await bucket?.close();
  });

  it('keeps an upload, its cover and its renditions in the bucket and nothing on disk', async () => {
    const data = uniqueMp3(f.audio.mp3);
    const song = await uploadSong(t, admin.token, f, { title: 'Bucket tone', audio: { data } });
    const file = await audioFileOf(t, song.id);
    await drainJobs(t);

    const keys = await keysIn(look);
    expect(keys).toContain(file.storageKey);
    expect(keys.filter((k) => k.startsWith('renditions/'))).toHaveLength(2);
    expect(keys.some((k) => k.startsWith('covers/') && k.endsWith('.webp'))).toBe(true);
    expect(keys.some((k) => k.startsWith('staging/'))).toBe(false);
    expect(filesUnder(t.config.mediaDir)).toEqual([]);
    // ffmpeg and sharp worked on temporary copies, all removed.
    expect(readdirSync(path.join(t.config.dataDir, 'tmp', 's3'))).toEqual([]);

    const stored = await look.withLocalFile(file.storageKey, async (p) =>
      sha((await import('node:fs')).readFileSync(p)),
    );
    expect(stored).toBe(sha(data));
    const renditions = await t.app.database.db
      .select()
      .from(songRenditions)
      .where(eq(songRenditions.mediaFileId, file.id));
    expect(renditions.map((r) => r.kind).sort()).toEqual(['data_saver', 'standard']);
    const [checks] = await t.app.database.db
      .select()
      .from(songQualityChecks)
      .where(eq(songQualityChecks.songId, song.id));
    // Loudness was measured from the bucket's copy (a measurement, not "could not check").
    const loudness = checks?.results.find((r) => r.kind === 'loudness');
    expect(loudness?.passed).not.toBeNull();
  });

  it('streams whole, by range, conditionally and as a download, as it does from disk', async () => {
    const data = uniqueMp3(f.audio.mp3);
    const song = await uploadSong(t, admin.token, f, { title: 'Ranged bucket tone', audio: { data } });
    const url = `/api/songs/${song.id}/stream`;

    const whole = await call(t, { method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(data.length);
    expect(whole.rawPayload.equals(data)).toBe(true);

    const part = await call(t, { method: 'GET', url, headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${data.length}`);
    expect(part.rawPayload.equals(data.subarray(100, 1100))).toBe(true);

    const suffix = await call(t, { method: 'GET', url, headers: { range: 'bytes=-500' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(data.subarray(data.length - 500))).toBe(true);

    const outside = await call(t, { method: 'GET', url, headers: { range: `bytes=${data.length + 10}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${data.length}`);
    expect(outside.json().code).toBe('RANGE_NOT_SATISFIABLE');

    const etag = String(whole.headers.etag);
    const again = await call(t, { method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // A stale If-Range gets the whole file, not a range of a changed one.
    const stale = await call(t, { method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': 'W/"0-0"' } });
    expect(stale.statusCode).toBe(200);

    const head = await call(t, { method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(data.length);
    expect(head.rawPayload.length).toBe(0);

    const download = await call(t, { method: 'GET', url: `/api/songs/${song.id}/download` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="Test Ensemble - Ranged bucket tone\.mp3"/,
    );
    expect(download.rawPayload.equals(data)).toBe(true);

    const cover = await call(t, { method: 'GET', url: (song.coverUrls as { sm: string }).sm });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
  });

  it('a song under review stays private in the bucket too', async () => {
    const artist = await createUser(t, 'artist');
    const song = await uploadSong(t, artist.token, f, { title: 'Pending bucket tone' });
    expect((await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream` })).statusCode).toBe(404);
    const own = await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream`, token: artist.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('the readiness check reaches the bucket', async () => {
    const ready = await call(t, { method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
  });
});

describe('STORAGE=s3, bytes from a presigned redirect', () => {
  let bucket: TestBucket;
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    ({ bucket, t, admin } = await setUp('redirected', 'redirect'));
  });
  afterAll(async () => {
    await t?.close();
    await bucket?.close();
  });

  it('answers 302 to a short-lived bucket address that serves the range; downloads keep their name', async () => {
    const data = uniqueMp3(f.audio.mp3);
    const song = await uploadSong(t, admin.token, f, { title: 'Signed tone', audio: { data } });
    const res = await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream` });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const location = String(res.headers.location);
    expect(location.startsWith(bucket.endpoint)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('30');

    const ranged = await fetch(location, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await ranged.arrayBuffer()).equals(f.audio.mp3.subarray(0, 100))).toBe(true);

    const download = await call(t, { method: 'GET', url: `/api/songs/${song.id}/download` });
    expect(download.statusCode).toBe(302);
    const file = await fetch(String(download.headers.location));
    expect(file.headers.get('content-disposition')).toContain('filename="Test Ensemble - Signed tone.mp3"');
    expect(Buffer.from(await file.arrayBuffer()).equals(data)).toBe(true);
  });

  it('a removed song gets no new address: 404, as every other surface', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Taken down tone' });
    expect((await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream` })).statusCode).toBe(302);
    const removed = await call(t, { method: 'POST', url: `/api/admin/songs/${song.id}/remove`, token: admin.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream` })).statusCode).toBe(404);
  });
});

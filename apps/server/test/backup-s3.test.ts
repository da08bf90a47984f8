import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renditionJob } from '../src/jobs/definitions.js';
import type { Storage } from '../src/lib/storage.js';
import { createBackup } from '../src/media/backup.js';
import { restoreBackup } from '../src/media/restore.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { startTestBucket, type TestBucket } from './helpers/s3.js';
import { call, createTestApp, createUser, type TestApp } from './helpers/test-app.js';

/**
 * Backup and restore with STORAGE=s3: media read from one bucket into the backup folder
 * and restored into another (s3rver, a real S3-compatible server), checksums and all.
 */
let f: Fixtures;
let buckets: TestBucket[] = [];
let apps: TestApp[] = [];
beforeAll(async () => {
  f = await makeFixtures();
});
afterAll(async () => {
  for (const t of apps) await t.close();
  for (const b of buckets) await b.close();
  f?.cleanup();
});

async function appOnBucket(name: string) {
  const bucket = await startTestBucket(name);
  const t = await createTestApp({ storage: 's3', s3: bucket.settings });
  buckets = [...buckets, bucket];
  apps = [...apps, t];
  return t;
}

async function checksums(storage: Storage): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for await (const o of storage.list('')) {
    const hash = createHash('sha256');
    for await (const chunk of storage.read(o.key)) hash.update(chunk as Buffer);
    out.set(o.key, hash.digest('hex'));
  }
  return out;
}

describe('backup and restore on S3-compatible storage', () => {
  it('backs up a bucket and restores it into an empty one: every file the same, the song streams', async () => {
    const source = await appOnBucket('backup-source');
    const admin = await createUser(source, 'admin');
    const song = await uploadSong(source, admin.token, f, { title: 'From the bucket' });
    while (await source.app.jobs.runOnce(renditionJob)) {}
    const out = mkdtempSync(path.join(tmpdir(), 'nupe-backup-s3-'));
    const backup = await createBackup(source.app.database.db, source.app.storage, out, {
      engine: source.engine,
      dataDir: source.config.dataDir,
    });
    expect(backup.meta.storage).toBe('s3');
    expect(backup.meta.media.files).toBeGreaterThanOrEqual(1 + 2 + 3); // original, renditions, cover sizes
    const again = await createBackup(source.app.database.db, source.app.storage, out, {
      engine: source.engine,
      dataDir: source.config.dataDir,
    });
    expect(again.meta.media.copiedBytes).toBe(0);

    const target = await appOnBucket('backup-target');
    const report = await restoreBackup(target.app.database.db, target.app.storage, out, {
      dataDir: target.config.dataDir,
      replace: false,
    });
    expect(report.files).toBe(backup.meta.media.files);
    expect(await checksums(target.app.storage)).toEqual(await checksums(source.app.storage));
    const res = await call(target, {
      method: 'GET',
      url: `/api/songs/${song.id}/stream`,
      headers: { range: 'bytes=0-9' },
    });
    expect(res.statusCode).toBe(206);
  }, 120_000);
});

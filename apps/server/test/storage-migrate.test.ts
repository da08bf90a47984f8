import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../src/lib/s3-storage.js';
import type { Storage } from '../src/lib/storage.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { filesUnder } from './helpers/catalogue.js';
import { startTestBucket, type TestBucket } from './helpers/s3.js';
import {
  createAccount,
  type Installation,
  newInstallation,
  runCli,
  type ServerProcess,
  signIn,
  startServer,
  upload,
} from './helpers/server-process.js';

/**
 * `npm run storage:migrate` on a real installation (server processes, the embedded
 * database, a real S3-compatible server): disk → bucket, serve from the bucket, bucket →
 * disk, and a file that rotted on the source is reported, not spread.
 */
let f: Fixtures;
let bucket: TestBucket;
let inst: Installation;
let look: Storage;
const phone = '+2348031112233';
const password = 'correct-horse-9';

beforeAll(async () => {
  f = await makeFixtures();
  bucket = await startTestBucket('migrate');
  const s3 = bucket.settings;
  inst = await newInstallation(null, {
    S3_ENDPOINT: s3.endpoint ?? '',
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.credentials?.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials?.secretAccessKey,
  });
  look = createS3Storage(s3, path.join(inst.dataDir, 'look'));
  await createAccount(inst, 'admin', phone, password);
}, 120_000);
afterAll(async () => {
  look?.close?.();
  await inst?.drop();
  await bucket?.close();
  f?.cleanup();
});

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  await server.exited;
}

async function bucketKeys() {
  const keys: string[] = [];
  for await (const object of look.list('')) keys.push(object.key);
  return keys.sort();
}

async function waitForRenditions(server: ServerProcess, songId: string) {
  for (let i = 0; i < 200; i++) {
    const res = await fetch(`${server.url}/api/songs/${songId}`);
    const song = ((await res.json()) as { song: { renditions: { standard: string | null; dataSaver: string | null } } })
      .song;
    if (song.renditions.standard && song.renditions.dataSaver) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('renditions were not made');
}

const streamOf = async (server: ServerProcess, songId: string) =>
  Buffer.from(await (await fetch(`${server.url}/api/songs/${songId}/stream`)).arrayBuffer());

describe('npm run storage:migrate', () => {
  const mediaDir = () => path.join(inst.dataDir, 'media');

  it('disk → bucket (verified; the server then streams from it) → disk again; a rotted original is reported, not spread', async () => {
    const server = await startServer(inst);
    const token = await signIn(server, phone, password);
    const sent = await upload(server, token, f, 'Moving tone');
    expect(sent.status).toBe(201);
    const songId = sent.songId ?? '';
    await waitForRenditions(server, songId);
    await stop(server);
    const onDisk = filesUnder(mediaDir()).filter((k) => !k.startsWith('staging/'));
    expect(onDisk.length).toBeGreaterThanOrEqual(6); // original, two renditions, cover variants

    const first = await runCli(inst, 'storage-migrate', ['--to', 's3']);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(`${onDisk.length} copied`);
    expect(first.output).toContain('0 mismatched; every copy verified by SHA-256');
    expect(await bucketKeys()).toEqual(onDisk);

    const again = await runCli(inst, 'storage-migrate', ['--to', 's3']);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain(`0 copied (0.0 MB), ${onDisk.length} already there`);

    // The disk copies are kept, but the server now reads the bucket: prove it by removing them.
    rmSync(mediaDir(), { recursive: true, force: true });
    const fromBucket = await startServer(inst, { STORAGE: 's3' });
    expect((await streamOf(fromBucket, songId)).equals(sent.audio)).toBe(true);
    await stop(fromBucket);

    // Back to disk, removing the bucket copies once verified.
    const before = await bucketKeys();
    const back = await runCli(inst, 'storage-migrate', ['--to', 'disk', '--remove-source']);
    expect(back.code, back.output).toBe(0);
    expect(back.output).toContain(`${before.length} copied`);
    expect(filesUnder(mediaDir())).toEqual(before);
    expect(await bucketKeys()).toEqual([]);
    const fromDisk = await startServer(inst);
    expect((await streamOf(fromDisk, songId)).equals(sent.audio)).toBe(true);
    await stop(fromDisk);

    // An original that no longer matches its recorded checksum is reported, not copied; exit 1.
    const original = filesUnder(mediaDir()).find((k) => k.startsWith('audio/'));
    if (!original) throw new Error('no original');
    const file = path.join(mediaDir(), original);
    const bytes = readFileSync(file);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 0xff; // one flipped byte
    writeFileSync(file, bytes);
    const res = await runCli(inst, 'storage-migrate', ['--to', 's3']);
    expect(res.code).toBe(1);
    expect(res.output).toContain(
      `mismatch: ${original}: the source no longer matches the checksum recorded on arrival`,
    );
    expect(await bucketKeys()).not.toContain(original);
  }, 240_000);

  it('refuses a wrong target with the usage', async () => {
    const res = await runCli(inst, 'storage-migrate', ['--to', 'ftp']);
    expect(res.code).toBe(2);
    expect(res.output).toContain('--to must be s3 or disk');
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../src/lib/s3-storage.js';
import { createLocalStorage, type Storage, stagingKey } from '../src/lib/storage.js';
import { startTestBucket, type TestBucket } from './helpers/s3.js';

/**
 * One contract, two storages: every case runs against local disk and against a real
 * S3-compatible server (s3rver over HTTP). Media code written against one works on the other.
 */
type Subject = { name: string; storage: Storage; tempRoot: string; close(): Promise<void> };

async function disk(): Promise<Subject> {
  const root = mkdtempSync(path.join(tmpdir(), 'nupe-disk-'));
  return { name: 'disk', storage: createLocalStorage(root), tempRoot: root, close: async () => {} };
}

let bucket: TestBucket;
async function s3(): Promise<Subject> {
  bucket = await startTestBucket('contract');
  const tempRoot = mkdtempSync(path.join(tmpdir(), 'nupe-s3tmp-'));
  const storage = createS3Storage(bucket.settings, tempRoot);
  return {
    name: 's3',
    storage,
    tempRoot,
    close: async () => {
      storage.close?.();
      await bucket.close();
    },
  };
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const keysUnder = async (storage: Storage, prefix: string) => {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys.sort();
};
/** A body that sends `good` bytes, then fails, like a client that drops mid-upload. */
function failingBody(good: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield good;
      await new Promise((r) => setTimeout(r, 20));
      throw new Error('connection reset by the client');
    })(),
  );
}

describe.each([
  ['disk', disk],
  ['s3', s3],
])('storage contract: %s', (_name, make) => {
  let subject: Subject;
  let storage: Storage;
  beforeAll(async () => {
    subject = await make();
    storage = subject.storage;
  });
  afterAll(async () => subject.close());

  it('puts a streamed body and reads it back whole, with its size and time', async () => {
    const data = randomBytes(300_000);
    const before = Date.now() - 2000;
    const put = await storage.put('audio/ab/whole.mp3', Readable.from([data.subarray(0, 1000), data.subarray(1000)]));
    expect(put.size).toBe(data.length);
    const info = await storage.stat('audio/ab/whole.mp3');
    expect(info?.size).toBe(data.length);
    expect(info?.mtime.getTime()).toBeGreaterThan(before);
    expect(sha(await bytesOf(storage.read('audio/ab/whole.mp3')))).toBe(sha(data));
  });

  it('streams a file larger than one upload part and reads it back unchanged', async () => {
    const data = randomBytes(17 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: Math.ceil(data.length / 65536) }, (_, i) =>
      data.subarray(i * 65536, (i + 1) * 65536),
    );
    await storage.put('audio/cd/large.wav', Readable.from(chunks));
    expect((await storage.stat('audio/cd/large.wav'))?.size).toBe(data.length);
    expect(sha(await bytesOf(storage.read('audio/cd/large.wav')))).toBe(sha(data));
  });

  it('a failed write leaves nothing behind, not even a part', async () => {
    await expect(storage.put('audio/ef/broken.mp3', failingBody(randomBytes(100_000)))).rejects.toThrow();
    // Past one part: a bucket has begun a multipart upload, which must be aborted.
    await expect(storage.put('audio/ef/long.wav', failingBody(randomBytes(9 * 1024 * 1024)))).rejects.toThrow();
    expect(await storage.stat('audio/ef/broken.mp3')).toBeNull();
    expect(await storage.stat('audio/ef/long.wav')).toBeNull();
    expect(await keysUnder(storage, 'audio/ef/')).toEqual([]);
  });

  it('a failed write never replaces the object already under the key', async () => {
    const kept = randomBytes(5000);
    await storage.put('covers/aa/kept.jpg', Readable.from([kept]));
    await expect(storage.put('covers/aa/kept.jpg', failingBody(randomBytes(70_000)))).rejects.toThrow();
    expect(sha(await bytesOf(storage.read('covers/aa/kept.jpg')))).toBe(sha(kept));
  });

  it('reads a byte range (inclusive, as HTTP Range is)', async () => {
    const data = randomBytes(10_000);
    await storage.put('renditions/12/ranged.opus', Readable.from([data]));
    const part = await bytesOf(storage.read('renditions/12/ranged.opus', { start: 1000, end: 1999 }));
    expect(part.equals(data.subarray(1000, 2000))).toBe(true);
    const tail = await bytesOf(storage.read('renditions/12/ranged.opus', { start: 9990, end: 9999 }));
    expect(tail.equals(data.subarray(9990))).toBe(true);
  });

  it('stat and read of a missing object: null, and a stream that fails with ENOENT', async () => {
    expect(await storage.stat('audio/00/missing.mp3')).toBeNull();
    await expect(bytesOf(storage.read('audio/00/missing.mp3'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('moves a finished local file in: the object is there, the file is gone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nupe-putfile-'));
    const file = path.join(dir, 'done.mp3');
    const data = randomBytes(4096);
    writeFileSync(file, data);
    expect((await storage.putFile('audio/34/done.mp3', file)).size).toBe(4096);
    expect(existsSync(file)).toBe(false);
    expect(sha(await bytesOf(storage.read('audio/34/done.mp3')))).toBe(sha(data));
  });

  it('promotes a staged object; promoting again is done already; nothing staged and nothing there fails', async () => {
    const data = randomBytes(2048);
    await storage.put(stagingKey('audio/56/staged.mp3'), Readable.from([data]));
    expect(await storage.stat('audio/56/staged.mp3')).toBeNull();
    await storage.promote('audio/56/staged.mp3');
    expect(await storage.stat(stagingKey('audio/56/staged.mp3'))).toBeNull();
    expect(sha(await bytesOf(storage.read('audio/56/staged.mp3')))).toBe(sha(data));
    await storage.promote('audio/56/staged.mp3');
    await expect(storage.promote('audio/56/never.mp3')).rejects.toThrow();
  });

  it('lists objects under a prefix, with sizes, and nothing from beside it', async () => {
    await storage.put('list/a/1.bin', Readable.from([Buffer.alloc(10)]));
    await storage.put('list/a/2.bin', Readable.from([Buffer.alloc(20)]));
    await storage.put('list/b/3.bin', Readable.from([Buffer.alloc(30)]));
    const listed = [];
    for await (const object of storage.list('list/a/')) listed.push({ key: object.key, size: object.size });
    expect(listed.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: 'list/a/1.bin', size: 10 },
      { key: 'list/a/2.bin', size: 20 },
    ]);
  });

  it('removes an object; removing a missing one is fine', async () => {
    await storage.put('audio/78/gone.mp3', Readable.from([Buffer.from('x')]));
    await storage.remove('audio/78/gone.mp3');
    expect(await storage.stat('audio/78/gone.mp3')).toBeNull();
    await storage.remove('audio/78/gone.mp3');
  });

  it('hands tools a local file with the contents and its extension, and cleans it up even on failure', async () => {
    const data = randomBytes(3000);
    await storage.put('audio/9a/tool.flac', Readable.from([data]));
    let seen = '';
    const digest = await storage.withLocalFile('audio/9a/tool.flac', async (file) => {
      seen = file;
      expect(path.extname(file)).toBe('.flac');
      return sha(readFileSync(file));
    });
    expect(digest).toBe(sha(data));
    await expect(
      storage.withLocalFile('audio/9a/tool.flac', async (file) => {
        seen = file;
        throw new Error('ffmpeg failed');
      }),
    ).rejects.toThrow('ffmpeg failed');
    // A bucket's copy is temporary; the disk's file is the object itself and stays.
    expect(existsSync(seen)).toBe(storage.kind === 'disk');
    if (storage.kind === 's3') expect(readdirSync(path.join(subject.tempRoot))).toEqual([]);
    await expect(storage.withLocalFile('audio/9a/none.flac', async () => 'x')).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('refuses keys that climb out of the store', async () => {
    await expect(storage.put('../escape.mp3', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.stat('audio/../../etc/passwd')).rejects.toThrow(/invalid storage key/);
  });
});

describe('storage contract: s3 only', () => {
  let s: Subject;
  beforeAll(async () => {
    s = await s3();
  });
  afterAll(async () => s.close());

  it('a presigned GET answers a range until it expires, then 403', async () => {
    const data = randomBytes(5000);
    await s.storage.put('audio/bc/signed.mp3', Readable.from([data]));
    // SigV4 dates are whole seconds, so a 1 s link signed late in a second had almost no life
    // left on a loaded machine (a CI run got 403 on the first fetch): 3 s, then wait past it.
    const url = await s.storage.presign?.('audio/bc/signed.mp3', {
      expiresInSeconds: 3,
      contentType: 'audio/mpeg',
      contentDisposition: 'attachment; filename="Song.mp3"',
    });
    if (!url) throw new Error('an S3 storage presigns');
    const ranged = await fetch(url, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(data.subarray(0, 100))).toBe(true);
    expect(ranged.headers.get('content-type')).toBe('audio/mpeg');
    expect(ranged.headers.get('content-disposition')).toBe('attachment; filename="Song.mp3"');
    await new Promise((r) => setTimeout(r, 4100));
    const expired = await fetch(url);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('AccessDenied');
  });

  it('a store that does not know the access key refuses every call (no silent empty answers)', async () => {
    const stranger = createS3Storage(
      { ...bucket.settings, credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'x' } },
      s.tempRoot,
    );
    await expect(stranger.stat('audio/bc/signed.mp3')).rejects.toThrow();
    await expect(stranger.put('audio/bc/other.mp3', Readable.from([Buffer.from('x')]))).rejects.toThrow();
    stranger.close?.();
  });

  it('has no presigner on disk: the app sends disk bytes itself', async () => {
    expect((await disk()).storage.presign).toBeUndefined();
  });
});

import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { LRUCache } from 'lru-cache';
import { STAGING_PREFIX, type Storage, type StoredObject, stagingKey } from './storage.js';

/** An S3-compatible bucket for media, as the environment gives it (config/env.ts). */
export type S3Settings = {
  /** The store's address for self-hosted stores; null: AWS itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (instance role, ~/.aws, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  delivery: 'proxy' | 'redirect';
  presignSeconds: number;
};

/** Parts of a streamed upload: memory stays near PART_BYTES × QUEUE whatever the file's size. */
const PART_BYTES = 8 * 1024 * 1024;
const QUEUE = 2;

export function createS3Client(s3: S3Settings): S3Client {
  return new S3Client({
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
    // The SDK's default CRC32 checksums (since 3.729) are refused by many non-AWS stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The SDK's "no such object" in its several spellings (HEAD has no body, so no code). */
const isMissing = (err: unknown) => {
  const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e.name === 'NotFound' || e.name === 'NoSuchKey' || e.Code === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404
  );
};

/** Same meaning as on disk: a missing object reads as ENOENT to every caller. */
const asEnoent = (err: unknown, key: string) =>
  isMissing(err) ? Object.assign(new Error(`no such object: ${key}`), { code: 'ENOENT', cause: err }) : err;

/** Keys are relative paths made by the app; anything else is a bug, refused as on disk. */
function checkKey(key: string): string {
  if (!key || key.startsWith('/') || key.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    throw new Error(`invalid storage key ${key}`);
  }
  return key;
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph…), with the AWS SDK v3.
 * Uploads stream in parts (lib-storage), so a 4 GB original never sits in memory; a failed
 * upload is aborted, so nothing half-written is ever visible under its key. Tools that want a
 * file (ffmpeg, sharp) get a temporary copy under `tempRoot` that is always removed.
 */
export function createS3Storage(s3: S3Settings, tempRoot: string, client = createS3Client(s3)): Storage {
  const Bucket = s3.bucket;

  // A key never names other bytes (media keys are random ids, written once), so what a HEAD
  // found is kept a few minutes: a proxied range then costs the bucket one request, not two.
  // Not for staged keys: another instance promotes (deletes) them, unseen by this cache.
  const known = new LRUCache<string, StoredObject>({ max: 10_000, ttl: 5 * 60_000 });
  const stat = async (key: string): Promise<StoredObject | null> => {
    const Key = checkKey(key); // an invalid key is a bug, thrown, not "missing"
    const kept = known.get(Key);
    if (kept) return kept;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      const info = { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) };
      if (!Key.startsWith(STAGING_PREFIX)) known.set(Key, info);
      return info;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };

  const put = async (key: string, body: Readable): Promise<StoredObject> => {
    known.delete(key);
    const upload = new Upload({
      client,
      params: { Bucket, Key: checkKey(key), Body: body },
      partSize: PART_BYTES,
      queueSize: QUEUE,
      leavePartsOnError: false,
    });
    await upload.done();
    const info = await stat(key);
    if (!info) throw new Error(`the store lost ${key} right after it was written`);
    return info;
  };

  const read = (key: string, range?: { start: number; end: number }): Readable => {
    const out = new PassThrough();
    const abort = new AbortController();
    // A listener who stops the song stops the request to the bucket too.
    out.once('close', () => abort.abort());
    client
      .send(
        new GetObjectCommand({
          Bucket,
          Key: checkKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
        { abortSignal: abort.signal },
      )
      .then((answer) => {
        const body = answer.Body as Readable;
        pipeline(body, out).catch((err) => out.destroy(err));
      })
      .catch((err) => out.destroy(asEnoent(err, key) as Error));
    return out;
  };

  return {
    kind: 's3',
    put,
    async putFile(key, file) {
      const info = await put(key, createReadStream(file));
      await rm(file, { force: true });
      return info;
    },
    stat,
    read,
    async remove(key) {
      known.delete(key);
      // Deleting a missing object is a success in S3, as `rm --force` is on disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async promote(key) {
      const from = stagingKey(checkKey(key));
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: key, CopySource: encodeURI(`${Bucket}/${from}`) }));
      } catch (err) {
        // Done already (by another worker, or before a crash): nothing staged, the key present.
        if (isMissing(err) && (await stat(key))) return;
        throw err;
      }
      known.delete(from);
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield { key: object.Key, size: object.Size ?? 0, mtime: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async withLocalFile(key, use) {
      await mkdir(tempRoot, { recursive: true });
      const dir = await mkdtemp(path.join(tempRoot, 's3-'));
      try {
        // The key's own name, so tools that read the extension (ffmpeg) see it.
        const file = path.join(dir, path.basename(checkKey(key)));
        await pipeline(read(key), createWriteStream(file));
        return await use(file);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    presign(key, options) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: checkKey(key),
          ...(options.contentType ? { ResponseContentType: options.contentType } : {}),
          ...(options.contentDisposition ? { ResponseContentDisposition: options.contentDisposition } : {}),
        }),
        { expiresIn: options.expiresInSeconds },
      );
    },
    close: () => client.destroy(),
  };
}

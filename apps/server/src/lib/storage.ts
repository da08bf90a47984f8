import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StoredObject = { size: number; mtime: Date };
export type ListedObject = StoredObject & { key: string };

/**
 * New media is written under this prefix first and promoted (moved beside the real media) only
 * after the rows that point at it have committed (lib/staged-media.ts), so after a crash every
 * file outside it has its row; the reconciler (media/reconcile.ts) sweeps what stays here.
 */
export const STAGING_PREFIX = 'staging/';
export const stagingKey = (key: string) => `${STAGING_PREFIX}${key}`;

/** The writes a media writer needs: what staged writes and the storage itself both offer. */
export type MediaWriter = Pick<Storage, 'put' | 'putFile' | 'remove'>;

/** A short-lived address a client may fetch the object from directly (object stores only). */
export type PresignOptions = { expiresInSeconds: number; contentType?: string; contentDisposition?: string };

/**
 * Where media files live: local disk by default (below), or an S3-compatible bucket
 * (s3-storage.ts) for deployments that outgrow one machine; media/create-storage.ts picks by config.
 * Keys are relative paths such as `audio/ab/abcd….mp3`. The storage contract test
 * (test/storage-contract.test.ts) runs the same cases against both.
 */
export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Streams `body` into `key`, atomically: a failed write leaves nothing behind. */
  put(key: string, body: Readable): Promise<StoredObject>;
  /** Moves a finished local file (e.g. a processed temp file) into `key`. */
  putFile(key: string, file: string): Promise<StoredObject>;
  stat(key: string): Promise<StoredObject | null>;
  /**
   * The object's bytes, or a range of them. `chunkBytes` asks for larger reads where a whole
   * file is copied (a bag): on disk, megabyte reads move a file several times faster than the
   * 64 KB default that suits streaming to listeners.
   */
  read(key: string, range?: { start: number; end: number }, options?: { chunkBytes?: number }): Readable;
  remove(key: string): Promise<void>;
  /** Moves `staging/<key>` to `key`; done already (nothing staged, `key` present) is fine. */
  promote(key: string): Promise<void>;
  /** Every object under `prefix` (e.g. `staging/`, `audio/`), for the reconciler and audits. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /**
   * Runs `use` with the object as a file on local disk, for tools that want a path (ffmpeg,
   * sharp): the file itself on disk; a temporary copy from a bucket, removed when `use` settles.
   */
  withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T>;
  /** The folder behind the keys, for senders that want one (@fastify/static, nginx); disk only. */
  readonly root?: string;
  /** A presigned GET address that expires; object stores only. */
  presign?(key: string, options: PresignOptions): Promise<string>;
  /** Lets go of connections (a bucket's HTTP agent) when the app or a command ends. */
  close?(): void;
}

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(`${path.resolve(root)}${path.sep}`)) throw new Error(`invalid storage key ${key}`);
    return full;
  };
  const statOf = async (full: string) => {
    const s = await stat(full);
    // Keys name files, as in an object store: a folder on disk is no object.
    if (!s.isFile()) throw Object.assign(new Error(`not a file: ${full}`), { code: 'ENOENT' });
    return { size: s.size, mtime: s.mtime };
  };
  return {
    kind: 'disk',
    root: path.resolve(root),
    async put(key, body) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      const temp = `${full}.${process.pid}.${Date.now()}.part`;
      try {
        await pipeline(body, createWriteStream(temp));
        await rename(temp, full);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      return statOf(full);
    },
    async putFile(key, file) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await moveFile(file, full);
      return statOf(full);
    },
    async stat(key) {
      const full = resolve(key); // an invalid key is a bug, thrown, not "missing"
      try {
        return await statOf(full);
      } catch {
        return null;
      }
    },
    read(key, range, options) {
      return createReadStream(resolve(key), {
        ...range,
        ...(options?.chunkBytes ? { highWaterMark: options.chunkBytes } : {}),
      });
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async promote(key) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(resolve(stagingKey(key)), target);
      } catch (err) {
        const done =
          (err as NodeJS.ErrnoException).code === 'ENOENT' && (await statOf(target).catch(() => null)) !== null;
        if (!done) throw err;
      }
    },
    async *list(prefix) {
      for await (const full of walk(prefix ? resolve(prefix.replace(/\/$/, '')) : path.resolve(root))) {
        const s = await stat(full).catch(() => null);
        if (s) yield { key: path.relative(root, full).split(path.sep).join('/'), size: s.size, mtime: s.mtime };
      }
    },
    async withLocalFile(key, use) {
      const full = resolve(key);
      await statOf(full);
      return use(full);
    },
  };
}

/** Every file under a directory (none when it does not exist). */
async function* walk(dir: string): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Renames a file into place; when the temp directory is on another filesystem than
 * DATA_DIR (a tmpfs /tmp, a mounted volume), copies it beside the target and renames
 * there, so the target still appears whole or not at all.
 */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    const temp = `${to}.${process.pid}.${Date.now()}.part`;
    try {
      await copyFile(from, temp);
      await rename(temp, to);
    } catch (copyErr) {
      await rm(temp, { force: true });
      throw copyErr;
    }
    await rm(from, { force: true });
  }
}

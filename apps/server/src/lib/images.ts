import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { COVER_SIZES, type CoverSize, IMAGE_MIME_TYPES } from '@nupe/shared';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AppError } from './app-error.js';
import type { MediaWriter, Storage } from './storage.js';

export type ImageVariant = { name: string; width: number };
export type StoredImage = { key: string; width: number; height: number; mime: string };

/**
 * Checks an uploaded image by its bytes (never by name or the browser's word), keeps the
 * original and writes web-sized WebP variants beside it.
 * Returns the storage key prefix; variants are `${prefix}/${name}.webp`.
 */
export async function storeImage(
  storage: MediaWriter,
  tempFile: string,
  folder: string,
  variants: ImageVariant[],
): Promise<StoredImage> {
  const type = await fileTypeFromFile(tempFile);
  if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError('INVALID_IMAGE_TYPE', 415);
  }
  let meta: Metadata;
  try {
    meta = await sharp(tempFile).metadata();
  } catch {
    throw new AppError('INVALID_IMAGE_TYPE', 415);
  }
  const id = randomUUID();
  const key = `${folder}/${id.slice(0, 2)}/${id}`;
  const written: string[] = [];
  try {
    for (const v of variants) {
      // Beside the upload's own temp file (DATA_DIR/tmp), which the reconciler sweeps.
      const out = path.join(path.dirname(tempFile), `nupe-${id}-${v.name}.webp`);
      try {
        await sharp(tempFile)
          .rotate()
          .resize({ width: v.width, height: v.width, fit: 'cover', withoutEnlargement: false })
          .webp({ quality: 78 })
          .toFile(out);
      } catch {
        await rm(out, { force: true });
        throw new AppError('INVALID_IMAGE_TYPE', 415); // bytes sharp could not decode
      }
      // A storage failure (a full disk) is not the image's fault: it propagates as it is.
      await storage.putFile(`${key}/${v.name}.webp`, out).finally(() => rm(out, { force: true }));
      written.push(`${key}/${v.name}.webp`);
    }
    await storage.putFile(`${key}/original.${type.ext}`, tempFile);
  } catch (err) {
    await Promise.all(written.map((k) => storage.remove(k)));
    throw err;
  }
  return { key, width: meta.width ?? 0, height: meta.height ?? 0, mime: type.mime };
}

export const AVATAR_VARIANTS: ImageVariant[] = [
  { name: 'sm', width: 96 },
  { name: 'md', width: 256 },
];

/** The public address of an image variant stored under `key`. */
export const imageUrl = (key: string | null, variant: string) =>
  key ? `/api/media/images/${key}/${variant}.webp` : null;

export async function removeTemp(file: string) {
  await rm(file, { force: true });
}

/** The web sizes every cover is stored in (from the shared cover sizes). */
export const COVER_VARIANTS = Object.entries(COVER_SIZES).map(([name, width]) => ({ name, width }));

const isCoverSize = (name: string): name is CoverSize => Object.hasOwn(COVER_SIZES, name);

/**
 * Makes a cover's web size that a cover stored before that size existed lacks, from its largest
 * variant (lg, 1000 px). Returns false when `name` is no cover size or the cover has no lg to
 * make it from. Used on first request and by the cover sizes backfill job.
 */
export async function makeCoverSize(storage: Storage, coverKey: string, name: string): Promise<boolean> {
  if (!isCoverSize(name) || name === 'lg') return false;
  const source = `${coverKey}/lg.webp`;
  if (!(await storage.stat(source))) return false;
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(source)) chunks.push(chunk as Buffer);
  const width = COVER_SIZES[name];
  const webp = await sharp(Buffer.concat(chunks))
    .resize({ width, height: width, fit: 'cover' })
    .webp({ quality: 78 })
    .toBuffer();
  await storage.put(`${coverKey}/${name}.webp`, Readable.from([webp]));
  return true;
}

import { AppError } from './app-error.js';
import { AVATAR_VARIANTS, COVER_VARIANTS, type StoredImage, storeImage } from './images.js';
import { removeLiveTempFiles } from './multipart.js';
import { type MediaWriter, STAGING_PREFIX, type Storage, stagingKey } from './storage.js';

/**
 * Media that becomes real only with the rows that point at it (#20). `fn` writes files through
 * the staged writer (they land under `staging/`) and commits its transaction; when it returns,
 * the files are promoted beside the real media; when it throws, they are removed. A crash in
 * between leaves them under `staging/`, where the reconciler finishes the job: it promotes a
 * staged file whose row committed and removes the others (media/reconcile.ts).
 */
export async function withStagedMedia<T>(storage: Storage, fn: (media: MediaWriter) => Promise<T>): Promise<T> {
  const staged = new Set<string>();
  liveStagings.add(staged);
  try {
    return await stageThenPromote(storage, staged, fn);
  } finally {
    liveStagings.delete(staged);
  }
}

/** Staged keys of work in flight in this process: what a shutdown must not leave behind. */
const liveStagings = new Set<Set<string>>();

/**
 * At shutdown, after the server stopped taking requests: waits up to `waitMs` for work in
 * flight to promote or discard its staged files, then removes the temp files still open.
 * Staged files still in flight are left for the reconciler, which alone can tell whether their
 * transaction committed. Answers how many temp files it removed and how many staged are left.
 */
export async function settleInFlightMedia(waitMs: number): Promise<{ removedTemp: number; stagedLeft: number }> {
  for (const deadline = Date.now() + waitMs; liveStagings.size > 0 && Date.now() < deadline; ) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const stagedLeft = [...liveStagings].reduce((n, set) => n + set.size, 0);
  return { removedTemp: await removeLiveTempFiles(waitMs), stagedLeft };
}

async function stageThenPromote<T>(
  storage: Storage,
  staged: Set<string>,
  fn: (media: MediaWriter) => Promise<T>,
): Promise<T> {
  const media: MediaWriter = {
    async put(key, body) {
      staged.add(key);
      return storage.put(stagingKey(key), body);
    },
    async putFile(key, file) {
      staged.add(key);
      return storage.putFile(stagingKey(key), file);
    },
    async remove(key) {
      staged.delete(key);
      await storage.remove(stagingKey(key));
    },
  };
  let result: T;
  try {
    result = await fn(media);
  } catch (err) {
    await Promise.all([...staged].map((key) => storage.remove(stagingKey(key)).catch(() => {})));
    throw err;
  }
  await Promise.all([...staged].map((key) => storage.promote(key)));
  return result;
}

/**
 * An uploaded image (checked by its bytes, stored as web-sized variants) whose key `save`
 * writes to the rows that point at it; staged until `save` returns. No file: MISSING_IMAGE.
 */
export async function saveImage<T>(
  storage: Storage,
  tempFile: string | undefined,
  folder: 'covers' | 'avatars',
  save: (image: StoredImage) => Promise<T>,
): Promise<T> {
  if (!tempFile) throw new AppError('MISSING_IMAGE', 400);
  const variants = folder === 'avatars' ? AVATAR_VARIANTS : COVER_VARIANTS;
  return withStagedMedia(storage, async (media) => save(await storeImage(media, tempFile, folder, variants)));
}

/**
 * For background jobs: a job queued in the writer's transaction can start the moment it
 * commits, before the writer has promoted its files. The row committed, so the files belong in
 * place: promote them now (promotion is idempotent). `key`: a file, or an image folder.
 */
export async function ensurePromoted(storage: Storage, key: string): Promise<void> {
  if (await storage.stat(stagingKey(key))) {
    await storage.promote(key);
    return;
  }
  for await (const object of storage.list(stagingKey(key))) {
    await storage.promote(object.key.slice(STAGING_PREFIX.length));
  }
}

import { AppError } from './app-error.js';
import { AVATAR_VARIANTS, COVER_VARIANTS, type StoredImage, storeImage } from './images.js';
import { removeLiveTempFiles } from './multipart.js';
import { type MediaWriter, STAGING_PREFIX, type Storage, stagingKey } from './storage.js';

/**
 * Media that becomes real only with the rows that point at it. `fn` writes files through
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

/** How long staged files may wait for their writer before a job promotes them itself. */
export const PROMOTION_WAIT_MS = 15_000;

/**
 * For background jobs: a job queued in the writer's transaction can start the moment it
 * commits, before the writer has promoted its files. The job waits for the writer's promotion
 * rather than promoting too: two promotions of one key at once rewrite the object while it
 * streams on some stores. Only files staged longer than `waitMs` (by their time in the store,
 * or by this job's wait), whose writer died between commit and promotion, does the job promote
 * itself: the row committed, so they belong in place. `key`: a file, or an image folder.
 */
export async function ensurePromoted(storage: Storage, key: string, waitMs = PROMOTION_WAIT_MS): Promise<void> {
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    const staged = await stagedUnder(storage, key);
    if (staged.length === 0) return;
    const newest = Math.max(...staged.map((o) => o.mtime.getTime()));
    if (Date.now() >= Math.min(giveUpAt, newest + waitMs)) {
      for (const o of staged) await storage.promote(o.key); // promotion is idempotent
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The staged files of `key` (a file, or every file of a folder), by their real keys. */
async function stagedUnder(storage: Storage, key: string): Promise<StoredObjectAt[]> {
  const file = await storage.stat(stagingKey(key));
  if (file) return [{ key, mtime: file.mtime }];
  const found: StoredObjectAt[] = [];
  for await (const o of storage.list(stagingKey(key))) {
    found.push({ key: o.key.slice(STAGING_PREFIX.length), mtime: o.mtime });
  }
  return found;
}
type StoredObjectAt = { key: string; mtime: Date };

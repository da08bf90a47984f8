import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../db/client.js';
import { STAGING_PREFIX, type Storage } from '../lib/storage.js';
import { mediaFilesRepository } from '../repositories/media-files.repository.js';

/** The folder under DATA_DIR/tmp where resumable uploads wait to be resumed. */
export const TUS_TEMP_DIR = 'tus';

export type ReconcileReport = {
  /** Staged files whose rows had committed before a crash: moved into place. */
  promoted: string[];
  /** Staged files no row points at (an upload that never committed). */
  removedStaged: string[];
  /** Files beside the real media that no row points at (deleted rows, half-written `.part` files). */
  removedUnreferenced: string[];
  /** Temp files of every kind under DATA_DIR/tmp. */
  removedTemp: string[];
};

/**
 * Puts storage back in step with the database, removing only what is older than the
 * grace period, so that work in flight is never disturbed:
 * - a staged file whose row committed is promoted at once (the crash came between commit and
 *   promotion); one without a row is removed once older than the grace period;
 * - a file outside staging that no row points at is removed;
 * - temp files under DATA_DIR/tmp are removed (not resumable uploads under tmp/tus: they expire by themselves).
 * Runs at start-up and every hour (plugins/core.ts), and on demand: `npm run media:reconcile`.
 */
export async function reconcileMedia(
  db: DbOrTx,
  storage: Storage,
  tempRoot: string,
  { graceMs, now = Date.now() }: { graceMs: number; now?: number },
): Promise<ReconcileReport> {
  const report = emptyReport();
  const cutoff = now - graceMs;
  const referenced = await referencedKeys(db);
  await sweepStaging(storage, referenced, cutoff, report);
  for await (const object of storage.list('')) {
    if (object.key.startsWith(STAGING_PREFIX) || object.mtime.getTime() > cutoff || referenced(object.key)) continue;
    await storage.remove(object.key);
    report.removedUnreferenced.push(object.key);
  }
  for (const file of await filesUnder(tempRoot)) {
    // Resumable uploads wait up to a day for their artist and are swept by their own expiry (modules/uploads).
    if (path.relative(tempRoot, file).startsWith(`${TUS_TEMP_DIR}${path.sep}`)) continue;
    const info = await stat(file).catch(() => null);
    if (!info || info.mtime.getTime() > cutoff) continue;
    await rm(file, { force: true });
    report.removedTemp.push(path.relative(tempRoot, file));
  }
  return report;
}

/**
 * Only the staging half, quick (staging holds only work in flight): the server awaits it at
 * start-up, so a song whose row committed just before a crash plays as soon as it serves.
 */
export async function reconcileStaging(db: DbOrTx, storage: Storage, graceMs: number): Promise<ReconcileReport> {
  const report = emptyReport();
  await sweepStaging(storage, await referencedKeys(db), Date.now() - graceMs, report);
  return report;
}

const emptyReport = (): ReconcileReport => ({
  promoted: [],
  removedStaged: [],
  removedUnreferenced: [],
  removedTemp: [],
});

type Referenced = (key: string) => boolean;

async function referencedKeys(db: DbOrTx): Promise<Referenced> {
  const { files, folders } = await mediaFilesRepository.referencedKeys(db);
  return (key) => files.has(key) || folders.has(path.posix.dirname(key));
}

async function sweepStaging(storage: Storage, referenced: Referenced, cutoff: number, report: ReconcileReport) {
  for await (const object of storage.list(STAGING_PREFIX)) {
    const key = object.key.slice(STAGING_PREFIX.length);
    if (referenced(key)) {
      // Its row committed: the file belongs in place whatever its age (promotion is idempotent,
      // so a request still about to promote it loses nothing).
      await storage.promote(key);
      report.promoted.push(key);
    } else if (object.mtime.getTime() <= cutoff) {
      await storage.remove(object.key);
      report.removedStaged.push(key);
    }
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export const reconcileSummary = (r: ReconcileReport) =>
  `promoted ${r.promoted.length} staged file(s) whose rows had committed; removed ${r.removedStaged.length} staged, ` +
  `${r.removedUnreferenced.length} unreferenced and ${r.removedTemp.length} temp file(s)`;

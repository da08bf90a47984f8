import sharp from 'sharp';
import type { Db, DbOrTx } from '../../db/client.js';
import { enqueueJob, type JobHandler, jobPending } from '../../jobs/define-job.js';
import { qualityCheckJob } from '../../jobs/definitions.js';
import { ensurePromoted } from '../../lib/staged-media.js';
import type { Storage } from '../../lib/storage.js';
import type { TranscodeSlots } from '../../lib/transcode-slots.js';
import { loudnessOf } from '../../media/loudness.js';
import { qualityRepository } from '../../repositories/quality.repository.js';
import { songsRepository } from '../../repositories/songs.repository.js';
import { runChecks } from './quality-checks.js';

/**
 * The automatic quality checks as a job on the queue: an upload answers at once and the
 * level is measured (ffmpeg decodes the whole file) in the background. The same job runs
 * again when the artist replaces a song's audio or cover or changes its album or credit; it
 * always checks the song as it is now.
 */

/** Queues the checks of a song in the caller's transaction (one waiting job covers a burst of edits). */
export async function enqueueQualityChecks(tx: DbOrTx, songId: string): Promise<void> {
  await enqueueJob(tx, qualityCheckJob, { songId });
}

/** Whether checks of the song are waiting or running (the review screen says so). */
export function qualityChecksPending(db: DbOrTx, songId: string): Promise<boolean> {
  return jobPending(db, qualityCheckJob, { songId });
}

/** The size of a stored cover, read from its kept original (the variants are resized). */
async function coverSize(storage: Storage, coverKey: string | null) {
  if (!coverKey) return null;
  for (const ext of ['jpg', 'png', 'webp']) {
    const key = `${coverKey}/original.${ext}`;
    if (!(await storage.stat(key))) continue;
    const meta = await storage.withLocalFile(key, (file) => sharp(file).metadata());
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  }
  return null;
}

/**
 * Runs every check on the song as stored now and, in one transaction with the song locked:
 * keeps the results for the reviewer; raises each failure as an open issue unless one of
 * that kind is already open (an automatic one gets the new measurement as its text); and
 * resolves the open automatic issues whose check now passes, recorded as resolved by the
 * checks themselves (no staff member). Issues raised by hand are left to staff.
 */
export function createQualityCheckJob(db: Db, storage: Storage, slots: TranscodeSlots): JobHandler<{ songId: string }> {
  return async ({ songId }) => {
    const view = await songsRepository.findView(db, songId);
    if (!view || view.song.removedAt) return; // deleted or removed since: nothing to check
    // Queued with the upload: it may start before the upload has promoted its files.
    await ensurePromoted(storage, view.audioKey);
    if (view.song.coverKey) await ensurePromoted(storage, view.song.coverKey);
    const [loudness, cover] = await Promise.all([
      // The stored EBU R128 measurement (made here if the loudness job has not run yet).
      loudnessOf(db, storage, { id: view.song.audioFileId, storageKey: view.audioKey }, { slots }).catch(() => null),
      coverSize(storage, view.song.coverKey),
    ]);
    const results = runChecks({
      bitrate: view.song.bitrate,
      durationSeconds: view.song.durationSeconds,
      loudness,
      cover,
      album: view.albumTitle,
      credit: view.song.artistCredit,
    });
    const at = new Date();
    await db.transaction(async (tx) => {
      await qualityRepository.lockSong(tx, songId);
      await qualityRepository.saveChecks(tx, songId, results, at);
      const open = await qualityRepository.openForSong(tx, songId);
      for (const r of results) {
        const same = open.filter((i) => i.kind === r.kind);
        if (r.passed === false) {
          const automatic = same.find((i) => i.source === 'automatic');
          if (automatic) await qualityRepository.redescribe(tx, automatic.id, r.detail, at);
          else if (same.length === 0) {
            await qualityRepository.insert(tx, {
              songId,
              kind: r.kind,
              description: r.detail,
              status: 'needs_fix',
              source: 'automatic',
              createdAt: at,
              updatedAt: at,
            });
          }
        } else if (r.passed === true) {
          for (const i of same.filter((x) => x.source === 'automatic')) {
            await qualityRepository.resolveBySystem(tx, i.id, at);
          }
        }
      }
    });
  };
}

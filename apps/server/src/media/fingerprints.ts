import type { Db } from '../db/client.js';
import { enqueueJob } from '../jobs/define-job.js';
import { fingerprintJob } from '../jobs/definitions.js';
import { fingerprintOf, SAME_RECORDING, similarity } from '../lib/chromaprint.js';
import { ensurePromoted } from '../lib/staged-media.js';
import type { Storage } from '../lib/storage.js';
import { fingerprintsRepository as repo } from '../repositories/fingerprints.repository.js';
import { jobsRepository } from '../repositories/jobs.repository.js';
import { qualityRepository } from '../repositories/quality.repository.js';

/**
 * Acoustic fingerprints of kept originals, and the check they serve: an original that is the same
 * recording as another item's (a re-encode, another bitrate, a louder copy — not the same bytes,
 * which the upload itself refuses or flags) is raised to staff as a `possible_duplicate` issue on
 * the newer item, naming the older one, once.
 */
export async function fingerprintAndCompare(
  db: Db,
  storage: Storage,
  file: { id: string; storageKey: string },
  signal?: AbortSignal,
): Promise<{ sameAs: { songId: string; title: string; score: number }[] }> {
  let stored = await repo.find(db, file.id);
  if (!stored) {
    await ensurePromoted(storage, file.storageKey);
    const made = await storage.withLocalFile(file.storageKey, (path) => fingerprintOf(path, signal));
    await repo.save(db, file.id, made);
    stored = { mediaFileId: file.id, ...made, computedAt: new Date() };
  }
  const song = await repo.songOfFile(db, file.id);
  if (!song || stored.fingerprint.length === 0) return { sameAs: [] };
  const sameAs = (await repo.candidates(db, file.id, stored.durationSeconds))
    .filter((c) => c.songId !== song.id)
    .map((c) => ({ songId: c.songId, title: c.title, score: similarity(stored.fingerprint, c.fingerprint) }))
    .filter((c) => c.score >= SAME_RECORDING);
  if (sameAs.length === 0) return { sameAs };
  await db.transaction(async (tx) => {
    await qualityRepository.lockSong(tx, song.id);
    const open = await qualityRepository.openForSong(tx, song.id);
    for (const other of sameAs) {
      const text = `Same recording, different file: “${other.title}” (${other.songId}), ${Math.round(other.score * 100)} % alike by acoustic fingerprint.`;
      if (open.some((i) => i.kind === 'possible_duplicate' && i.description.includes(other.songId))) continue;
      await qualityRepository.insert(tx, {
        songId: song.id,
        kind: 'possible_duplicate',
        description: text,
        duplicateOf: other.songId,
        source: 'automatic',
      });
    }
  });
  return { sameAs };
}

/** The backfill: queues a fingerprint of every original that has none (and no job for it). */
export async function enqueueMissingFingerprints(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    let added = 0;
    for (const mediaFileId of await repo.unfingerprinted(tx)) {
      if (await jobsRepository.exists(tx, fingerprintJob.name, mediaFileId)) continue;
      if (await enqueueJob(tx, fingerprintJob, { mediaFileId })) added += 1;
    }
    return added;
  });
}

import type { Db } from '../db/client.js';
import { enqueueJob } from '../jobs/define-job.js';
import { albumLoudnessJob, loudnessJob } from '../jobs/definitions.js';
import { measureR128, type R128, type R128Input } from '../lib/ebur128.js';
import { ensurePromoted } from '../lib/staged-media.js';
import type { Storage } from '../lib/storage.js';
import type { TranscodeSlots } from '../lib/transcode-slots.js';
import { jobsRepository } from '../repositories/jobs.repository.js';
import { loudnessRepository as repo } from '../repositories/loudness.repository.js';

/**
 * Loudness of kept originals, measured once and kept (audio_loudness): the loudness job, the
 * backfill and the staff quality checks all read it from here, so every figure shown comes
 * from one measurement.
 */

/** Opens several stored files as local paths at once (an object store downloads each). */
function withLocalFiles<T>(storage: Storage, keys: string[], use: (files: string[]) => Promise<T>): Promise<T> {
  const step = (i: number, files: string[]): Promise<T> =>
    i === keys.length ? use(files) : storage.withLocalFile(keys[i] as string, (file) => step(i + 1, [...files, file]));
  return step(0, []);
}

/**
 * The stored measurement of an original, measuring (and keeping) it first when there is none;
 * the measurement (ffmpeg decoding the whole file) waits for one of the transcode `slots`.
 */
export async function loudnessOf(
  db: Db,
  storage: Storage,
  file: { id: string; storageKey: string },
  { slots, signal }: { slots: TranscodeSlots; signal?: AbortSignal },
): Promise<R128> {
  const stored = await repo.find(db, file.id);
  if (stored) return stored;
  // Queued with the upload: it may start before the upload has promoted the original.
  await ensurePromoted(storage, file.storageKey);
  const measured = await slots.forJob(signal, () =>
    storage.withLocalFile(file.storageKey, (path) => measureR128([{ file: path }], signal)),
  );
  await repo.save(db, file.id, measured);
  return measured;
}

/**
 * Measures an album's current tracks as one programme and keeps it with the key of the set
 * measured; an album left without tracks loses its measurement.
 */
export async function measureAlbum(db: Db, storage: Storage, albumId: string, signal?: AbortSignal): Promise<void> {
  const tracks = await repo.albumTracks(db, albumId);
  const key = await repo.albumTracksKey(db, albumId);
  if (tracks.length === 0 || key === null) return repo.removeAlbum(db, albumId);
  for (const t of tracks) await ensurePromoted(storage, t.storageKey);
  const measured = await withLocalFiles(
    storage,
    tracks.map((t) => t.storageKey),
    (files) =>
      measureR128(
        files.map((file, i): R128Input => ({ file, channels: tracks[i]?.channels ?? null })),
        signal,
      ),
  );
  // Saved only when the album still has the tracks measured; otherwise a newer job (queued by
  // the change) measures it again.
  if ((await repo.albumTracksKey(db, albumId)) === key) await repo.saveAlbum(db, albumId, measured, key);
}

/** Queues the album measurements of the albums a newly measured original belongs to. */
export async function enqueueAlbumsOf(db: Db, mediaFileId: string): Promise<void> {
  const albums = await repo.albumsOfFile(db, mediaFileId);
  if (albums.length === 0) return;
  await db.transaction(async (tx) => {
    for (const albumId of albums) await enqueueJob(tx, albumLoudnessJob, { albumId });
  });
}

/**
 * The backfill: queues a measurement of every original that has none (and no job for it,
 * whatever that job's state) and of every stale album. Answers how many it queued.
 */
export async function enqueueMissingLoudness(db: Db): Promise<{ files: number; albums: number }> {
  return db.transaction(async (tx) => {
    let files = 0;
    let albums = 0;
    for (const mediaFileId of await repo.unmeasuredFiles(tx)) {
      // A file whose measurement failed for good is not tried again at every start.
      if (await jobsRepository.exists(tx, loudnessJob.name, mediaFileId)) continue;
      if (await enqueueJob(tx, loudnessJob, { mediaFileId })) files += 1;
    }
    for (const albumId of await repo.staleAlbums(tx)) {
      if (await enqueueJob(tx, albumLoudnessJob, { albumId })) albums += 1;
    }
    return { files, albums };
  });
}

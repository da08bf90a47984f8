import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.js';
import { enqueueJob, type JobHandler } from '../../jobs/define-job.js';
import { renditionJob } from '../../jobs/definitions.js';
import { sha256Of } from '../../lib/digest.js';
import { ensurePromoted, withStagedMedia } from '../../lib/staged-media.js';
import type { Storage } from '../../lib/storage.js';
import type { TranscodeSlots } from '../../lib/transcode-slots.js';
import { jobsRepository } from '../../repositories/jobs.repository.js';
import { renditionsRepository as repo } from '../../repositories/renditions.repository.js';
import type { RenditionKind } from '../../repositories/rows.js';
import { RENDITION_FORMATS, transcode } from './transcode.js';

/**
 * Queues the renditions of every song's current recording that has neither the rendition
 * nor a job for it (whatever that job's state): songs stored before renditions existed, the
 * seeded demo catalogue. Run when the worker starts; cheap when there is nothing to add, and
 * a failed job is not retried by it. Answers how many jobs it added.
 */
export async function enqueueMissingRenditions(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    let added = 0;
    for (const missing of await repo.missing(tx)) {
      const key = renditionJob.dedupeKey(missing);
      if (key && (await jobsRepository.exists(tx, renditionJob.name, key))) continue;
      if (await enqueueJob(tx, renditionJob, missing)) added += 1;
    }
    return added;
  });
}

/**
 * The job that makes one rendition: reads the untouched original (the archive copy), has
 * ffmpeg write a new file in a temp directory, stages it in storage under a fresh key, records
 * it and promotes it. Running it twice is harmless: an existing rendition ends the job.
 */
export function createRenditionJob(
  db: Db,
  storage: Storage,
  tempDir: string,
  slots: TranscodeSlots,
): JobHandler<{ mediaFileId: string; kind: RenditionKind }> {
  return async ({ mediaFileId, kind }, { signal }) => {
    const original = await repo.mediaFile(db, mediaFileId);
    if (!original) return; // the recording was deleted: nothing to make
    if (await repo.find(db, mediaFileId, kind)) return;

    const format = RENDITION_FORMATS[kind];
    const id = randomUUID();
    await mkdir(tempDir, { recursive: true });
    const temp = path.join(tempDir, `${id}.${format.ext}`);
    const key = `renditions/${id.slice(0, 2)}/${id}.${format.ext}`;
    try {
      // Queued with the upload: it may start before the upload has promoted the original.
      await ensurePromoted(storage, original.storageKey);
      // One of the MAX_TRANSCODES ffmpegs: it waits its turn behind listeners and other jobs.
      const made = await slots.forJob(signal, () =>
        storage.withLocalFile(original.storageKey, (file) => transcode(file, temp, kind, signal)),
      );
      if (signal.aborted) throw new Error('aborted');
      // Staged until its row commits: a crash in between leaves nothing beside the real media.
      await withStagedMedia(storage, async (media) => {
        // The checksum the fixity audits compare with, taken before the file leaves this machine.
        const sha256 = await sha256Of(createReadStream(temp));
        await media.putFile(key, temp);
        const inserted = await repo.insert(db, {
          id,
          mediaFileId,
          kind,
          storageKey: key,
          mime: format.mime,
          sizeBytes: made.sizeBytes,
          bitrate: made.bitrate,
          durationSeconds: made.durationSeconds,
          sha256,
        });
        if (!inserted) await media.remove(key); // another worker made it first
      });
    } finally {
      await rm(temp, { force: true });
    }
  };
}

import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Storage } from '../../lib/storage.js';
import { renditionsRepository as repo } from '../../repositories/renditions.repository.js';
import { RENDITION_KINDS, type RenditionKind } from '../../repositories/rows.js';
import { enqueueJob, type JobHandler } from '../jobs/job-queue.js';
import { RENDITION_FORMATS, transcode } from './transcode.js';

export const RENDITION_JOB = 'rendition';

/** Public address of a rendition; its storage key carries the rendition id. */
export const renditionUrl = (key: string | null | undefined) => (key ? `/api/media/${key}` : null);

/**
 * Queues both streaming renditions of a recording, in the caller's transaction (the one
 * that creates the song or swaps its audio), so a committed song always has its jobs.
 */
export async function enqueueRenditions(tx: DbOrTx, mediaFileId: string): Promise<void> {
  for (const kind of RENDITION_KINDS) await enqueueJob(tx, RENDITION_JOB, { mediaFileId, kind });
}

/**
 * Queues the renditions of every song's current recording that has neither the rendition
 * nor a job for it (whatever that job's state): songs stored before renditions existed, the
 * seeded demo catalogue. Run when the worker starts; cheap when there is nothing to add, and
 * a failed job is not retried by it. Answers how many jobs it added.
 */
export async function enqueueMissingRenditions(db: Db): Promise<number> {
  const kinds = sql.join(
    RENDITION_KINDS.map((k) => sql`(${k})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into jobs (kind, payload)
    select distinct ${RENDITION_JOB}, jsonb_build_object('mediaFileId', s.audio_file_id, 'kind', k.kind)
    from songs s cross join (values ${kinds}) as k(kind)
    where not exists (
        select 1 from song_renditions r where r.media_file_id = s.audio_file_id and r.kind = k.kind)
      and not exists (
        select 1 from jobs j
        where j.kind = ${RENDITION_JOB}
          and j.payload->>'mediaFileId' = s.audio_file_id::text
          and j.payload->>'kind' = k.kind)
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * The job that makes one rendition: reads the untouched original (the archive copy), has
 * ffmpeg write a new file in a temp directory, moves it into storage under a fresh key and
 * records it. Running it twice is harmless: an existing rendition ends the job.
 */
export function createRenditionJob(db: Db, storage: Storage, tempDir: string): JobHandler {
  return async (payload, { signal }) => {
    const mediaFileId = String(payload.mediaFileId);
    const kind = payload.kind as RenditionKind;
    if (!RENDITION_KINDS.includes(kind)) throw new Error(`unknown rendition kind ${String(payload.kind)}`);
    const original = await repo.mediaFile(db, mediaFileId);
    if (!original) return; // the recording was deleted: nothing to make
    if (await repo.find(db, mediaFileId, kind)) return;

    const format = RENDITION_FORMATS[kind];
    const id = randomUUID();
    await mkdir(tempDir, { recursive: true });
    const temp = path.join(tempDir, `${id}.${format.ext}`);
    const key = `renditions/${id.slice(0, 2)}/${id}.${format.ext}`;
    try {
      const made = await transcode(storage.localPath(original.storageKey), temp, kind, signal);
      if (signal.aborted) throw new Error('aborted');
      await storage.putFile(key, temp);
      const inserted = await repo.insert(db, {
        id,
        mediaFileId,
        kind,
        storageKey: key,
        mime: format.mime,
        sizeBytes: made.sizeBytes,
        bitrate: made.bitrate,
        durationSeconds: made.durationSeconds,
      });
      if (!inserted) await storage.remove(key);
    } catch (err) {
      await storage.remove(key).catch(() => {});
      throw err;
    } finally {
      await rm(temp, { force: true });
    }
  };
}

import type { FastifyInstance } from 'fastify';
import { enqueueJob } from '../../jobs/define-job.js';
import { albumLoudnessJob, fingerprintJob, loudnessBackfillJob, loudnessJob } from '../../jobs/definitions.js';
import { enqueueMissingFingerprints, fingerprintAndCompare } from '../../media/fingerprints.js';
import { enqueueAlbumsOf, enqueueMissingLoudness, loudnessOf, measureAlbum } from '../../media/loudness.js';
import { renditionsRepository } from '../../repositories/renditions.repository.js';

/**
 * Loudness (EBU R128, ReplayGain 2.0) and acoustic fingerprints: the jobs that measure each
 * kept original and each album, fingerprint each original against the archive, and the
 * backfill that finds what is unmeasured — run when the worker starts and
 * queued again whenever a song changes (a new recording, a song moved between albums).
 */
export async function loudnessModule(app: FastifyInstance) {
  const { db } = app.database;
  // Each measurement decodes whole recordings with ffmpeg (fpcalc for fingerprints): one of the
  // MAX_TRANSCODES processes, waiting its turn.
  const inSlot = <T>(signal: AbortSignal, work: () => Promise<T>) => app.transcodeSlots.forJob(signal, work);
  app.jobs.handle(loudnessJob, async ({ mediaFileId }, { signal }) => {
    const file = await renditionsRepository.mediaFile(db, mediaFileId);
    if (!file) return; // the recording was deleted: nothing to measure
    await loudnessOf(db, app.storage, file, { slots: app.transcodeSlots, signal });
    await enqueueAlbumsOf(db, mediaFileId);
    // Songs now answer their loudness: cached lists read again (no song named, so this does
    // not queue another backfill).
    app.events.catalogueChanged();
  });
  app.jobs.handle(albumLoudnessJob, async ({ albumId }, { signal }) => {
    await inSlot(signal, () => measureAlbum(db, app.storage, albumId, signal));
    app.events.catalogueChanged();
  });
  app.jobs.handle(fingerprintJob, async ({ mediaFileId }, { signal }) => {
    const file = await renditionsRepository.mediaFile(db, mediaFileId);
    if (!file) return;
    const { sameAs } = await inSlot(signal, () => fingerprintAndCompare(db, app.storage, file, signal));
    if (sameAs.length)
      app.log.info({ mediaFileId, sameAs: sameAs.map((s) => s.songId) }, 'same recording, different file');
  });
  app.jobs.handle(loudnessBackfillJob, async () => {
    const added = { ...(await enqueueMissingLoudness(db)), fingerprints: await enqueueMissingFingerprints(db) };
    if (added.files || added.albums || added.fingerprints)
      app.log.info(added, 'queued loudness measurements and fingerprints');
  });
  const backfill = () =>
    enqueueJob(db, loudnessBackfillJob, {}).catch((err: unknown) => {
      app.log.error({ err }, 'could not queue the loudness backfill');
      return false;
    });
  app.jobs.onStart(async () => {
    await backfill();
  });
  // A song's details changed: its album (or the one it left) may need measuring again.
  app.events.on('songChanged', () => void backfill());
}

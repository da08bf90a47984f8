import { z } from 'zod';
import { RENDITION_KINDS } from '../repositories/rows.js';
import { defineJob } from './define-job.js';

/** One streaming rendition (standard or data saver) of one stored recording. */
export const renditionJob = defineJob({
  name: 'rendition',
  payload: z.object({ mediaFileId: z.guid(), kind: z.enum(RENDITION_KINDS) }),
  // The same recording and kind is the same file: never two queued.
  dedupeKey: (p) => `${p.mediaFileId}:${p.kind}`,
  concurrency: 1,
});

/**
 * The automatic quality checks of a song. A job still waiting already covers a newer edit
 * (it reads the song when it runs), so a burst of edits costs one run. Its own concurrency
 * slot means a reviewer's checks never wait behind a backlog of transcodes.
 */
export const qualityCheckJob = defineJob({
  name: 'quality_checks',
  payload: z.object({ songId: z.guid() }),
  dedupeKey: (p) => p.songId,
  concurrency: 1,
});

/**
 * A fixity audit of every kept file. `scheduled` and `now` are separate keys: an admin's
 * "run now" is not swallowed by next week's scheduled run. One attempt: a failed run is kept
 * as such (with its error) and the schedule goes on.
 */
export const fixityAuditJob = defineJob({
  name: 'fixity_audit',
  payload: z.object({ trigger: z.enum(['schedule', 'admin']) }),
  dedupeKey: (p) => (p.trigger === 'schedule' ? 'scheduled' : 'now'),
  concurrency: 1,
  maxAttempts: 1,
});

/**
 * Makes the web sizes of covers stored before those sizes existed (the 320 px card size), queued
 * each time the worker starts; a cover that has every size costs one look at its storage.
 */
export const coverSizesJob = defineJob({
  name: 'cover_sizes',
  payload: z.object({}),
  dedupeKey: () => 'all',
  concurrency: 1,
});

/**
 * The EBU R128 loudness of one kept original (ffmpeg decodes all of it). Queued with every
 * new recording and by the backfill; one run measures a file once, whoever asked.
 */
export const loudnessJob = defineJob({
  name: 'loudness',
  payload: z.object({ mediaFileId: z.guid() }),
  dedupeKey: (p) => p.mediaFileId,
  concurrency: 1,
});

/**
 * An album's loudness, its tracks measured as one programme. A job still waiting covers
 * every track added or measured before it runs (it reads the album when it runs).
 */
export const albumLoudnessJob = defineJob({
  name: 'album_loudness',
  payload: z.object({ albumId: z.guid() }),
  dedupeKey: (p) => p.albumId,
  concurrency: 1,
});

/**
 * Finds what has no loudness yet (recordings stored before measurement existed, imports, the
 * seeded catalogue) or an album measurement that no longer fits its tracks, and queues the
 * measurements. Cheap when nothing is missing.
 */
export const loudnessBackfillJob = defineJob({
  name: 'loudness_backfill',
  payload: z.object({}),
  dedupeKey: () => 'backfill',
  concurrency: 1,
});

/**
 * The acoustic fingerprint of one kept original (Chromaprint), compared with the archive's:
 * the same recording in another file is raised to staff. Queued with every new recording and
 * by the loudness backfill.
 */
export const fingerprintJob = defineJob({
  name: 'fingerprint',
  payload: z.object({ mediaFileId: z.guid() }),
  dedupeKey: (p) => p.mediaFileId,
  concurrency: 1,
});

/** Every job type the server defines: each must have a handler before the worker starts. */
export const JOB_TYPES = [
  renditionJob,
  qualityCheckJob,
  fixityAuditJob,
  loudnessJob,
  albumLoudnessJob,
  loudnessBackfillJob,
  fingerprintJob,
  coverSizesJob,
];

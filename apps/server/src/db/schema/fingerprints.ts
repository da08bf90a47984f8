import { integer, pgTable, real, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mediaFiles } from './media-files.js';

/**
 * The acoustic fingerprint of a kept original (Chromaprint, Debian's fpcalc, raw form: one
 * 32-bit value per ~0.12 s of the first two minutes). Two files of the same recording — a
 * re-encode, another bitrate, a louder copy — have nearly the same values; others do not.
 */
export const audioFingerprints = pgTable('audio_fingerprints', {
  mediaFileId: uuid('media_file_id')
    .primaryKey()
    .references(() => mediaFiles.id, { onDelete: 'cascade' }),
  durationSeconds: real('duration_seconds').notNull(),
  fingerprint: integer('fingerprint').array().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

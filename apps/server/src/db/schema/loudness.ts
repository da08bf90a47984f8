import { sql } from 'drizzle-orm';
import { check, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { albums } from './albums.js';
import { mediaFiles } from './media-files.js';

/**
 * The EBU R128 measurement of a kept original (ffmpeg's ebur128 filter with true peak): one
 * row per media file, written once it has been decoded in full. Gains are derived from it
 * when answered (ReplayGain 2.0: −18 LUFS reference), so a change of reference needs no
 * new measurement. `truePeak` is linear (1.0 = 0 dBTP; 0 for digital silence).
 */
export const audioLoudness = pgTable(
  'audio_loudness',
  {
    mediaFileId: uuid('media_file_id')
      .primaryKey()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    integratedLufs: real('integrated_lufs').notNull(),
    rangeLu: real('range_lu').notNull(),
    truePeak: real('true_peak').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('audio_loudness_peak_check', sql`${t.truePeak} >= 0`)],
);

/**
 * An album's loudness: its tracks' originals measured as one programme (EBU R128 gating over
 * all of them, as ReplayGain 2.0 album gain asks), and the highest true peak among them.
 * `tracksKey` names the set of originals measured, so a changed album is seen as stale.
 */
export const albumLoudness = pgTable(
  'album_loudness',
  {
    albumId: uuid('album_id')
      .primaryKey()
      .references(() => albums.id, { onDelete: 'cascade' }),
    integratedLufs: real('integrated_lufs').notNull(),
    truePeak: real('true_peak').notNull(),
    tracksKey: text('tracks_key').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('album_loudness_peak_check', sql`${t.truePeak} >= 0`)],
);

export type AudioLoudnessRow = typeof audioLoudness.$inferSelect;

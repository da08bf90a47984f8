import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, real, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { mediaFiles } from './media-files.js';

export const RENDITION_KINDS = ['standard', 'data_saver'] as const;
export type RenditionKind = (typeof RENDITION_KINDS)[number];

/**
 * A streaming copy of an uploaded recording made by the background worker:
 * `standard` (~128 kbps MP3) and `data_saver` (≤ 48 kbps Opus in Ogg). The original
 * media_files row and its bytes stay untouched: they are the archive copy. A recording
 * has at most one rendition of each kind; a song streams the renditions of its current
 * audio file (a replaced recording gets its own).
 */
export const songRenditions = pgTable(
  'song_renditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mediaFileId: uuid('media_file_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RENDITION_KINDS }).notNull(),
    /** e.g. `renditions/ab/ab12….opus`. */
    storageKey: text('storage_key').notNull().unique(),
    mime: text('mime').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Average bitrate in bits per second, as measured on the output. */
    bitrate: integer('bitrate'),
    durationSeconds: real('duration_seconds'),
    /** SHA-256 of the file as written, hex (the fixity audit's reference); null for renditions made before fixity audits existed. */
    sha256: text('sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('song_renditions_file_kind_key').on(t.mediaFileId, t.kind),
    check('song_renditions_kind_check', sql`${t.kind} in ('standard', 'data_saver')`),
  ],
);

export type SongRenditionRow = typeof songRenditions.$inferSelect;

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * An uploaded audio file, kept byte for byte as it arrived (the archive copy).
 * Rows are never rewritten: a new recording is a new row and a new storage key.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Where the bytes live in Storage, e.g. `audio/ab/ab12….mp3`. */
    storageKey: text('storage_key').notNull().unique(),
    /** The type sniffed from the bytes (never the browser's word). */
    mime: text('mime').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** SHA-256 of the untouched original, hex, computed while it streamed in. */
    sha256: text('sha256').notNull(),
    durationSeconds: real('duration_seconds'),
    bitrate: integer('bitrate'),
    sampleRate: integer('sample_rate'),
    channels: integer('channels'),
    codec: text('codec'),
    originalFilename: text('original_filename'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('media_files_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    // Duplicate detection at upload: is this original already in the archive?
    index('media_files_sha256_idx').on(t.sha256),
  ],
);

export type MediaFileRow = typeof mediaFiles.$inferSelect;

import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { songs } from './songs.js';

/**
 * The sections (index segments) of a recording, in order of `position` (their starts ascend).
 * The list is rewritten whole on each change; what changed is kept in `archive_changes`.
 */
export const songSections = pgTable(
  'song_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    start: doublePrecision('start').notNull(),
    /** Null: the section lasts until the next one (or the end of the recording). */
    end: doublePrecision('end'),
    title: text('title').notNull(),
    synopsis: text('synopsis'),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    language: text('language'),
  },
  (t) => [
    unique('song_sections_position_key').on(t.songId, t.position),
    check('song_sections_times_check', sql`${t.start} >= 0 and (${t.end} is null or ${t.end} > ${t.start})`),
  ],
);

export type SongSectionRow = typeof songSections.$inferSelect;

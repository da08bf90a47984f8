import type { Place } from '@nupe/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { songs } from './songs.js';
import { users } from './users.js';

/** PostgreSQL's full-text vector, generated from a folded `search_text` (lib/search-fold.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const searchVector = () => tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`);

/** Collections (series) of the archive, e.g. "Bida Zikiri sessions, 1980s". */
export const collections = pgTable('collections', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  description: text('description').notNull().default(''),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The archive description of an item, one row per described song, modelled on OLAC /
 * Dublin Core. `recorded` is the EDTF value as given; its earliest and
 * latest days are kept beside it so decades and ranges can be searched with an index.
 */
export const songDescriptions = pgTable(
  'song_descriptions',
  {
    songId: uuid('song_id')
      .primaryKey()
      .references(() => songs.id, { onDelete: 'cascade' }),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    recorded: text('recorded'),
    recordedFrom: date('recorded_from'),
    recordedTo: date('recorded_to'),
    place: jsonb('place').$type<Place>(),
    occasion: text('occasion'),
    description: text('description'),
    subjects: jsonb('subjects').$type<string[]>().notNull().default([]),
    discourseType: text('discourse_type'),
    contributors: jsonb('contributors')
      .$type<{ name: string; role: string; roleDetail?: string | null }[]>()
      .notNull()
      .default([]),
    rights: text('rights'),
    collectionId: uuid('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    describedBy: uuid('described_by').references(() => users.id, { onDelete: 'set null' }),
    /** The description's words folded for search (description, occasion, subjects, place, people). */
    searchText: text('search_text').notNull().default(''),
    searchVector: searchVector(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('song_descriptions_collection_idx').on(t.collectionId),
    index('song_descriptions_search_idx').using('gin', t.searchVector),
  ],
);

/** Every change to a description: who, when, each field before and after (newest read first). */
export const archiveChanges = pgTable(
  'archive_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time, kept if the account goes. */
    byName: text('by_name').notNull(),
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>().notNull(),
  },
  (t) => [index('archive_changes_song_idx').on(t.songId, t.at)],
);

export type SongDescriptionRow = typeof songDescriptions.$inferSelect;

/**
 * Transcript and translation layers of an item: one per language, each a list of timed
 * (or not yet timed) cues in NFC, with its words without tone marks for search.
 */
export const transcriptLayers = pgTable(
  'transcript_layers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    kind: text('kind').$type<'transcript' | 'translation'>().notNull(),
    status: text('status').$type<'draft' | 'reviewed'>().notNull().default('draft'),
    cues: jsonb('cues').$type<{ start: number | null; end: number | null; text: string }[]>().notNull(),
    searchText: text('search_text').notNull(),
    searchVector: searchVector(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('transcript_layers_song_language_key').on(t.songId, t.language),
    check('transcript_layers_kind_check', sql`${t.kind} in ('transcript', 'translation')`),
    check('transcript_layers_status_check', sql`${t.status} in ('draft', 'reviewed')`),
    index('transcript_layers_search_idx').using('gin', t.searchVector),
  ],
);

/** A proverb: its own record, with meanings and notes, found in any number of recordings. */
export const proverbs = pgTable(
  'proverbs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The proverb as said, in NFC with its tone marks. */
    text: text('text').notNull(),
    /** By language (ISO 639-3): `{ eng: { literal, figurative } }`. */
    meanings: jsonb('meanings')
      .$type<Record<string, { literal: string | null; figurative: string | null }>>()
      .notNull(),
    notes: text('notes'),
    searchText: text('search_text').notNull(),
    searchVector: searchVector(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proverbs_search_idx').using('gin', t.searchVector)],
);

/** Where a proverb is said: a recording and the moment (seconds). */
export const proverbOccurrences = pgTable(
  'proverb_occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proverbId: uuid('proverb_id')
      .notNull()
      .references(() => proverbs.id, { onDelete: 'cascade' }),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    start: real('start').notNull(),
    end: real('end').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('proverb_occurrences_moment_key').on(t.proverbId, t.songId, t.start),
    index('proverb_occurrences_song_idx').on(t.songId),
    check('proverb_occurrences_times_check', sql`${t.start} >= 0 and ${t.end} > ${t.start}`),
  ],
);

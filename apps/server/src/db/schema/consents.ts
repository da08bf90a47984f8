import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { songs } from './songs.js';

/**
 * The consent and provenance ledger of an item: append-only, each entry carrying the
 * SHA-256 of the one before it (`prev_hash`) and its own (`hash`, over its fields and
 * `prev_hash`), and `songs.consent_head_hash` the newest entry's hash, so an edited, removed
 * or re-ordered entry breaks the chain and `npm run ledger:verify` names it. Entries are never
 * updated or deleted by the application.
 */
export const consentEntries = pgTable(
  'consent_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'restrict' }),
    /** 1, 2, 3… within the item's chain. */
    seq: integer('seq').notNull(),
    kind: text('kind').$type<'grant' | 'withdrawal'>().notNull(),
    person: text('person').notNull(),
    relation: text('relation').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    /** The day consent was given or withdrawn (YYYY-MM-DD), as told. */
    date: text('date').notNull(),
    witness: text('witness'),
    /**
     * Who recorded it: an account id, covered by the hash. No foreign key: the id must
     * stay as sealed when the account is deleted, or when the entry comes from another
     * installation in a BagIt bag; `recordedByName` keeps the name for both cases.
     */
    recordedBy: uuid('recorded_by'),
    /** The recorder's name when it was recorded (not hashed). */
    recordedByName: text('recorded_by_name'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
  },
  (t) => [
    unique('consent_entries_song_seq_key').on(t.songId, t.seq),
    check('consent_entries_kind_check', sql`${t.kind} in ('grant', 'withdrawal')`),
  ],
);

export type ConsentEntryRow = typeof consentEntries.$inferSelect;

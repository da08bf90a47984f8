import type { Genre } from '@nupe/shared';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What the OAI-PMH provider has exposed: one row for every item that was ever open to
 * the public, kept after the item leaves (deletedRecord "persistent"). `datestamp` is when the
 * record last changed as a harvester sees it (its metadata, or its becoming deleted); the
 * fingerprint is a hash of the metadata last served, so a write that changes nothing a
 * harvester sees does not make every partner harvest the item again. No foreign key: the row
 * outlives the song. The sets are the last known ones, so a deletion reaches selective harvests.
 */
export const oaiRecords = pgTable(
  'oai_records',
  {
    songId: uuid('song_id').primaryKey(),
    datestamp: timestamp('datestamp', { withTimezone: true }).notNull(),
    deleted: boolean('deleted').notNull().default(false),
    fingerprint: text('fingerprint').notNull(),
    genre: text('genre').$type<Genre>(),
    collectionId: uuid('collection_id'),
  },
  (t) => [
    index('oai_records_datestamp_idx').on(t.datestamp),
    index('oai_records_genre_idx').on(t.genre, t.songId),
    index('oai_records_collection_idx').on(t.collectionId, t.songId),
  ],
);

/**
 * Items whose record may have changed since the provider last looked: filled by triggers on
 * every table a record is built from (migration 0018), emptied by the provider before it
 * answers. Triggers, not application hooks, so no write path can forget to tell it.
 */
export const oaiPending = pgTable('oai_pending', {
  songId: uuid('song_id').primaryKey(),
});

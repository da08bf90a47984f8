import type { AccessLevel, ConsentScope, Genre, Season, SongStatus, TkLabelCode } from '@nupe/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accessGroups } from './access-groups.js';
import { albums } from './albums.js';
import { mediaFiles } from './media-files.js';
import { users } from './users.js';

/**
 * A recording in the catalogue. `status` is the review state (pending → published or
 * rejected); removal is a soft delete kept apart in `removedAt`, so a restore brings the
 * song back to the state it had. Counters are kept in step with the event and reaction
 * tables in the same transaction as each event.
 */
export const songs = pgTable(
  'songs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** The performer credit, free text (the API's `artist`). */
    artistCredit: text('artist_credit').notNull(),
    /** The artist account the song belongs to; null for catalogue songs without one. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    genre: text('genre').$type<Genre>().notNull(),
    albumId: uuid('album_id').references(() => albums.id, { onDelete: 'set null' }),
    coverKey: text('cover_key'),
    audioFileId: uuid('audio_file_id')
      .notNull()
      .unique()
      .references(() => mediaFiles.id, { onDelete: 'restrict' }),
    durationSeconds: real('duration_seconds'),
    bitrate: integer('bitrate'),
    status: text('status').$type<SongStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    playCount: integer('play_count').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    /**
     * Set while `stream` is closed under the consent rule (`closedScopes`): the item is off
     * every public surface. Moved only with `consentClosedScopes`.
     */
    consentWithdrawnAt: timestamp('consent_withdrawn_at', { withTimezone: true }),
    /** The scopes the consent ledger leaves closed today (`closedScopes`), in CONSENT_SCOPES order. */
    consentClosedScopes: jsonb('consent_closed_scopes').$type<ConsentScope[]>().notNull().default([]),
    /** The hash of the newest consent ledger entry (the chain's anchor; null: no entry yet). */
    consentHeadHash: text('consent_head_hash'),
    /** Access protocol: who may see the item at all; song-scopes.ts enforces it. */
    accessLevel: text('access_level').$type<AccessLevel>().notNull().default('public'),
    accessGroupId: uuid('access_group_id').references(() => accessGroups.id, { onDelete: 'restrict' }),
    /** Traditional Knowledge label codes shown with the item (TK_LABELS). */
    accessLabels: jsonb('access_labels').$type<TkLabelCode[]>().notNull().default([]),
    /** Seasonal windows; empty: always open (to those the level admits). */
    accessSeasons: jsonb('access_seasons').$type<Season[]>().notNull().default([]),
    /**
     * Set when staff merged this item into another recording of the same performance: this row
     * is then an alias (removed from every list, its addresses redirect to `mergedInto`).
     */
    mergedInto: uuid('merged_into').references((): AnyPgColumn => songs.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('songs_status_check', sql`${t.status} in ('pending', 'published', 'rejected')`),
    check('songs_access_level_check', sql`${t.accessLevel} in ('public', 'community', 'group', 'staff')`),
    check('songs_access_group_check', sql`(${t.accessLevel} = 'group') = (${t.accessGroupId} is not null)`),
    check(
      'songs_counters_check',
      sql`${t.playCount} >= 0 and ${t.downloadCount} >= 0 and ${t.likeCount} >= 0 and ${t.favoriteCount} >= 0`,
    ),
    // The public catalogue: published, not removed, newest first.
    index('songs_public_idx')
      .on(t.publishedAt.desc(), t.id)
      .where(sql`${t.status} = 'published' and ${t.removedAt} is null`),
    index('songs_public_genre_idx')
      .on(t.genre, t.publishedAt.desc())
      .where(sql`${t.status} = 'published' and ${t.removedAt} is null`),
    index('songs_owner_idx').on(t.ownerId, t.createdAt),
    index('songs_album_idx').on(t.albumId),
    // The catalogue search's substring matches, through trigrams (pg_trgm; migration 0017).
    index('songs_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('songs_artist_trgm_idx').using('gin', t.artistCredit.op('gin_trgm_ops')),
    // Not for lookups: it makes ANALYZE keep statistics of the seasons count, so the planner knows
    // that most items have no seasonal window. Without them it guesses 0.5 % match "open to all"
    // and reads every song to find a collection's or an artist's few (the feeds, IIIF, OAI-PMH).
    index('songs_season_count_idx').on(sql`jsonb_array_length(${t.accessSeasons})`),
    // A cover request asks whether the cover is a restricted item's.
    index('songs_cover_idx').on(t.coverKey),
    // The aliases that lead to an item (a merge into an alias follows them on).
    index('songs_merged_into_idx').on(t.mergedInto),
  ],
);

export type SongRow = typeof songs.$inferSelect;

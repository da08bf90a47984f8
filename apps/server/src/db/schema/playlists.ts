import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { songs } from './songs.js';
import { users } from './users.js';

/**
 * A listener's playlist: named, described, private or public; the same one in /listen
 * and in Subsonic apps. Its songs are `playlist_songs`, in order.
 */
export const playlists = pgTable(
  'playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    public: boolean('public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('playlists_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * The order of a playlist: position 0, 1, 2… A song may appear twice (Subsonic playlists
 * allow it). Rewritten whole on each change (PUT …/songs sends the whole order).
 */
export const playlistSongs = pgTable(
  'playlist_songs',
  {
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.position] }), index('playlist_songs_song_idx').on(t.songId)],
);

/** A Subsonic app's star rating of a song (setRating), 1–5; 0 deletes it. Private to its user. */
export const songRatings = pgTable(
  'song_ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.songId] }),
    check('song_ratings_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** The play queue a Subsonic app saves to carry listening on from one device to the next. */
export const playQueues = pgTable('play_queues', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  songIds: uuid('song_ids').array().notNull(),
  currentSongId: uuid('current_song_id'),
  /**
   * Where the current song sits in `songIds` when saved by index (OpenSubsonic indexBasedQueue):
   * a song queued twice is told apart. Trusted only while it still points at `currentSongId`.
   */
  currentIndex: integer('current_index'),
  positionMs: bigint('position_ms', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  changedBy: text('changed_by').notNull(),
});

export type PlaylistRow = typeof playlists.$inferSelect;

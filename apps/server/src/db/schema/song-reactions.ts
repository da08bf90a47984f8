import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { songs } from './songs.js';
import { users } from './users.js';

/** A like: one per user and song, so liking twice changes nothing. */
export const songLikes = pgTable(
  'song_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.songId] }), index('song_likes_song_idx').on(t.songId)],
);

/** A favourite (the listener's library): one per user and song. */
export const songFavorites = pgTable(
  'song_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.songId] }), index('song_favorites_song_idx').on(t.songId)],
);

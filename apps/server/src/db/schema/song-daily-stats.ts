import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { songs } from './songs.js';

/**
 * Plays and downloads per song per UTC day, written in the same transaction as each
 * event. Statistics read this roll-up (a few rows per day), never scan the events.
 */
export const songDailyStats = pgTable(
  'song_daily_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    plays: integer('plays').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.songId] }), index('song_daily_stats_song_day_idx').on(t.songId, t.day)],
);

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

/**
 * Plays and downloads of the whole platform per UTC day, written with each event beside the
 * per-song row: the admin dashboard and the home page read a handful of rows whatever the
 * size of the catalogue or the number of events.
 */
export const platformDailyStats = pgTable('platform_daily_stats', {
  day: date('day', { mode: 'string' }).primaryKey(),
  plays: integer('plays').notNull().default(0),
  downloads: integer('downloads').notNull().default(0),
});

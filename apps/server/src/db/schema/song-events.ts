import { bigserial, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { songs } from './songs.js';
import { users } from './users.js';

/** One row per play: the truth the counters and the daily roll-up are kept in step with. */
export const playEvents = pgTable(
  'play_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('play_events_song_created_idx').on(t.songId, t.createdAt),
    // A listener's recently played (GET /me/recent): their latest plays first.
    index('play_events_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** One row per download. */
export const downloadEvents = pgTable(
  'download_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('download_events_song_created_idx').on(t.songId, t.createdAt)],
);

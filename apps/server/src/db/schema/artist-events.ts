import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** An artist's schedule: a performance, a recording session, a festival appearance. */
export const artistEvents = pgTable(
  'artist_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Calendar date, YYYY-MM-DD (local to the event). */
    date: date('date', { mode: 'string' }).notNull(),
    /** Local start time, HH:MM (24 h). */
    time: text('time').notNull(),
    venue: text('venue').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('artist_events_owner_date_idx').on(t.ownerId, t.date, t.time)],
);

export type ArtistEventRow = typeof artistEvents.$inferSelect;

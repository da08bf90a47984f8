import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { songs } from './songs.js';
import { users } from './users.js';

/**
 * A priority staff set on a song waiting for review. Without a row the queue derives it:
 * a new artist's first upload is High, every other upload Medium.
 */
export const reviewPriorities = pgTable(
  'review_priorities',
  {
    songId: uuid('song_id')
      .primaryKey()
      .references(() => songs.id, { onDelete: 'cascade' }),
    priority: text('priority').$type<'high' | 'medium' | 'low'>().notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('review_priorities_priority_check', sql`${t.priority} in ('high', 'medium', 'low')`)],
);

/** Every approve or reject of a song under review: who, when, why, and how long it waited. */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    decision: text('decision').$type<'approved' | 'rejected'>().notNull(),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    /** Seconds from the upload (the song row's creation) to this decision. */
    responseSeconds: integer('response_seconds').notNull(),
  },
  (t) => [
    check('review_decisions_decision_check', sql`${t.decision} in ('approved', 'rejected')`),
    check('review_decisions_reason_check', sql`${t.decision} = 'approved' or ${t.reason} is not null`),
    check('review_decisions_response_check', sql`${t.responseSeconds} >= 0`),
    index('review_decisions_decided_at_idx').on(t.decidedAt),
    index('review_decisions_song_idx').on(t.songId),
  ],
);

export type ReviewDecisionRow = typeof reviewDecisions.$inferSelect;

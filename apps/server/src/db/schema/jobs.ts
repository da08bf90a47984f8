import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * A background job queue kept in the database, so work survives restarts.
 * A worker claims one due row at a time (`FOR UPDATE SKIP LOCKED`), marks it running with
 * a lease (`locked_at`, `locked_by`); a row left running past its lease by a crashed
 * process is claimed again. Failures are retried with backoff (`run_after`) up to
 * `max_attempts`, then the row stays `failed` with `last_error`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What to do, e.g. `rendition`. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    /** Jobs of one kind with the same key are one piece of work: a second is not queued while one waits. */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    // The worker's claim: due queued rows and expired running rows, oldest first.
    index('jobs_due_idx').on(t.status, t.runAfter).where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_dedupe_idx').on(t.kind, t.dedupeKey),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { songs } from './songs.js';

export const FIXITY_OBJECT_KINDS = ['original', 'rendition', 'cover'] as const;
export type FixityObjectKind = (typeof FIXITY_OBJECT_KINDS)[number];
/**
 * `pass`/`fail`/`missing`: a fixity check against the recorded checksum. `recorded`: the
 * first sight of a file whose checksum was not taken when it was written (covers, and
 * renditions made before fixity audits existed), a PREMIS "message digest calculation", not yet a check.
 */
export const FIXITY_OUTCOMES = ['pass', 'fail', 'missing', 'recorded'] as const;
export type FixityOutcome = (typeof FIXITY_OUTCOMES)[number];
export const FIXITY_TRIGGERS = ['schedule', 'command', 'admin'] as const;
export type FixityTrigger = (typeof FIXITY_TRIGGERS)[number];

/** One fixity audit: every kept file read once, with what it found and how fast. */
export const fixityRuns = pgTable(
  'fixity_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger', { enum: FIXITY_TRIGGERS }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    objects: integer('objects').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    passed: integer('passed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    missing: integer('missing').notNull().default(0),
    recorded: integer('recorded').notNull().default(0),
    /** Why the run stopped early (storage unreachable, shutdown); null when it read everything. */
    error: text('error'),
  },
  (t) => [
    check('fixity_runs_trigger_check', sql`${t.trigger} in ('schedule', 'command', 'admin')`),
    index('fixity_runs_started_idx').on(t.startedAt),
  ],
);

/**
 * Every check, kept for good (a PREMIS fixity event): the object, the algorithm, the value
 * expected and the one found, the outcome, when, and the tool and version that checked.
 */
export const fixityEvents = pgTable(
  'fixity_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id').references(() => fixityRuns.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    objectKind: text('object_kind', { enum: FIXITY_OBJECT_KINDS }).notNull(),
    algorithm: text('algorithm').notNull(),
    expected: text('expected'),
    /** Null when the file was missing. */
    found: text('found'),
    outcome: text('outcome', { enum: FIXITY_OUTCOMES }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    agent: text('agent').notNull(),
  },
  (t) => [
    check('fixity_events_outcome_check', sql`${t.outcome} in ('pass', 'fail', 'missing', 'recorded')`),
    check('fixity_events_kind_check', sql`${t.objectKind} in ('original', 'rendition', 'cover')`),
    index('fixity_events_key_idx').on(t.storageKey, t.checkedAt),
    index('fixity_events_run_idx').on(t.runId),
  ],
);

/**
 * Where each kept file stands now (one row a file, rewritten by each check): what the admin
 * counts, the song's `preservation` and the alerts read without scanning the events.
 * `expected` is the checksum a check compares with: the one taken at upload for originals.
 */
export const fixityStatus = pgTable(
  'fixity_status',
  {
    storageKey: text('storage_key').primaryKey(),
    objectKind: text('object_kind', { enum: FIXITY_OBJECT_KINDS }).notNull(),
    /** The song the file belongs to (an album cover has none). */
    songId: uuid('song_id').references(() => songs.id, { onDelete: 'set null' }),
    expected: text('expected').notNull(),
    lastOutcome: text('last_outcome', { enum: FIXITY_OUTCOMES }).notNull(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull(),
    /** The last check that passed; null until one does. */
    lastVerifiedAt: timestamp('last_verified_at', { withTimezone: true }),
  },
  (t) => [
    check('fixity_status_outcome_check', sql`${t.lastOutcome} in ('pass', 'fail', 'missing', 'recorded')`),
    index('fixity_status_outcome_idx').on(t.lastOutcome),
  ],
);

export type FixityRunRow = typeof fixityRuns.$inferSelect;
export type FixityStatusRow = typeof fixityStatus.$inferSelect;

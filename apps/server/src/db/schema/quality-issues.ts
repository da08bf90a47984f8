import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { songs } from './songs.js';
import { users } from './users.js';

/**
 * A quality problem on a song, raised by the automatic checks of an upload or by staff.
 * `status` is the staff's word on it (Needs Fix, Pending, Rejected); it stays open
 * until resolved, and resolving records who and when.
 */
export const qualityIssues = pgTable(
  'quality_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    songId: uuid('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** A `possible_duplicate` issue: the other item found to be the same recording (merge candidates). */
    duplicateOf: uuid('duplicate_of').references(() => songs.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    status: text('status').$type<'needs_fix' | 'pending' | 'rejected'>().notNull().default('needs_fix'),
    source: text('source').$type<'automatic' | 'manual'>().notNull(),
    /** The staff member who raised it by hand; null for the automatic checks. */
    raisedBy: uuid('raised_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('quality_issues_status_check', sql`${t.status} in ('needs_fix', 'pending', 'rejected')`),
    check('quality_issues_source_check', sql`${t.source} in ('automatic', 'manual')`),
    index('quality_issues_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    index('quality_issues_song_idx').on(t.songId),
    index('quality_issues_resolved_by_idx').on(t.resolvedBy, t.resolvedAt),
  ],
);

export type QualityIssueRow = typeof qualityIssues.$inferSelect;

/** One automatic check's outcome, as measured on the stored upload. */
export type AutomaticCheckResult = { kind: string; label: string; passed: boolean | null; detail: string };

/** The automatic checks of a song's upload: every check's outcome, kept for the reviewer. */
export const songQualityChecks = pgTable('song_quality_checks', {
  songId: uuid('song_id')
    .primaryKey()
    .references(() => songs.id, { onDelete: 'cascade' }),
  results: jsonb('results').$type<AutomaticCheckResult[]>().notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

import type { ApplicationStatus } from '@nupe/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const artistApplications = pgTable(
  'artist_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    genre: text('genre').notNull(),
    bio: text('bio').notNull(),
    /** Storage key of the avatar image, if the applicant sent one. */
    avatarKey: text('avatar_key'),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('artist_applications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    // One pending application per person at a time.
    uniqueIndex('artist_applications_one_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('artist_applications_status_created_idx').on(t.status, t.createdAt),
  ],
);

export type ArtistApplicationRow = typeof artistApplications.$inferSelect;

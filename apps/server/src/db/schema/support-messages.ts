import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Messages from the contact form and from artists, and password reset requests from the
 * sign-in screen (subject `password_reset`, with the account's `phone` and no e-mail). Staff work them as support tickets
 * (open → in progress → resolved) in the staff area.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The sender's e-mail; null on a password reset request. */
    email: text('email'),
    /** The phone number (E.164) a password reset request is about. */
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The signed-in sender, when there was one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'open' | 'in_progress' | 'resolved'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_messages_status_check', sql`${t.status} in ('open', 'in_progress', 'resolved')`),
    check(
      'support_messages_subject_check',
      sql`${t.subject} in ('general', 'artist', 'technical', 'partnership', 'press', 'password_reset')`,
    ),
    index('support_messages_status_created_idx').on(t.status, t.createdAt),
  ],
);

export type SupportMessageRow = typeof supportMessages.$inferSelect;

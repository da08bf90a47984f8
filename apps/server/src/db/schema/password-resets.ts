import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { supportMessages } from './support-messages.js';
import { users } from './users.js';

/**
 * 6-digit codes sent by SMS to reset a password. Only an argon2id hash of the
 * code is kept. A code works until `expires_at` (10 minutes), for at most 5 tries (`attempts`
 * counts them, the right one included), and once (`used_at`). A new code replaces the old ones.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_reset_codes_user_idx').on(t.userId, t.createdAt),
    check('password_reset_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * One-time links staff create on a password reset request (a support ticket) after checking the
 * person. Only the SHA-256 of the random token is kept (`token_digest`, found by index); a link
 * works until `expires_at` (30 minutes) and once (`used_at`). A new link replaces the old ones.
 */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenDigest: text('token_digest').notNull().unique(),
    ticketId: uuid('ticket_id').references(() => supportMessages.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_links_user_idx').on(t.userId)],
);

export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;
export type PasswordResetLinkRow = typeof passwordResetLinks.$inferSelect;

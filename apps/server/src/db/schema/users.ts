import type { Role, UserStatus } from '@nupe/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    /** E.164, normalised on the way in; the sign-in identifier. */
    phone: text('phone').notNull().unique(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('listener'),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Touched (at most once a minute) by authenticated calls: "who is online" for staff. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /**
     * Signed into every bearer token (`sv`); a password reset adds one, so every token issued
     * before it stops working at once.
     */
    sessionVersion: integer('session_version').notNull().default(0),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('admin', 'staff', 'artist', 'listener')`),
    check('users_status_check', sql`${t.status} in ('active', 'suspended')`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;

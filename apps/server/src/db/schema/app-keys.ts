import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Keys for music apps: one per device, named by its owner, shown once. Subsonic token
 * authentication (`t` = md5(key + salt)) needs the plain key, so it is kept sealed
 * (AES-256-GCM, lib/app-key-vault.ts) with a key derived from JWT_SECRET, which never
 * enters the database; `digest` (SHA-256) finds a key sent whole (`apiKey`, `p`) by index.
 * The account password is never accepted by /rest and never kept reversibly.
 */
export const appKeys = pgTable(
  'app_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    digest: text('digest').notNull().unique(),
    sealed: text('sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('app_keys_user_idx').on(t.userId)],
);

export type AppKeyRow = typeof appKeys.$inferSelect;

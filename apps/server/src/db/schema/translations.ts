import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Community translations of the interface. Each row is one proposal of one message in one
 * language: `draft` until someone other than its author (a translator of that language or a
 * staff member) approves it (`reviewed`) or turns it down (`rejected`); a newer proposal
 * retires the pending one (`superseded`). The rows are the history; what users read is the
 * most recently reviewed row of a message. `message_id` is the catalog's id (Lingui's hash of
 * msgid and msgctxt), so a text follows its message wherever the source moves it.
 */
export const translations = pgTable(
  'translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locale: text('locale').notNull(),
    messageId: text('message_id').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<'draft' | 'reviewed' | 'rejected' | 'superseded'>().notNull().default('draft'),
    translatorId: uuid('translator_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** How the proposal arrived: typed on the Translate screen, or imported from a PO file. */
    via: text('via').$type<'screen' | 'import'>().notNull().default('screen'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    check('translations_status_check', sql`${t.status} in ('draft', 'reviewed', 'rejected', 'superseded')`),
    check('translations_via_check', sql`${t.via} in ('screen', 'import')`),
    // At most one pending proposal per message and language.
    uniqueIndex('translations_one_draft_idx').on(t.locale, t.messageId).where(sql`${t.status} = 'draft'`),
    index('translations_locale_status_idx').on(t.locale, t.status, t.reviewedAt),
    index('translations_message_idx').on(t.locale, t.messageId, t.createdAt),
  ],
);

export type TranslationRow = typeof translations.$inferSelect;

/** Accounts an admin made translators, one row per language they may translate and review. */
export const translators = pgTable(
  'translators',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locale] })],
);

export type TranslatorRow = typeof translators.$inferSelect;

import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The site settings an admin edits (store links, contact details, support hours, the home
 * page's hero text). One row, id 'site'. A null column means "not set": the public site
 * then uses the server's configured default (APP_STORE_URL_*, SUPPORT_HOURS) or shows nothing.
 * The support hours and hero text columns are the English; `*_translations` hold the same text
 * in other languages, keyed by locale (`{ "ha": "…" }`), only the languages that have one.
 */
export type SiteTextTranslationsColumn = Partial<Record<'ha' | 'yo' | 'nup', string>>;

export const siteSettings = pgTable(
  'site_settings',
  {
    id: text('id').primaryKey().default('site'),
    iosStoreUrl: text('ios_store_url'),
    androidStoreUrl: text('android_store_url'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    supportHours: text('support_hours'),
    heroText: text('hero_text'),
    supportHoursTranslations: jsonb('support_hours_translations')
      .$type<SiteTextTranslationsColumn>()
      .notNull()
      .default({}),
    heroTextTranslations: jsonb('hero_text_translations').$type<SiteTextTranslationsColumn>().notNull().default({}),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_single_row_check', sql`${t.id} = 'site'`)],
);

export type SiteSettingsRow = typeof siteSettings.$inferSelect;

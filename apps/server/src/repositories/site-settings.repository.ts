import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { type SiteSettingsRow, siteSettings } from '../db/schema/index.js';

export type SiteSettingsValues = Pick<
  SiteSettingsRow,
  | 'iosStoreUrl'
  | 'androidStoreUrl'
  | 'contactEmail'
  | 'contactPhone'
  | 'supportHours'
  | 'heroText'
  | 'supportHoursTranslations'
  | 'heroTextTranslations'
>;

/** The one row of site settings (id 'site'); absent until an admin first saves. */
export const siteSettingsRepository = {
  async get(db: DbOrTx): Promise<SiteSettingsRow | undefined> {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 'site'));
    return row;
  },

  async save(db: DbOrTx, values: SiteSettingsValues, by: string): Promise<SiteSettingsRow> {
    const set = { ...values, updatedBy: by, updatedAt: new Date() };
    const [row] = await db
      .insert(siteSettings)
      .values({ id: 'site', ...set })
      .onConflictDoUpdate({ target: siteSettings.id, set })
      .returning();
    if (!row) throw new Error('settings upsert returned no row');
    return row;
  },
};

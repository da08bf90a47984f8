import {
  type PublicSite,
  type SiteSettings,
  type SiteSettingsResponse,
  SUCCESS_MESSAGES,
  SUPPORT_HOURS,
} from '@nupe/shared';
import type { AppConfig } from '../../config/env.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { CurrentUser } from '../../plugins/access.js';
import { auditRepository as audit } from '../../repositories/audit.repository.js';
import type { SiteSettingsRow } from '../../repositories/rows.js';
import { siteSettingsRepository as repo } from '../../repositories/site-settings.repository.js';

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;

const KEYS = ['iosStoreUrl', 'androidStoreUrl', 'contactEmail', 'contactPhone', 'supportHours', 'heroText'] as const;

const toSettings = (row: SiteSettingsRow | undefined): SiteSettings => ({
  iosStoreUrl: row?.iosStoreUrl ?? null,
  androidStoreUrl: row?.androidStoreUrl ?? null,
  contactEmail: row?.contactEmail ?? null,
  contactPhone: row?.contactPhone ?? null,
  supportHours: row?.supportHours ?? null,
  heroText: row?.heroText ?? null,
});

/** What the public pages read: a stored setting wins; else the configured default (env), else nothing. */
export async function readPublicSite(db: DbOrTx, config: AppConfig): Promise<PublicSite> {
  const s = toSettings(await repo.get(db));
  return {
    appStoreUrls: {
      ios: s.iosStoreUrl ?? config.appStoreUrls.ios,
      android: s.androidStoreUrl ?? config.appStoreUrls.android,
    },
    appScheme: config.appScheme,
    supportHours: s.supportHours ?? SUPPORT_HOURS,
    contactEmail: s.contactEmail,
    contactPhone: s.contactPhone,
    heroText: s.heroText,
  };
}

export function createSiteSettingsService(db: Db, config: AppConfig) {
  const defaults = {
    iosStoreUrl: config.appStoreUrls.ios,
    androidStoreUrl: config.appStoreUrls.android,
    supportHours: SUPPORT_HOURS,
  };
  const answer = (row: SiteSettingsRow | undefined): SiteSettingsResponse => ({
    settings: toSettings(row),
    defaults,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
  });

  return {
    /** What the public pages read: a stored setting wins over the configured default. */
    publicSite: () => readPublicSite(db, config),

    async get(): Promise<SiteSettingsResponse> {
      return answer(await repo.get(db));
    },

    async save(admin: CurrentUser, body: SiteSettings) {
      const row = await db.transaction(async (tx) => {
        const before = toSettings(await repo.get(tx));
        const saved = await repo.save(tx, body, admin.id);
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        for (const k of KEYS) if (before[k] !== body[k]) changes[k] = { from: before[k], to: body[k] };
        if (Object.keys(changes).length > 0) {
          await audit.record(tx, admin, {
            action: 'settings.update',
            targetType: 'settings',
            targetId: 'site',
            targetLabel: 'Site settings',
            details: { changes },
          });
        }
        return saved;
      });
      return { message: SUCCESS_MESSAGES.SETTINGS_SAVED, ...answer(row) };
    },
  };
}

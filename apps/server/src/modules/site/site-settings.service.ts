import {
  type Locale,
  type PublicSite,
  SITE_TEXT_KEYS,
  type SiteSettings,
  type SiteSettingsResponse,
  type SiteSettingsValues,
  SUCCESS_MESSAGES,
  SUPPORT_HOURS,
  TRANSLATION_LOCALES,
} from '@nupe/shared';
import type { AppConfig } from '../../config/env.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { CurrentUser } from '../../plugins/access.js';
import { auditRepository as audit } from '../../repositories/audit.repository.js';
import type { SiteSettingsRow } from '../../repositories/rows.js';
import { siteSettingsRepository as repo } from '../../repositories/site-settings.repository.js';
import { localizedText, translationColumn, translationValues } from './site-texts.js';

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;

const KEYS = ['iosStoreUrl', 'androidStoreUrl', 'contactEmail', 'contactPhone', 'supportHours', 'heroText'] as const;

const toSettings = (row: SiteSettingsRow | undefined): SiteSettingsValues => ({
  iosStoreUrl: row?.iosStoreUrl ?? null,
  androidStoreUrl: row?.androidStoreUrl ?? null,
  contactEmail: row?.contactEmail ?? null,
  contactPhone: row?.contactPhone ?? null,
  supportHours: row?.supportHours ?? null,
  heroText: row?.heroText ?? null,
  translations: {
    supportHours: translationValues(row?.supportHoursTranslations),
    heroText: translationValues(row?.heroTextTranslations),
  },
});

/**
 * What the public pages read, in the reader's language: a stored setting wins; else the
 * configured default (env, in English), else nothing. A text the language lacks comes in the
 * language it falls back to, and `textLang` says which.
 */
export async function readPublicSite(db: DbOrTx, config: AppConfig, locale: Locale): Promise<PublicSite> {
  const row = await repo.get(db);
  const s = toSettings(row);
  const supportHours = localizedText(s.supportHours, row?.supportHoursTranslations ?? {}, locale) ?? {
    text: SUPPORT_HOURS,
    lang: 'en' as const,
  };
  const heroText = localizedText(s.heroText, row?.heroTextTranslations ?? {}, locale);
  return {
    appStoreUrls: {
      ios: s.iosStoreUrl ?? config.appStoreUrls.ios,
      android: s.androidStoreUrl ?? config.appStoreUrls.android,
    },
    appScheme: config.appScheme,
    supportHours: supportHours.text,
    contactEmail: s.contactEmail,
    contactPhone: s.contactPhone,
    heroText: heroText?.text ?? null,
    lang: locale,
    textLang: { supportHours: supportHours.lang, ...(heroText ? { heroText: heroText.lang } : {}) },
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
    /** What the public pages read in `locale`: a stored setting wins over the configured default. */
    publicSite: (locale: Locale) => readPublicSite(db, config, locale),

    async get(): Promise<SiteSettingsResponse> {
      return answer(await repo.get(db));
    },

    async save(admin: CurrentUser, body: SiteSettings) {
      const row = await db.transaction(async (tx) => {
        const before = toSettings(await repo.get(tx));
        const { translations, ...plain } = body;
        const saved = await repo.save(
          tx,
          {
            ...plain,
            supportHoursTranslations: translationColumn(translations.supportHours),
            heroTextTranslations: translationColumn(translations.heroText),
          },
          admin.id,
        );
        const after = toSettings(saved);
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        for (const k of KEYS) if (before[k] !== after[k]) changes[k] = { from: before[k], to: after[k] };
        // Each language of a translated text is its own change: `heroText.ha`.
        for (const k of SITE_TEXT_KEYS) {
          for (const lang of TRANSLATION_LOCALES) {
            const from = before.translations[k][lang];
            const to = after.translations[k][lang];
            if (from !== to) changes[`${k}.${lang}`] = { from, to };
          }
        }
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

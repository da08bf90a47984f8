import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type I18nOverrides, type LanguageProgress, LOCALE_FALLBACKS, LOCALES, type Locale } from '@nupe/shared';
import type { BuiltCatalogs } from './catalog.js';

/** Reviewed texts by language, then by message id. */
export type ReviewedTexts = Map<string, Map<string, string>>;

export function groupReviewed(rows: { locale: string; messageId: string; text: string }[]): ReviewedTexts {
  const out: ReviewedTexts = new Map();
  for (const row of rows) {
    const texts = out.get(row.locale) ?? new Map<string, string>();
    texts.set(row.messageId, row.text);
    out.set(row.locale, texts);
  }
  return out;
}

/** What users read for a message in one language (reviewed, else shipped), and where it came from. */
export function textIn(
  catalogs: BuiltCatalogs,
  reviewed: ReviewedTexts,
  locale: Locale,
  id: string,
): { text: string; reviewed: boolean } | null {
  const fromDb = reviewed.get(locale)?.get(id);
  if (fromDb !== undefined) return { text: fromDb, reviewed: true };
  const shipped = catalogs.built[locale].get(id) ?? (locale === 'en' ? catalogs.byId.get(id)?.source : undefined);
  return shipped === undefined ? null : { text: shipped, reviewed: false };
}

export function progressOf(catalogs: BuiltCatalogs, reviewed: ReviewedTexts, locale: Locale): LanguageProgress {
  const total = catalogs.messages.length;
  const translated =
    locale === 'en' ? total : catalogs.messages.filter((m) => textIn(catalogs, reviewed, locale, m.id)).length;
  return { locale, translated, total, percent: total === 0 ? 100 : Math.floor((translated * 100) / total) };
}

export const allProgress = (catalogs: BuiltCatalogs, reviewed: ReviewedTexts) =>
  LOCALES.map((locale) => progressOf(catalogs, reviewed, locale));

/**
 * The answer of GET /api/i18n/{lang}: every reviewed text that should replace the built one,
 * compiled for the Lingui runtime. A message the language lacks falls back along its chain
 * (Nupe → Hausa → English), one message at a time; `fallbacks` names the language each such
 * text is in, so the web app can mark it with its own `lang`.
 */
export function overridesFor(catalogs: BuiltCatalogs, reviewed: ReviewedTexts, locale: Locale): I18nOverrides {
  const chain: Locale[] = [locale, ...LOCALE_FALLBACKS[locale]];
  const messages: Record<string, unknown> = {};
  const fallbacks: Record<string, string> = {};
  for (const { id } of catalogs.messages) {
    for (const candidate of chain) {
      const found = textIn(catalogs, reviewed, candidate, id);
      if (!found) continue;
      if (candidate !== locale) fallbacks[id] = candidate;
      if (found.reviewed) messages[id] = compileMessage(found.text);
      break;
    }
  }
  return { locale, messages, fallbacks, progress: progressOf(catalogs, reviewed, locale) };
}

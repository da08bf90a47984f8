import {
  LOCALE_FALLBACKS,
  type Locale,
  type SiteTextTranslations,
  TRANSLATION_LOCALES,
  type TranslationLocale,
} from '@nupe/shared';

/** A text's other languages as stored: only the languages that have one. */
type SiteTextTranslationsColumn = Partial<Record<TranslationLocale, string>>;

/** A site text in one language and the language it is in. */
export type LocalizedText = { text: string; lang: Locale };

/**
 * The text a reader of `locale` sees: their language's, else the next of the interface's
 * fallbacks that has one (Nupe: Hausa, then English), else null when not even English is set.
 */
export function localizedText(
  english: string | null,
  translations: SiteTextTranslationsColumn,
  locale: Locale,
): LocalizedText | null {
  for (const lang of [locale, ...LOCALE_FALLBACKS[locale]]) {
    const text = lang === 'en' ? english : translations[lang];
    if (text) return { text, lang };
  }
  return null;
}

/** The stored translations as the admin screen reads them: every language, null where it has none. */
export function translationValues(column: SiteTextTranslationsColumn | undefined): SiteTextTranslations {
  return { ha: column?.ha ?? null, yo: column?.yo ?? null, nup: column?.nup ?? null };
}

/** The translations as stored: only the languages that have a text. */
export function translationColumn(values: Partial<Record<TranslationLocale, string | null>>) {
  const column: SiteTextTranslationsColumn = {};
  for (const lang of TRANSLATION_LOCALES) {
    const text = values[lang];
    if (text) column[lang] = text;
  }
  return column;
}

/**
 * The interface languages (issue 18). English is complete; Hausa and Yoruba are first drafts
 * marked for community review; Nupe carries what could be given with confidence and falls back
 * to Hausa, then English, message by message.
 */
export const LOCALES = ['en', 'ha', 'yo', 'nup'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ha: 'Hausa',
  yo: 'Yorùbá',
  nup: 'Nupe',
};

/** Where a message missing in a language is looked up next. */
export const LOCALE_FALLBACKS: Record<Locale, Locale[]> = {
  en: [],
  ha: ['en'],
  yo: ['en'],
  nup: ['ha', 'en'],
};

/** Where the web app remembers the choice (localStorage); without one, the browser's languages choose. */
export const LOCALE_STORAGE_KEY = 'nupeLocale';

/** The first supported language among the browser's (navigator.languages order), else English. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if ((LOCALES as readonly string[]).includes(base)) return base as Locale;
  }
  return DEFAULT_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

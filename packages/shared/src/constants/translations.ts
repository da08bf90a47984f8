import { LOCALES, type Locale } from './locales.js';

/** The languages people translate into: every interface language but the source (English). */
export const TRANSLATION_LOCALES = LOCALES.filter((l) => l !== 'en') as Exclude<Locale, 'en'>[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];
export const isTranslationLocale = (value: unknown): value is TranslationLocale =>
  (TRANSLATION_LOCALES as readonly unknown[]).includes(value);

/** Longest translation accepted: the longest interface sentence is a few hundred characters. */
export const TRANSLATION_TEXT_MAX = 2000;

export const TRANSLATION_STATUSES = ['untranslated', 'shipped', 'draft', 'reviewed'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/**
 * Texts translated beside the interface's messages: the Traditional Knowledge labels' names and
 * texts. Their ids are fixed words (not Lingui hashes), the same on the server and in the web app.
 */
export const tkLabelMessageId = (code: string, part: 'name' | 'text') => `tk-${code}-${part}`;

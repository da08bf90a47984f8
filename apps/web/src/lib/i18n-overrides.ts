import type { Messages } from '@lingui/core';
import type { I18nOverrides, LanguageProgress, Locale } from '@nupe/shared';

/**
 * Reviewed community translations, fetched from the server and laid over the built catalog
 * (GET /api/i18n/{lang}), so a text reviewed on the Translate screen reaches readers without a
 * new build. Also which messages are shown in another language than the page's (Nupe falls back
 * to Hausa, then English, message by message), for their own `lang` attribute.
 */
let fallbacks: Record<string, string> = {};
let lastAnswer = '';

/** The language a message is shown in when it is not the page's, else undefined. */
export const fallbackLangOf = (id: string): string | undefined => fallbacks[id];

/** The overrides of a language, or null when the server cannot be reached (the built texts stay). */
export async function fetchOverrides(locale: Locale): Promise<{ answer: I18nOverrides; raw: string } | null> {
  try {
    const response = await fetch(`/api${overridesPath(locale)}`, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const raw = await response.text();
    return { answer: JSON.parse(raw) as I18nOverrides, raw };
  } catch {
    return null;
  }
}

/**
 * The built messages with the reviewed ones over them; remembers the fallbacks. Answers null when
 * the server's answer is the one already applied (nothing to redraw).
 */
export function mergeOverrides(
  built: Messages,
  fetched: { answer: I18nOverrides; raw: string } | null,
): Messages | null {
  if (fetched && fetched.raw === lastAnswer) return null;
  lastAnswer = fetched?.raw ?? '';
  fallbacks = fetched?.answer.fallbacks ?? {};
  return fetched ? overlay(built, fetched.answer.messages as Messages) : built;
}

/**
 * The reviewed messages laid over the built ones; the built catalog itself when there are none
 * (copying a language's whole catalog cost several milliseconds of the app's start, for nothing).
 */
function overlay(built: Messages, reviewed: Messages): Messages {
  return Object.keys(reviewed).length > 0 ? { ...built, ...reviewed } : built;
}

/**
 * The server's render: the reviewed messages it read for the page laid over the built ones, the
 * fallbacks remembered for FallbackLang. Always the whole merge (the server draws page after page).
 */
export function withOverrides(built: Messages, answer: I18nOverrides | null): Messages {
  fallbacks = answer?.fallbacks ?? {};
  return answer ? overlay(built, answer.messages as Messages) : built;
}

/** The API path of a language's reviewed messages (the server draws a page with the same answer). */
export const overridesPath = (locale: Locale) => `/i18n/${locale}`;

let progress: Promise<LanguageProgress[]> | null = null;
/** How complete each language is (fetched once a page load, for the language menu). */
export function languageProgress(): Promise<LanguageProgress[]> {
  progress ??= fetch('/api/i18n', { headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<{ languages: LanguageProgress[] }>) : { languages: [] }))
    .then((body) => body.languages)
    .catch(() => []);
  return progress;
}

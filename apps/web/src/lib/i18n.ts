import { i18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { type I18nOverrides, isLocale, LOCALE_STORAGE_KEY, type Locale, pickLocale } from '@nupe/shared';
import { fetchOverrides, mergeOverrides, overridesPath } from './i18n-overrides';
import { pageData } from './page-data';
import { SHARED_TABLES as SHARED } from './shared-messages.generated';

/**
 * The interface language (issue 18). Each language's catalog is its own lazy chunk, compiled
 * from its PO file at build time (@lingui/vite-plugin); only the chosen one is downloaded.
 */
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  ha: () => import('../locales/ha/messages.po'),
  yo: () => import('../locales/yo/messages.po'),
  nup: () => import('../locales/nup/messages.po'),
};

/** The remembered choice, else the first of the browser's languages we speak, else English. */
export function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // Storage blocked (private mode): fall through to the browser's languages.
  }
  return pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** A language's compiled messages (its chunk, downloaded once). */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  return (await CATALOGS[locale]()).messages;
}

/** How long the first screen waits for the reviewed translations before it shows the built texts. */
const OVERRIDES_WAIT_MS = 800;
/** How often an open page looks for newly reviewed translations (and whenever it is shown again). */
const OVERRIDES_REFRESH_MS = 5 * 60 * 1000;

/**
 * Loads a language's catalog with the community's reviewed translations over it and switches the
 * interface (and <html lang>) to it. Translations that arrive late, or are reviewed while the page
 * is open, are laid over it when they come: the page redraws in place.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  // A page the server drew came with the reviewed messages it was drawn with: the first render
  // must use those, or React would find other words than the server's.
  const drawnWith = pageData<I18nOverrides>(overridesPath(locale));
  const overrides: ReturnType<typeof fetchOverrides> = drawnWith
    ? Promise.resolve({ answer: drawnWith, raw: JSON.stringify(drawnWith) })
    : fetchOverrides(locale);
  const [built, early] = await Promise.all([
    loadCatalog(locale),
    Promise.race([overrides, new Promise<null>((resolve) => setTimeout(() => resolve(null), OVERRIDES_WAIT_MS))]),
  ]);
  i18n.loadAndActivate({ locale, messages: mergeOverrides(built, early) ?? built });
  document.documentElement.lang = locale;
  if (!early) void overrides.then((late) => applyOverrides(locale, built, late));
  watchOverrides();
}

function applyOverrides(locale: Locale, built: Messages, fetched: Awaited<ReturnType<typeof fetchOverrides>>) {
  if (i18n.locale !== locale || !fetched) return;
  const merged = mergeOverrides(built, fetched);
  if (merged) i18n.loadAndActivate({ locale, messages: merged });
}

let watching = false;
function watchOverrides(): void {
  if (watching) return;
  watching = true;
  const refresh = async () => {
    const locale = currentLocale();
    const [built, fetched] = await Promise.all([loadCatalog(locale), fetchOverrides(locale)]);
    applyOverrides(locale, built, fetched);
  };
  setInterval(() => void refresh(), OVERRIDES_REFRESH_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh();
  });
}

/** The listener's choice from a language switch: remembered on this device. */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  // The server reads the choice too: it serves the page with this <html lang> and preloads
  // this language's catalog (apps/server/src/plugins/web-locale.ts).
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
  await activateLocale(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

export { i18n };

type Tables = typeof SHARED;
/**
 * A sentence of the shared package's tables (an API error by its code, a success toast, an
 * area's name) in the reader's language. The API's `code` is stable; its English sentence is
 * only the fallback for a code this build does not know.
 */
export function sharedText(table: keyof Tables, key: string, fallback?: string): string {
  const descriptor = (SHARED[table] as Record<string, MessageDescriptor | undefined>)[key];
  return descriptor ? i18n._(descriptor) : (fallback ?? key);
}

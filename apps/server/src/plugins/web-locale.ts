import { isLocale, LOCALE_STORAGE_KEY, LOCALES, type Locale, pickLocale } from '@nupe/shared';
import { areaPreloads } from './web-preload.js';

/**
 * The interface language a page will be drawn in (issue 18), as the web app will choose it:
 * the visitor's choice (the app keeps it in a cookie beside localStorage, so the server sees
 * it too), else the browser's languages (Accept-Language, by weight), else English. The page
 * is served with that <html lang> and its catalog preloaded, so the first screen does not
 * wait one more round trip for its words.
 */
export function requestLocale(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_STORAGE_KEY}=([a-z]{2,3})`).exec(headers.cookie ?? '')?.[1];
  if (isLocale(chosen)) return chosen;
  const weighted = (headers['accept-language'] ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return pickLocale(weighted.map((l) => l.tag));
}

/** Each language's catalog chunk in the web build (its <link rel=modulepreload>). */
export function catalogPreloads(distDir: string): Record<Locale, string[]> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, areaPreloads(distDir, `src/locales/${locale}/messages.po`)]),
  ) as Record<Locale, string[]>;
}

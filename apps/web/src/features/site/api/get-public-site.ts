import { useLingui } from '@lingui/react';
import { isLocale, type Locale, type PublicSite, SUPPORT_HOURS } from '@nupe/shared';
import { currentLocale } from '../../../lib/i18n';
import { startPublicRead, usePublicGet, usePublicRead } from '../../../lib/use-public-get';

/** The settings' address in a language: its texts (support hours, hero text) come in it. */
export const publicSitePath = (locale: Locale) => `/public/site?lang=${locale}`;

/** The interface's language, followed as the reader switches it. */
function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** Public site settings in the reader's language: store links, support hours, contact details (PublicSiteSchema). */
export function usePublicSite() {
  return usePublicGet<PublicSite>(publicSitePath(useLocale()));
}

/** The site settings for a page that draws only once they are here (the nearest Suspense boundary waits). */
export function usePublicSiteNow() {
  return usePublicRead<PublicSite>(publicSitePath(useLocale()));
}

/** Starts reading the site settings now, beside a page's other reads (see usePublicSiteNow). */
export function startPublicSiteRead() {
  startPublicRead<PublicSite>(publicSitePath(currentLocale()));
}

/** A site text and the language it is in (the reader's, or the one it falls back to). */
export type SiteText = { text: string; lang: Locale };

/**
 * The support hours every screen shows: the site settings' (an admin's, else the server's
 * default); the shared default only if the settings cannot be read; null while they load.
 */
export function useSupportHours(): string | null {
  return useSupportHoursText()?.text ?? null;
}

/** The support hours with their language, for a `lang` attribute where they are not in the reader's. */
export function useSupportHoursText(): SiteText | null {
  const site = usePublicSite();
  if (site.status === 'pending') return null;
  if (site.status === 'success' && site.data.supportHours) {
    return { text: site.data.supportHours, lang: site.data.textLang.supportHours };
  }
  return { text: SUPPORT_HOURS, lang: 'en' };
}

import { type PublicSite, SUPPORT_HOURS } from '@nupe/shared';
import { startPublicRead, usePublicGet, usePublicRead } from '../../../lib/use-public-get';

/** Public site settings: store links, support hours, contact details (PublicSiteSchema). */
export function usePublicSite() {
  return usePublicGet<PublicSite>('/public/site');
}

/** The site settings for a page that draws only once they are here (the nearest Suspense boundary waits). */
export function usePublicSiteNow() {
  return usePublicRead<PublicSite>('/public/site');
}

/** Starts reading the site settings now, beside a page's other reads (see usePublicSiteNow). */
export function startPublicSiteRead() {
  startPublicRead<PublicSite>('/public/site');
}

/**
 * The support hours every screen shows: the site settings' (an admin's, else the server's
 * default); the shared default only if the settings cannot be read; null while they load.
 */
export function useSupportHours(): string | null {
  const site = usePublicSite();
  if (site.status === 'pending') return null;
  return (site.status === 'success' && site.data.supportHours) || SUPPORT_HOURS;
}

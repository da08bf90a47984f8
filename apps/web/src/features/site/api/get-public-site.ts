import type { PublicSite } from '@nupe/shared';
import { usePublicGet } from '../../../lib/use-public-get';

/** Public site settings: store links, support hours, contact details (PublicSiteSchema). */
export function usePublicSite() {
  return usePublicGet<PublicSite>('/public/site');
}

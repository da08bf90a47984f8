import type { PublicStats } from '@nupe/shared';
import { usePublicGet } from '../../../lib/use-public-get';

/** Live counts for the home page's statistics strip: GET /api/public/stats (PublicStatsSchema). */
export function usePublicStats() {
  return usePublicGet<PublicStats>('/public/stats');
}

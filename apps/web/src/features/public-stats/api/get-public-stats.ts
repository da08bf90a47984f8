import type { PublicStats } from '@nupe/shared';
import { usePublicGet } from '../../../lib/use-public-get';

/**
 * Live counts for the home page's statistics strip: GET /api/public/stats (PublicStatsSchema).
 * Read fresh on each visit (the server lets shared caches keep it a minute), so a reload
 * shows a song published a moment ago.
 */
export function usePublicStats() {
  return usePublicGet<PublicStats>('/public/stats', { fresh: true });
}

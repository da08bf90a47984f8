import {
  comparePeriods,
  type DashboardStats,
  daysBefore,
  type PublicStats,
  STATS_WINDOW_DAYS,
  utcDay,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { statsRepository as repo } from '../../repositories/stats.repository.js';

export type StatsService = ReturnType<typeof createStatsService>;

export function createStatsService(db: Db) {
  return {
    /**
     * The admin dashboard: live totals, and plays and downloads of the last 7 UTC days
     * (today included) against the 7 before, read from the daily roll-up.
     */
    async dashboard(now = new Date()): Promise<DashboardStats> {
      const w = STATS_WINDOW_DAYS;
      const [totals, last, prev] = await Promise.all([
        repo.dashboardTotals(db),
        repo.sumDays(db, daysBefore(now, w - 1), utcDay(now)),
        repo.sumDays(db, daysBefore(now, 2 * w - 1), daysBefore(now, w)),
      ]);
      return {
        totals,
        plays: comparePeriods(last.plays, prev.plays),
        downloads: comparePeriods(last.downloads, prev.downloads),
      };
    },

    /**
     * The home page strip: published songs, artist profiles of active accounts, active
     * listener accounts (people who signed up to listen; staff, artists and admins are
     * not counted) and every play ever recorded.
     */
    publicStats(): Promise<PublicStats> {
      return repo.publicCounts(db);
    },
  };
}

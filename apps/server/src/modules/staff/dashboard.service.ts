import { lagosDate, lagosDayStart, type StaffDashboardResponse } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { qualityRepository } from '../../repositories/quality.repository.js';
import { reviewsRepository } from '../../repositories/reviews.repository.js';
import { supportRepository } from '../../repositories/support.repository.js';
import { tasksRepository } from '../../repositories/tasks.repository.js';
import { toIssue, toItem } from './staff.mappers.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DashboardService = ReturnType<typeof createDashboardService>;

/** Staff area: the staff dashboard: what waits, what was decided today, who is online. */
export function createDashboardService(db: Db) {
  return {
    // Dashboard
    async dashboard(now = new Date()): Promise<StaffDashboardResponse> {
      const fiveMinutesAgo = new Date(now.getTime() - 5 * 60 * 1000);
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
      const [queue, approvedToday, openIssues, issues, openTickets, reviewers, checkers, response] = await Promise.all([
        reviewsRepository.listQueue(db, 8),
        reviewsRepository.countApprovedSince(db, lagosDayStart(lagosDate(0, now))),
        qualityRepository.countOpen(db),
        qualityRepository.list(db, 'open', 8),
        supportRepository.countOpen(db),
        tasksRepository.countReviewersOnline(db, fiveMinutesAgo),
        qualityRepository.checkersOnline(db, fiveMinutesAgo, weekAgo),
        reviewsRepository.responseSince(db, weekAgo),
      ]);
      return {
        stats: {
          pendingReviews: queue.total,
          approvedToday,
          openQualityIssues: openIssues,
          openSupportTickets: openTickets,
        },
        pending: queue.rows.map(toItem),
        qualityIssues: issues.map(toIssue),
        team: {
          reviewersOnline: reviewers,
          qualityCheckersOnline: checkers,
          averageResponseSeconds: response.average,
          decisionsLast7Days: response.decisions,
        },
      };
    },
  };
}

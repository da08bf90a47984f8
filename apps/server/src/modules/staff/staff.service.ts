import type { Db } from '../../db/client.js';
import type { AppEvents } from '../../lib/events.js';
import { createDashboardService } from './dashboard.service.js';
import { createExportsService } from './exports.service.js';
import { createQualityService } from './quality.service.js';
import { createReviewService } from './review.service.js';
import { createSupportService } from './support.service.js';
import { createTasksService } from './tasks.service.js';

/** The staff area's services, one per resource. */
export function createStaffServices(db: Db, events: AppEvents) {
  return {
    review: createReviewService(db, events),
    quality: createQualityService(db),
    support: createSupportService(db),
    tasks: createTasksService(db),
    exports: createExportsService(db),
    dashboard: createDashboardService(db),
  };
}

export type StaffServices = ReturnType<typeof createStaffServices>;

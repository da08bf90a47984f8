import type { FastifyInstance } from 'fastify';
import { qualityCheckJob } from '../../jobs/definitions.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { duplicatesRoutes } from './duplicates.routes.js';
import { createDuplicatesService } from './duplicates.service.js';
import { exportsRoutes } from './exports.routes.js';
import { qualityRoutes } from './quality.routes.js';
import { createQualityCheckJob } from './quality-job.js';
import { reviewRoutes } from './review.routes.js';
import { createStaffServices } from './staff.service.js';
import { supportRoutes } from './support.routes.js';
import { tasksRoutes } from './tasks.routes.js';

/** The staff area: content review, quality issues and the automatic checks, support, tasks, exports. */
export async function staffModule(app: FastifyInstance) {
  app.jobs.handle(qualityCheckJob, createQualityCheckJob(app.database.db, app.storage, app.transcodeSlots));
  const staff = createStaffServices(app.database.db, app.events);
  await app.register(dashboardRoutes, { service: staff.dashboard });
  await app.register(reviewRoutes, { service: staff.review });
  await app.register(qualityRoutes, { service: staff.quality });
  const duplicates = createDuplicatesService(app.database.db, app.events);
  await app.register(duplicatesRoutes, { service: duplicates });
  await app.register(supportRoutes, { service: staff.support });
  await app.register(tasksRoutes, { service: staff.tasks });
  await app.register(exportsRoutes, { service: staff.exports });
}

import type { FastifyInstance } from 'fastify';
import { qualityCheckJob } from '../../jobs/definitions.js';
import { createQualityCheckJob } from './quality-job.js';
import { staffRoutes } from './staff.routes.js';
import { createStaffService } from './staff.service.js';

export async function staffModule(app: FastifyInstance) {
  app.jobs.handle(qualityCheckJob, createQualityCheckJob(app.database.db, app.storage));
  await app.register(staffRoutes, { staff: createStaffService(app.database.db, app.events) });
}

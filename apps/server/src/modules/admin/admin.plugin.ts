import type { FastifyInstance } from 'fastify';
import { adminUsersRoutes } from './admin-users.routes.js';
import { createAdminUsersService } from './admin-users.service.js';
import { adminAnalyticsRoutes } from './analytics.routes.js';
import { createAdminAnalyticsService } from './analytics.service.js';

/** The admin portal: users (and the artist accounts an upload may be linked to), analytics (the music library lives in the songs module). */
export async function adminModule(app: FastifyInstance) {
  const { db } = app.database;
  await app.register(adminUsersRoutes, { users: createAdminUsersService(db, app.events) });
  await app.register(adminAnalyticsRoutes, { analytics: createAdminAnalyticsService(db) });
}

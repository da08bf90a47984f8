import type { FastifyInstance } from 'fastify';
import { tempDirOf } from '../../plugins/core.js';
import { adminSongsRoutes } from './admin-songs.routes.js';
import { createAdminSongsService } from './admin-songs.service.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { createAdminUsersService } from './admin-users.service.js';
import { adminAnalyticsRoutes } from './analytics.routes.js';
import { createAdminAnalyticsService } from './analytics.service.js';

/** The admin portal: music library, users, analytics, overview and audit log. */
export async function adminModule(app: FastifyInstance) {
  const { db } = app.database;
  await app.register(adminSongsRoutes, {
    songs: createAdminSongsService(db, app.storage, app.events),
    limits: app.config.limits,
    tempDir: tempDirOf(app.config, 'uploads'),
  });
  await app.register(adminUsersRoutes, { users: createAdminUsersService(db, app.events) });
  await app.register(adminAnalyticsRoutes, { analytics: createAdminAnalyticsService(db) });
}

import type { FastifyInstance } from 'fastify';
import { tempDirOf } from '../../plugins/core.js';
import { artistApplicationsRoutes } from './artist-applications.routes.js';
import { createArtistApplicationsService } from './artist-applications.service.js';

export async function artistApplicationsModule(app: FastifyInstance) {
  await app.register(artistApplicationsRoutes, {
    applications: createArtistApplicationsService(app.database.db, app.storage, app.events),
    maxImageBytes: app.config.limits.maxImageBytes,
    tempDir: tempDirOf(app.config, 'uploads'),
  });
}

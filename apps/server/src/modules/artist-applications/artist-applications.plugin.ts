import type { FastifyInstance } from 'fastify';
import { artistApplicationsRoutes } from './artist-applications.routes.js';
import { createArtistApplicationsService } from './artist-applications.service.js';

export async function artistApplicationsModule(app: FastifyInstance) {
  await app.register(artistApplicationsRoutes, {
    applications: createArtistApplicationsService(app.database.db, app.storage),
    maxImageBytes: app.config.limits.maxImageBytes,
  });
}

import type { FastifyInstance } from 'fastify';
import { tempDirOf } from '../../plugins/core.js';
import { artistRoutes } from './artist.routes.js';
import { artistAreaRoutes } from './artist-area.routes.js';
import { createArtistAreaService } from './artist-area.service.js';

export async function artistModule(app: FastifyInstance) {
  await app.register(artistRoutes, { services: app.services });
  await app.register(artistAreaRoutes, {
    area: createArtistAreaService(app.database.db, app.storage, app.services, app.events),
    limits: app.config.limits,
    tempDir: tempDirOf(app.config, 'uploads'),
  });
}

import type { FastifyInstance } from 'fastify';
import { artistsRoutes } from './artists.routes.js';
import { createArtistsService } from './artists.service.js';

export async function artistsModule(app: FastifyInstance) {
  await app.register(artistsRoutes, { artists: createArtistsService(app.database.db, app.services) });
}

import type { FastifyInstance } from 'fastify';
import { archiveRoutes } from './archive.routes.js';
import { createArchiveService } from './archive.service.js';

/** Archive descriptions of items, their history and the collections (#14). */
export async function archiveModule(app: FastifyInstance) {
  await app.register(archiveRoutes, {
    archive: createArchiveService(app.database.db, app.events, app.services.songs),
  });
}

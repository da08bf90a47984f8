import type { FastifyInstance } from 'fastify';
import { accessRoutes } from './access.routes.js';
import { createAccessService } from './access.service.js';

/** Access protocols of archive items and the named groups. */
export async function accessModule(app: FastifyInstance) {
  await app.register(accessRoutes, { access: createAccessService(app.database.db, app.events) });
}

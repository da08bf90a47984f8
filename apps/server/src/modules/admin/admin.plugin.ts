import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.routes.js';

export async function adminModule(app: FastifyInstance) {
  await app.register(adminRoutes, {
    db: app.database.db,
    storage: app.storage,
    config: app.config,
    events: app.events,
  });
}

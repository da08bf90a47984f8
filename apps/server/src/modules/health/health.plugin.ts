import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.routes.js';

export async function healthModule(app: FastifyInstance) {
  await app.register(healthRoutes, { database: app.database, storage: app.storage });
}

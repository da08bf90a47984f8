import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.routes.js';
import { createHealthService } from './health.service.js';

export async function healthModule(app: FastifyInstance) {
  await app.register(healthRoutes, { health: createHealthService(app.database, app.storage) });
}

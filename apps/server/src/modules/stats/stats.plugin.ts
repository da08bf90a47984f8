import type { FastifyInstance } from 'fastify';
import { statsRoutes } from './stats.routes.js';
import { createStatsService } from './stats.service.js';

export async function statsModule(app: FastifyInstance) {
  await app.register(statsRoutes, { stats: createStatsService(app.database.db) });
}

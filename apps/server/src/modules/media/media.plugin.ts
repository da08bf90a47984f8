import type { FastifyInstance } from 'fastify';
import { mediaRoutes } from './media.routes.js';

export async function mediaModule(app: FastifyInstance) {
  await app.register(mediaRoutes, { storage: app.storage });
}

import type { FastifyInstance } from 'fastify';
import { contactRoutes } from './contact.routes.js';

export async function contactModule(app: FastifyInstance) {
  await app.register(contactRoutes, { db: app.database.db });
}

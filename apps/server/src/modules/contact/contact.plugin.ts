import type { FastifyInstance } from 'fastify';
import { contactRoutes } from './contact.routes.js';
import { createContactService } from './contact.service.js';

export async function contactModule(app: FastifyInstance) {
  await app.register(contactRoutes, { contact: createContactService(app.database.db) });
}

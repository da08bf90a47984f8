import type { FastifyInstance } from 'fastify';
import { consentsRoutes } from './consents.routes.js';
import { createConsentsService } from './consents.service.js';

/** The consent and provenance ledger of each item. */
export async function consentsModule(app: FastifyInstance) {
  await app.register(consentsRoutes, { consents: createConsentsService(app.database.db, app.events) });
}

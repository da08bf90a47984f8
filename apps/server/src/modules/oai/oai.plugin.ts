import type { FastifyInstance } from 'fastify';
import { oaiRoutes } from './oai.routes.js';
import { createOaiService } from './oai.service.js';

/** The OAI-PMH 2.0 data provider at /oai (#16): oai_dc and OLAC records of what the public may see. */
export async function oaiModule(app: FastifyInstance) {
  const oai = createOaiService(app.database.db, app.config.jwtSecret, app.config.oaiPageSize ?? 100);
  await app.register(oaiRoutes, { oai, db: app.database.db, publicUrl: app.config.publicUrl, port: app.config.port });
}

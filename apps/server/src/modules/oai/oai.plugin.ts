import type { FastifyInstance } from 'fastify';
import { oaiRoutes } from './oai.routes.js';
import { createOaiService } from './oai.service.js';
import { createOaiVerbs } from './oai-verbs.js';

/** The OAI-PMH 2.0 data provider at /oai: oai_dc and OLAC records of what the public may see. */
export async function oaiModule(app: FastifyInstance) {
  const oai = createOaiService(app.database.db);
  const answer = createOaiVerbs(oai, { secret: app.config.jwtSecret, pageSize: app.config.oaiPageSize ?? 100 });
  await app.register(oaiRoutes, { oai, answer, publicUrl: app.config.publicUrl, port: app.config.port });
}

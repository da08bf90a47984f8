import type { FastifyInstance } from 'fastify';
import { bagsRoutes } from './bags.routes.js';
import { createBagService } from './bags.service.js';

/** BagIt export for deposits with partner archives (#16); import is the operator's command. */
export async function bagsModule(app: FastifyInstance) {
  const bags = createBagService(app.database.db, app.storage, {
    siteUrl: app.config.publicUrl ?? `http://localhost:${app.config.port}`,
    organization: 'Nupe Music',
  });
  await app.register(bagsRoutes, { bags, tokens: app.tokens });
}

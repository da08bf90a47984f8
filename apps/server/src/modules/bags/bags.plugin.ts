import type { FastifyInstance } from 'fastify';
import { bagsRoutes } from './bags.routes.js';
import { bagContext, createBagService } from './bags.service.js';

/** BagIt export for deposits with partner archives; import is the operator's command. */
export async function bagsModule(app: FastifyInstance) {
  const bags = createBagService(app.database.db, app.storage, bagContext(app.config));
  await app.register(bagsRoutes, { bags, tokens: app.tokens });
}

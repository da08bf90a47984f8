import type { FastifyInstance } from 'fastify';
import { createAppKeyVault } from '../../lib/app-key-vault.js';
import { appKeysRoutes } from './app-keys.routes.js';
import { createAppKeysService } from './app-keys.service.js';

/** Keys for music apps: the account side; /rest checks them. */
export async function appKeysModule(app: FastifyInstance) {
  const service = createAppKeysService(app.database.db, createAppKeyVault(app.config.jwtSecret), app.events);
  await app.register(appKeysRoutes, { service, publicUrl: app.config.publicUrl });
}

import type { FastifyInstance } from 'fastify';
import { siteRoutes } from './site.routes.js';
import { createSiteSettingsService } from './site-settings.service.js';

export async function siteModule(app: FastifyInstance) {
  await app.register(siteRoutes, { settings: createSiteSettingsService(app.database.db, app.config) });
}

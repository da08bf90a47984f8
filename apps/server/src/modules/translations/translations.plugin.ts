import type { FastifyInstance } from 'fastify';
import { createPoExchange } from './po-exchange.js';
import { poExchangeRoutes } from './po-exchange.routes.js';
import { translationsRoutes } from './translations.routes.js';
import { createTranslationsService, type TranslationsService } from './translations.service.js';
import { translatorsRoutes } from './translators.routes.js';

declare module '../../plugins/core.js' {
  interface Services {
    translations: TranslationsService;
  }
}

/** Community translation of the interface: proposals, reviews, PO exchange and the texts users read. */
export async function translationsModule(app: FastifyInstance) {
  const service = createTranslationsService(app.database.db, app.events);
  app.services.translations = service;
  await app.register(translationsRoutes, { service });
  await app.register(poExchangeRoutes, { service, po: createPoExchange(app.database.db, service) });
  await app.register(translatorsRoutes, { service });
}

import type { FastifyInstance } from 'fastify';
import { sectionsRoutes } from './sections.routes.js';
import { createSectionsService, type SectionsService } from './sections.service.js';

declare module '../../plugins/core.js' {
  interface Services {
    /** Sections of recordings: `listSections(songId)` and `sectionsForSongs(ids)` for items already checked. */
    sections: SectionsService;
  }
}

/** Sections (index segments) of long recordings, and their chapters exports. */
export async function sectionsModule(app: FastifyInstance) {
  const sections = createSectionsService(app.database.db, app.events);
  app.services.sections = sections;
  await app.register(sectionsRoutes, { sections, publicUrl: app.config.publicUrl });
}

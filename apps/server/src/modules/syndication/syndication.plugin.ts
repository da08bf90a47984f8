import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteOrigin } from '../../lib/site-origin.js';
import { feedsRoutes } from './feeds.routes.js';
import { createFeedsService } from './feeds.service.js';
import { iiifRoutes } from './iiif.routes.js';
import { createIiifService } from './iiif.service.js';
import type { SectionsReader } from './sections.js';

/**
 * What carries open items to other apps: IIIF Presentation 3 manifests and collections with
 * Content Search 2.0 (/iiif) for museum and archive viewers, and podcast feeds (/feeds).
 * Only items open to anyone on any day are published; everything else is a 404 or absent.
 */
export async function syndicationModule(app: FastifyInstance) {
  const { db } = app.database;
  const publicUrl = app.config.publicUrl;
  // Never a made-up Host in an identifier: PUBLIC_URL, else a Host that names this machine.
  const siteUrl = (request: FastifyRequest) => siteOrigin(publicUrl, request, app.config.port);
  // Sections come from the sections module (manifests' Ranges, feeds' podcast:chapters).
  const sectionsForSongs: SectionsReader = (ids) => app.services.sections.sectionsForSongs(ids);
  await app.register(iiifRoutes, { iiif: createIiifService(db, sectionsForSongs), siteUrl });
  await app.register(feedsRoutes, { feeds: createFeedsService(db, sectionsForSongs), siteUrl });
}

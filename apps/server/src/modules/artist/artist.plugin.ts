import type { FastifyInstance } from 'fastify';
import { tempDirOf } from '../../plugins/core.js';
import { artistEventsRoutes } from './artist-events.routes.js';
import { createArtistEventsService } from './artist-events.service.js';
import { artistProfileRoutes } from './artist-profile.routes.js';
import { createArtistProfileService } from './artist-profile.service.js';
import { artistStatsRoutes } from './artist-stats.routes.js';
import { createArtistStatsService } from './artist-stats.service.js';

/** The artist area: figures, schedule and profile (their songs live in the songs module, albums in the albums module). */
export async function artistModule(app: FastifyInstance) {
  const { db } = app.database;
  const files = { tempDir: tempDirOf(app.config, 'uploads'), limits: app.config.limits };
  await app.register(artistStatsRoutes, { service: createArtistStatsService(db) });
  await app.register(artistEventsRoutes, { service: createArtistEventsService(db) });
  await app.register(artistProfileRoutes, { service: createArtistProfileService(db, app.storage), ...files });
}

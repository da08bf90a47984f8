import type { FastifyInstance } from 'fastify';
import { tempDirOf } from '../../plugins/core.js';
import { artistEventsRoutes } from './artist-events.routes.js';
import { createArtistEventsService } from './artist-events.service.js';
import { artistProfileRoutes } from './artist-profile.routes.js';
import { createArtistProfileService } from './artist-profile.service.js';
import { artistSongsRoutes } from './artist-songs.routes.js';
import { createArtistSongsService } from './artist-songs.service.js';
import { artistStatsRoutes } from './artist-stats.routes.js';
import { createArtistStatsService } from './artist-stats.service.js';

/** The artist area: figures, their own songs, schedule and profile (albums live in the albums module). */
export async function artistModule(app: FastifyInstance) {
  const { db } = app.database;
  const files = { tempDir: tempDirOf(app.config, 'uploads'), limits: app.config.limits };
  await app.register(artistStatsRoutes, { service: createArtistStatsService(db) });
  await app.register(artistSongsRoutes, {
    service: createArtistSongsService(db, app.storage, app.events),
    services: app.services,
    ...files,
  });
  await app.register(artistEventsRoutes, { service: createArtistEventsService(db) });
  await app.register(artistProfileRoutes, { service: createArtistProfileService(db, app.storage), ...files });
}

import { lagosDate } from '@nupe/shared';
import type { FastifyInstance } from 'fastify';
import { createMicroCache } from '../../lib/micro-cache.js';
import { tempDirOf } from '../../plugins/core.js';
import { adminSongsRoutes } from './admin-songs.routes.js';
import { createAdminSongsService } from './admin-songs.service.js';
import { artistSongsRoutes } from './artist-songs.routes.js';
import { createArtistSongsService } from './artist-songs.service.js';
import { createSongDeletionService } from './song-deletion.service.js';
import { createSongPagesService, type SongPagesService } from './song-pages.service.js';
import { songsRoutes } from './songs.routes.js';
import { createSongsService, type SongsService } from './songs.service.js';

declare module '../../plugins/core.js' {
  interface Services {
    songs: SongsService;
    /** What the server-rendered pages (song page, /listen, sitemap) need of the catalogue. */
    songPages: SongPagesService;
  }
}

/**
 * Songs, filed by resource: the public catalogue and a listener's library (songs.routes.ts),
 * an artist's own songs (artist-songs.routes.ts) and the admin music library
 * (admin-songs.routes.ts); removal and restore for both are in song-deletion.service.ts.
 */
export async function songsModule(app: FastifyInstance) {
  const { db } = app.database;
  const songs = createSongsService(db, app.events, app.tokens);
  // Anonymous list pages for two seconds (a visitor's page is the same for everyone); any
  // change to the catalogue clears them, so changes show at once.
  const publicLists = createMicroCache<string>(2_000);
  app.events.on(['songChanged', 'catalogueChanged'], () => publicLists.clear());
  // The listener app's home for anonymous visitors: GET /api/songs/shelves sends it and /listen
  // preloads its first covers; one cached answer serves both.
  const anonymousShelves = () =>
    publicLists.get(`${lagosDate()}|shelves`, async () => JSON.stringify(await songs.shelves(null)));
  app.services.songs = songs;
  app.services.songPages = createSongPagesService(db, songs, anonymousShelves);
  const deletion = createSongDeletionService(db, app.events);
  const tempDir = tempDirOf(app.config, 'uploads');
  await app.register(songsRoutes, { songs, publicLists, anonymousShelves });
  await app.register(artistSongsRoutes, {
    service: createArtistSongsService(db, app.storage, app.events),
    deletion,
    tempDir,
    limits: app.config.limits,
  });
  await app.register(adminSongsRoutes, {
    songs: createAdminSongsService(db, app.storage, app.events),
    deletion,
    tempDir,
    limits: app.config.limits,
  });
}

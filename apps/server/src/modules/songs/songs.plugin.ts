import { lagosDate } from '@nupe/shared';
import type { FastifyInstance } from 'fastify';
import { createMicroCache } from '../../lib/micro-cache.js';
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

export async function songsModule(app: FastifyInstance) {
  const songs = createSongsService(app.database.db, app.events, app.tokens);
  // Anonymous list pages for two seconds (a visitor's page is the same for everyone); any
  // change to the catalogue clears them, so changes show at once.
  const publicLists = createMicroCache<string>(2_000);
  app.events.on(['songChanged', 'catalogueChanged'], () => publicLists.clear());
  // The listener app's home for anonymous visitors: GET /api/songs/shelves sends it and /listen
  // preloads its first covers; one cached answer serves both.
  const anonymousShelves = () =>
    publicLists.get(`${lagosDate()}|shelves`, async () => JSON.stringify(await songs.shelves(null)));
  app.services.songs = songs;
  app.services.songPages = createSongPagesService(app.database.db, songs, anonymousShelves);
  await app.register(songsRoutes, { songs, publicLists, anonymousShelves });
}

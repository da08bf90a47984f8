import type { FastifyInstance } from 'fastify';
import { playlistsRoutes } from './playlists.routes.js';
import { createPlaylistsService, type PlaylistsService } from './playlists.service.js';

declare module '../../plugins/core.js' {
  interface Services {
    playlists: PlaylistsService;
  }
}

/** Playlists: /api/playlists here; /rest and the shared page use the service. */
export async function playlistsModule(app: FastifyInstance) {
  const playlists = createPlaylistsService(app.database.db, (views, viewer) =>
    app.services.songs.present(views, viewer),
  );
  app.services.playlists = playlists;
  await app.register(playlistsRoutes, { playlists });
}

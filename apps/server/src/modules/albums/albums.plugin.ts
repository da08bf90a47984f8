import type { FastifyInstance } from 'fastify';
import { albumsRoutes } from './albums.routes.js';
import { type AlbumsService, createAlbumsService } from './albums.service.js';

declare module '../../plugins/core.js' {
  interface Services {
    albums: AlbumsService;
  }
}

export async function albumsModule(app: FastifyInstance) {
  const albums = createAlbumsService(app.database.db);
  app.services.albums = albums;
  await app.register(albumsRoutes, { albums });
}

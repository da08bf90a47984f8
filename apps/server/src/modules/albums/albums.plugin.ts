import type { FastifyInstance } from 'fastify';
import { tempDirOf } from '../../plugins/core.js';
import { albumsRoutes } from './albums.routes.js';
import { type AlbumsService, createAlbumsService } from './albums.service.js';
import { artistAlbumsRoutes } from './artist-albums.routes.js';

declare module '../../plugins/core.js' {
  interface Services {
    albums: AlbumsService;
  }
}

export async function albumsModule(app: FastifyInstance) {
  const albums = createAlbumsService(app.database.db, app.storage, app.events);
  app.services.albums = albums;
  await app.register(albumsRoutes, { albums });
  await app.register(artistAlbumsRoutes, {
    albums,
    tempDir: tempDirOf(app.config, 'uploads'),
    limits: app.config.limits,
  });
}

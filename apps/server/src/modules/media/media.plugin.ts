import type { FastifyInstance } from 'fastify';
import { coverAccess } from '../../repositories/song-scopes.js';
import { mediaRoutes } from './media.routes.js';

export async function mediaModule(app: FastifyInstance) {
  const db = app.database.db;
  await app.register(mediaRoutes, {
    storage: app.storage,
    coverAccess: (key, viewer) => coverAccess(db, key, viewer),
  });
}

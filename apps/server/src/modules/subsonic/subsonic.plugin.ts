import type { FastifyInstance } from 'fastify';
import { createAppKeyVault } from '../../lib/app-key-vault.js';
import { subsonicRoutes } from './subsonic.routes.js';
import { createSubsonicService } from './subsonic.service.js';
import { createSubsonicAuth } from './subsonic-auth.js';

/** The Subsonic / OpenSubsonic REST API at /rest (#17), for native music apps with app keys. */
export async function subsonicModule(app: FastifyInstance) {
  const auth = createSubsonicAuth(app.database.db, createAppKeyVault(app.config.jwtSecret));
  app.events.on('appKeyRevoked', ({ keyId }) => auth.forget(keyId));
  await app.register(subsonicRoutes, {
    db: app.database.db,
    auth,
    storage: app.storage,
    subsonic: createSubsonicService(app.database.db),
    version: process.env.npm_package_version ?? '0.1.0',
  });
}

import type { FastifyInstance } from 'fastify';
import { createAppKeyVault } from '../../lib/app-key-vault.js';
import { subsonicRoutes } from './subsonic.routes.js';
import { createSubsonicService } from './subsonic.service.js';
import { createRestAttempts } from './subsonic-attempts.js';
import { createSubsonicAuth } from './subsonic-auth.js';

/** The Subsonic / OpenSubsonic REST API at /rest (#17), for native music apps with app keys. */
export async function subsonicModule(app: FastifyInstance) {
  const auth = createSubsonicAuth(app.database.db, createAppKeyVault(app.config.jwtSecret));
  app.events.on('appKeyRevoked', ({ keyId }) => auth.forget(keyId));
  await app.register(subsonicRoutes, {
    db: app.database.db,
    auth,
    attempts: createRestAttempts(app, {
      perName: app.config.authRateLimit?.max ?? 10,
      perAddress: app.config.authRateLimit ? app.config.authRateLimit.max * 5 : 50,
      windowMs: app.config.authRateLimit?.windowMs ?? 15 * 60 * 1000,
    }),
    storage: app.storage,
    subsonic: createSubsonicService(app.database.db),
    version: process.env.npm_package_version ?? '0.1.0',
  });
}

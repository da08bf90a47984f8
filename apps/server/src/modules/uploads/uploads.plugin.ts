import type { FastifyInstance } from 'fastify';
import { TUS_TEMP_DIR } from '../../media/reconcile.js';
import { tempDirOf } from '../../plugins/core.js';
import { TUS_UPLOADS_PATH, tusUploadsRoutes } from './tus-uploads.routes.js';
import { createTusUploads } from './tus-uploads.service.js';
import { uploadsRoutes } from './uploads.routes.js';
import { createUploadsService, type UploadsService } from './uploads.service.js';

declare module '../../plugins/core.js' {
  interface Services {
    uploads: UploadsService;
  }
}

/** Uploads stay resumable this long between sweeps of the expired ones. */
const TUS_SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function uploadsModule(app: FastifyInstance) {
  const uploads = createUploadsService(app.database.db, app.storage, app.events);
  app.services.uploads = uploads;
  await app.register(uploadsRoutes, {
    uploads,
    limits: app.config.limits,
    tempDir: tempDirOf(app.config, 'uploads'),
  });
  // Resumable uploads: partial files under DATA_DIR/tmp/tus, swept once expired (at start and hourly).
  const tus = createTusUploads({
    uploads,
    directory: tempDirOf(app.config, TUS_TEMP_DIR),
    path: TUS_UPLOADS_PATH,
    limits: app.config.limits,
  });
  await app.register(tusUploadsRoutes, { tus });
  const sweep = () =>
    tus
      .sweep()
      .then((removed) => removed > 0 && app.log.info({ removed }, 'expired resumable uploads removed'))
      .catch((err: unknown) => app.log.warn({ err }, 'cannot sweep expired resumable uploads'));
  const timer = setInterval(sweep, TUS_SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}

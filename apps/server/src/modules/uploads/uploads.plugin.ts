import type { FastifyInstance } from 'fastify';
import { tempDirOf } from '../../plugins/core.js';
import { uploadsRoutes } from './uploads.routes.js';
import { createUploadsService, type UploadsService } from './uploads.service.js';

declare module '../../plugins/core.js' {
  interface Services {
    uploads: UploadsService;
  }
}

export async function uploadsModule(app: FastifyInstance) {
  const uploads = createUploadsService(app.database.db, app.storage);
  app.services.uploads = uploads;
  await app.register(uploadsRoutes, {
    uploads,
    limits: app.config.limits,
    tempDir: tempDirOf(app.config, 'uploads'),
  });
}

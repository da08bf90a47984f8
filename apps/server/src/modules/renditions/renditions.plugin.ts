import type { FastifyInstance } from 'fastify';
import { renditionJob } from '../../jobs/definitions.js';
import { tempDirOf } from '../../plugins/core.js';
import { createRenditionJob, enqueueMissingRenditions } from './renditions.service.js';

/** The streaming renditions: the job that makes them, and a catch-up when the worker starts. */
export async function renditionsModule(app: FastifyInstance) {
  app.jobs.handle(
    renditionJob,
    createRenditionJob(app.database.db, app.storage, tempDirOf(app.config, 'renditions'), app.transcodeSlots),
  );
  app.jobs.onStart(async () => {
    // Songs stored before renditions existed (or seeded) get theirs queued once.
    const added = await enqueueMissingRenditions(app.database.db).catch((err: unknown) => {
      app.log.error({ err }, 'could not queue missing renditions');
      return 0;
    });
    if (added) app.log.info({ added }, 'queued missing renditions');
  });
}

import type { FastifyInstance } from 'fastify';
import { fixityAuditJob } from '../../jobs/definitions.js';
import { preservationRoutes } from './preservation.routes.js';
import { createPreservationService } from './preservation.service.js';

/** Preservation: fixity audits on a schedule and on demand, and the admin's report. */
export async function preservationModule(app: FastifyInstance) {
  const settings = app.config.fixity ?? { intervalHours: 0, maxBytesPerSecond: null };
  const service = createPreservationService(app.database.db, app.storage, settings);
  app.jobs.handle(fixityAuditJob, async ({ trigger }, ctx) => {
    const report = await service.runJob(trigger, ctx.signal, ctx.finish);
    app.log.info({ report }, 'fixity audit finished');
    // Songs now carry a new "verified" date: cached public answers are renewed.
    app.events.catalogueChanged();
  });
  app.jobs.onStart(async () => {
    const due = await service.schedule().catch((err: unknown) => {
      app.log.error({ err }, 'could not schedule the fixity audit');
      return null;
    });
    if (due) app.log.info({ due }, 'fixity audit scheduled');
  });
  await app.register(preservationRoutes, { service });
}

import { COVER_SIZES } from '@nupe/shared';
import type { FastifyInstance } from 'fastify';
import { coverSizesJob } from '../../jobs/definitions.js';
import { makeCoverSize } from '../../lib/images.js';
import { coversRepository } from '../../repositories/covers.repository.js';
import { coverAccess } from '../../repositories/song-scopes.js';
import { mediaRoutes } from './media.routes.js';

const PAGE = 200;

export async function mediaModule(app: FastifyInstance) {
  const db = app.database.db;
  // Covers kept before one of today's sizes existed get it, in the background, once.
  app.jobs.handle(coverSizesJob, async (_payload, ctx) => {
    let made = 0;
    for (let after = ''; !ctx.signal.aborted; ) {
      const keys = await coversRepository.keysAfter(db, after, PAGE);
      for (const key of keys) {
        for (const size of Object.keys(COVER_SIZES)) {
          if (ctx.signal.aborted) break;
          if (await app.storage.stat(`${key}/${size}.webp`)) continue;
          if (await makeCoverSize(app.storage, key, size)) made += 1;
        }
      }
      if (keys.length < PAGE) break;
      after = keys.at(-1) ?? after;
    }
    if (made) app.log.info({ made }, 'cover sizes made');
  });
  app.jobs.onStart(async () => {
    await app.jobs.enqueue(db, coverSizesJob, {});
  });
  await app.register(mediaRoutes, {
    storage: app.storage,
    coverAccess: (key, viewer) => coverAccess(db, key, viewer),
  });
}

import type { FastifyInstance } from 'fastify';
import { createGate } from '../../lib/gate.js';
import { derivedDirOf } from '../../plugins/core.js';
import { type ClipLimits, clipsRoutes } from './clips.routes.js';
import { type ClipsService, createClipsService } from './clips.service.js';
import { createCopies } from './copies.js';
import { createDerivedCache } from './derived-cache.js';
import { createSongFacts } from './song-facts.js';

declare module '../../plugins/core.js' {
  interface Services {
    /** Copies that carry their provenance: a streaming copy as a listener downloads it, clips. */
    provenance: Pick<ClipsService, 'taggedCopy'>;
  }
}

/** A tagged copy or clip made longer ago than this is removed (made again when asked for). */
const DERIVED_MAX_AGE_MS = 7 * 24 * 3600_000;
const PRUNE_EVERY_MS = 6 * 3600_000;

const DEFAULT_LIMITS: ClipLimits = { maxConcurrentCuts: 2, perPerson: 30, perAddress: 120, windowMs: 10 * 60 * 1000 };

/**
 * Provenance in every copy: the tagged streaming copies the download route sends, clips
 * (GET /songs/:id/clip) and what may be shared of a song (GET /songs/:id/sharing). Files are
 * made into the derived cache (DATA_DIR/derived) and kept there; a song's change renames them.
 */
export async function provenanceModule(app: FastifyInstance) {
  const limits = app.config.clips ?? DEFAULT_LIMITS;
  const cache = createDerivedCache(derivedDirOf(app.config));
  await cache.clearTemp();
  const facts = createSongFacts(app.database.db, app.storage);
  const copies = createCopies(app.storage, cache, facts, createGate(limits.maxConcurrentCuts));
  const clips = createClipsService(() => app.services, facts, copies);
  app.events.on('songChanged', ({ songId }) => {
    facts.forget(songId);
    copies.forget(songId);
  });
  app.services.provenance = { taggedCopy: clips.taggedCopy };
  // Files not made again for a while go (a changed song's old copies, clips nobody asks for).
  const prune = () =>
    cache
      .prune(DERIVED_MAX_AGE_MS)
      .then((removed) => removed && app.log.info({ removed }, 'derived copies pruned'))
      .catch((err: unknown) => app.log.warn({ err }, 'derived copies could not be pruned'));
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void prune());
  app.addHook('onClose', async () => clearInterval(timer));
  await app.register(clipsRoutes, { clips, limits });
}

import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import { JOB_TYPES } from '../jobs/definitions.js';
import { createJobQueue, type JobQueue } from '../jobs/job-queue.js';
import { type AppEvents, createAppEvents } from '../lib/events.js';
import type { Storage } from '../lib/storage.js';
import { createTokenService, type TokenService } from '../lib/tokens.js';
import { createTranscodeSlots, type TranscodeSlots } from '../lib/transcode-slots.js';
import { createStorage } from '../media/create-storage.js';
import { reconcileMedia, reconcileStaging, reconcileSummary } from '../media/reconcile.js';
import { createInstanceBus } from './instance-bus.js';

/**
 * The services feature modules publish for each other and for tests. Each module adds its own
 * entry with `declare module '../../plugins/core.js' { interface Services { … } }` and fills it
 * in its plugin; callers read it at request time, so registration order does not matter.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by module augmentation in each feature module
export interface Services {}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    storage: Storage;
    tokens: TokenService;
    events: AppEvents;
    jobs: JobQueue;
    services: Services;
    /** Live ffmpeg transcodes a listener waits on: at most `config.maxTranscodes` at once. */
    transcodeSlots: TranscodeSlots;
  }
}

export type CoreOptions = {
  config: AppConfig;
  database: Database;
  /** Close the database with the app (false when a test shares one across apps). */
  ownsDatabase: boolean;
  /** Run the background job worker while the server runs. */
  jobWorker: boolean;
  /** Another storage than the configured one (tests give a failing one, or a bucket of their own). */
  storage?: Storage;
};

/**
 * What every module builds on: config, database, storage, tokens, the typed event bus, the job
 * queue and the services registry, decorated on the root instance; and the worker's life cycle
 * (started when the server is ready, stopped — its jobs handed back — before the database closes).
 */
export const corePlugin = fp(async (app: FastifyInstance, opts: CoreOptions) => {
  const { config, database } = opts;
  app.decorate('config', config);
  app.decorate('database', database);
  const storage = opts.storage ?? (await createStorage(config));
  app.decorate('storage', storage);
  app.decorate('transcodeSlots', createTranscodeSlots(config.maxTranscodes ?? availableParallelism()));
  // A storage made here is closed here; a test's own storage is the test's to close.
  if (!opts.storage) app.addHook('onClose', async () => storage.close?.());
  app.decorate('tokens', createTokenService(config.jwtSecret));
  const bus = createInstanceBus(database, (err) => app.log.warn({ err }, 'instance event bus'));
  app.decorate('events', createAppEvents(bus.broadcast));
  // Events from the other instances on the same PostgreSQL (their writes clear our caches).
  let stopListening: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopListening = await bus
      .listen((name, event) => app.events.receive(name, event))
      .catch((err: unknown) => {
        app.log.warn({ err }, 'cannot listen for other instances; caches expire by themselves');
        return null;
      });
  });
  app.addHook('preClose', async () => {
    await stopListening?.();
  });
  app.decorate(
    'jobs',
    createJobQueue(database, {
      required: JOB_TYPES,
      log: (level, msg, extra) => app.log[level](extra ?? {}, msg),
    }),
  );
  app.decorate('services', {} as Services);
  if (opts.ownsDatabase) app.addHook('onClose', async () => database.close());
  if (opts.jobWorker) {
    app.addHook('onReady', async () => app.jobs.start());
    // Storage back in step with the database after a crash, then every hour (media/reconcile.ts).
    const reconcile = () =>
      reconcileMedia(database.db, app.storage, tempDirOf(config, ''), { graceMs: RECONCILE_GRACE_MS })
        .then((report) => app.log.info({ report: reconcileSummary(report) }, 'media reconciled'))
        .catch((err: unknown) => app.log.error({ err }, 'media reconciliation failed'));
    const timer = setInterval(reconcile, RECONCILE_EVERY_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      // Staged files whose rows committed before a crash are put in place before serving;
      // the full sweep (every file) runs in the background.
      const staged = await reconcileStaging(database.db, app.storage, RECONCILE_GRACE_MS);
      if (staged.promoted.length > 0) app.log.info({ promoted: staged.promoted.length }, 'staged media promoted');
      void reconcile();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.addHook('preClose', async () => app.jobs.stop());
});

/** Staged and unreferenced files younger than this are left alone: they may belong to work in flight. */
export const RECONCILE_GRACE_MS = 60 * 60 * 1000;
const RECONCILE_EVERY_MS = 60 * 60 * 1000;

/**
 * Files made from the media on this machine for listeners (tagged streaming copies, clips):
 * a cache, outside the archive's media and the swept temp space; anything in it can be made again.
 */
export const derivedDirOf = (config: AppConfig) => path.join(config.dataDir, 'derived');

/** Scratch space under DATA_DIR for a module's temporary files (swept with the data directory). */
export const tempDirOf = (config: AppConfig, name: string) => path.join(config.dataDir, 'tmp', name);

import { Readable } from 'node:stream';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Storage } from '../../lib/storage.js';
import { healthRepository } from '../../repositories/health.repository.js';

/** How long /health/ready waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 2_000;

/** What the health routes check: the database answers, the media storage can be written. */
export function createHealthService(database: Database, storage: Storage) {
  return {
    /** The engine the server runs on (`pglite` or `postgres`). */
    engine: database.kind,

    /** One round trip to the database (an error when it does not answer). */
    ping(): Promise<void> {
      return healthRepository.ping(database.db);
    },

    /** Ready to serve, or a 503 that says which part is missing and why. */
    async ready(): Promise<void> {
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(Object.assign(new Error('no answer within 2 s'), { code: 'ETIMEDOUT' })),
          READY_TIMEOUT_MS,
        ).unref(),
      );
      try {
        await Promise.race([healthRepository.ping(database.db), timeout]);
      } catch (err) {
        throw notReady(`The database cannot be reached (${reasonOf(err)}).`);
      }
      try {
        // A write and a removal under staging/ (swept by the reconciler should a crash intervene).
        const probe = `staging/ready-${process.pid}-${Date.now()}`;
        await storage.put(probe, Readable.from([Buffer.from('ok')]));
        await storage.remove(probe);
      } catch (err) {
        throw notReady(`The media storage cannot be written (${reasonOf(err)}).`);
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;

const notReady = (sentence: string) => new AppError('SERVICE_UNAVAILABLE', 503, sentence);
const reasonOf = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string; message?: string }; message?: string };
  return e.cause?.code ?? e.code ?? e.cause?.message ?? e.message ?? 'unknown';
};

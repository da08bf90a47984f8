import type { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { jobsRepository } from '../repositories/jobs.repository.js';
import type { JobRow } from '../repositories/rows.js';

/**
 * A kind of background job: its name in the `jobs` table, the zod schema of its payload
 * (checked when queued and again when run, so a malformed row fails loudly instead of being
 * cast), the key that makes two queued jobs the same piece of work, and how many of it one
 * worker runs at once. The handler is attached by the module that owns the work
 * (`jobs.handle(job, handler)`), so any module can queue a job without importing its owner.
 */
export type JobType<P> = {
  name: string;
  payload: z.ZodType<P>;
  dedupeKey: (payload: P) => string | null;
  /** Jobs of this kind one worker runs at the same time (default 1). */
  concurrency: number;
  maxAttempts: number;
};

export type JobContext = {
  job: JobRow;
  signal: AbortSignal;
  /**
   * Marks the job done inside the handler's own transaction, so its effects and its
   * completion commit together or not at all: a worker killed before the commit leaves
   * neither (the job runs again after its lease), one killed after leaves both (it never
   * runs again). Throws, rolling the transaction back, when this worker no longer holds the
   * job (its lease expired and another worker took it). Without it the job is marked done
   * after the handler returns, and a handler must be safe to run twice.
   */
  finish(tx: DbOrTx): Promise<void>;
};
export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

export function defineJob<P>(definition: {
  name: string;
  payload: z.ZodType<P>;
  dedupeKey?: (payload: P) => string | null;
  concurrency?: number;
  maxAttempts?: number;
}): JobType<P> {
  return {
    name: definition.name,
    payload: definition.payload,
    dedupeKey: definition.dedupeKey ?? (() => null),
    concurrency: definition.concurrency ?? 1,
    maxAttempts: definition.maxAttempts ?? 3,
  };
}

/**
 * Queues a job in the caller's transaction: it exists exactly when the caller's rows commit.
 * The payload is checked against the type's schema here, so a bad job never reaches the table.
 */
export async function enqueueJob<P>(
  tx: DbOrTx,
  type: JobType<P>,
  payload: P,
  options: { runAfter?: Date } = {},
): Promise<boolean> {
  const parsed = type.payload.parse(payload);
  return jobsRepository.insert(tx, {
    kind: type.name,
    payload: parsed as Record<string, unknown>,
    dedupeKey: type.dedupeKey(parsed),
    maxAttempts: type.maxAttempts,
    ...options,
  });
}

/** Whether a job of this type for this payload's key is waiting or running. */
export function jobPending<P>(tx: DbOrTx, type: JobType<P>, payload: P): Promise<boolean> {
  const key = type.dedupeKey(payload);
  return key === null ? Promise.resolve(false) : jobsRepository.pending(tx, type.name, key);
}

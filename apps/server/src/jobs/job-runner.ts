import type { Db, DbOrTx } from '../db/client.js';
import { jobsRepository as repo } from '../repositories/jobs.repository.js';
import type { JobRow } from '../repositories/rows.js';
import type { JobHandler, JobType } from './define-job.js';

export type RunResult = { job: JobRow; outcome: 'done' | 'retry' | 'failed' | 'released' } | null;
export type Log = (level: 'info' | 'error', msg: string, extra?: Record<string, unknown>) => void;

/** Aborted by stop(): the job goes back to the queue without counting as an attempt. */
class Released extends Error {}

type Registered = { type: JobType<unknown>; handler: JobHandler<unknown> };

/**
 * Runs claimed jobs for one worker: checks each payload against its type, renews the lease
 * while the handler runs, and settles the row (done, retried with backoff, failed for good,
 * or handed back when the worker stops). Counts what runs per kind, for per-kind concurrency.
 */
export function createJobRunner(
  db: Db,
  opts: {
    workerId: string;
    leaseMs: number;
    retryDelayMs: (attempt: number) => number;
    log: Log;
    /** Called whenever a job ends, so an idle loop looks for more work. */
    onFinished: () => void;
  },
) {
  const { workerId, leaseMs, log } = opts;
  const handlers = new Map<string, Registered>();
  const active = new Map<string, number>();
  const inFlight = new Set<{ controller: AbortController; done: Promise<RunResult> }>();

  async function settle(job: JobRow, err: unknown): Promise<RunResult> {
    if (err instanceof Released) {
      await repo.release(db, job.id, workerId);
      return { job, outcome: 'released' };
    }
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
    if (job.attempts >= job.maxAttempts) {
      await repo.fail(db, job.id, workerId, reason);
      log('error', 'job failed for good', { jobId: job.id, kind: job.kind, attempts: job.attempts, reason });
      return { job, outcome: 'failed' };
    }
    await repo.retryLater(db, job.id, workerId, reason, Math.max(0, opts.retryDelayMs(job.attempts)));
    log('error', 'job failed, will retry', { jobId: job.id, kind: job.kind, attempts: job.attempts, reason });
    return { job, outcome: 'retry' };
  }

  async function execute(registered: Registered, job: JobRow, controller: AbortController): Promise<RunResult> {
    // Renew the lease while the job runs, so only a dead worker's jobs are taken over.
    const heartbeat = setInterval(
      () => void repo.heartbeat(db, job.id, workerId).catch(() => {}),
      Math.max(1_000, leaseMs / 3),
    );
    heartbeat.unref();
    let finished = false;
    const finish = async (tx: DbOrTx) => {
      if (!(await repo.finish(tx, job.id, workerId))) throw new Error('lease lost: another worker holds this job');
      finished = true;
    };
    try {
      const payload = registered.type.payload.parse(job.payload);
      await registered.handler(payload, { job, signal: controller.signal, finish });
      if (finished) return { job, outcome: 'done' };
      if (controller.signal.aborted) throw new Released();
      await repo.finish(db, job.id, workerId);
      return { job, outcome: 'done' };
    } catch (err) {
      return settle(job, controller.signal.aborted ? new Released() : err);
    } finally {
      clearInterval(heartbeat);
    }
  }

  return {
    handlers,

    /** Runs a claimed job, counted against its kind's slots and tracked so abortAll() can hand it back. */
    async run(job: JobRow): Promise<RunResult> {
      const registered = handlers.get(job.kind);
      if (!registered) return settle(job, new Error(`no handler for job kind ${job.kind}`));
      const controller = new AbortController();
      active.set(job.kind, (active.get(job.kind) ?? 0) + 1);
      const entry = { controller, done: execute(registered, job, controller) };
      inFlight.add(entry);
      try {
        return await entry.done;
      } finally {
        inFlight.delete(entry);
        active.set(job.kind, (active.get(job.kind) ?? 1) - 1);
        opts.onFinished();
      }
    },

    /** Kinds with a free slot: per-kind concurrency, so one kind's backlog never starves another. */
    freeKinds: () =>
      [...handlers.values()].filter((r) => (active.get(r.type.name) ?? 0) < r.type.concurrency).map((r) => r.type.name),

    /** Aborts every running job (their ffmpeg killed) and waits until each is handed back. */
    async abortAll() {
      for (const entry of inFlight) entry.controller.abort();
      await Promise.all([...inFlight].map((e) => e.done.catch(() => {})));
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { JOBS_CHANNEL, jobsRepository as repo } from '../repositories/jobs.repository.js';
import type { JobRow } from '../repositories/rows.js';
import { enqueueJob, type JobHandler, type JobType, jobPending } from './define-job.js';

/**
 * The background job queue: rows in `jobs`, run by one worker per server process. Queued
 * work survives restarts; a job left running by a crashed process is claimed again when its
 * lease expires; several processes on one PostgreSQL never run the same job twice. Workers
 * wake on NOTIFY (sent by the enqueueing transaction when it commits) and also poll, so a
 * lost notification only delays work. Why this queue and not pg-boss: docs/decisions/0006.
 */
export type JobQueueOptions = {
  /** A running job whose lease is older than this is considered abandoned (its worker died). */
  leaseMs?: number;
  /** How often an idle worker looks for work when no notification comes. */
  pollMs?: number;
  /** Delay before retry number `attempt` (1-based count of attempts made so far). */
  retryDelayMs?: (attempt: number) => number;
  log?: (level: 'info' | 'error', msg: string, extra?: Record<string, unknown>) => void;
  /** Job types that must have a handler before start(): a defined job nobody runs is a wiring error. */
  required?: Pick<JobType<unknown>, 'name'>[];
};

export type RunResult = { job: JobRow; outcome: 'done' | 'retry' | 'failed' | 'released' } | null;
export type JobQueue = ReturnType<typeof createJobQueue>;

/** Aborted by stop(): the job goes back to the queue without counting as an attempt. */
class Released extends Error {}

type Registered = { type: JobType<unknown>; handler: JobHandler<unknown> };

export function createJobQueue(database: Database, options: JobQueueOptions = {}) {
  const { db } = database;
  const workerId = `${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const retryDelayMs = options.retryDelayMs ?? ((n: number) => 30_000 * 4 ** (n - 1));
  const log = options.log ?? (() => {});
  const handlers = new Map<string, Registered>();
  const startHooks: (() => Promise<void>)[] = [];
  const active = new Map<string, number>();
  const inFlight = new Set<{ controller: AbortController; done: Promise<RunResult> }>();

  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  async function execute(registered: Registered, job: JobRow, controller: AbortController): Promise<RunResult> {
    // Renew the lease while the job runs, so only a dead worker's jobs are taken over.
    const heartbeat = setInterval(
      () => void repo.heartbeat(db, job.id, workerId).catch(() => {}),
      Math.max(1_000, leaseMs / 3),
    );
    heartbeat.unref();
    try {
      const payload = registered.type.payload.parse(job.payload);
      await registered.handler(payload, { job, signal: controller.signal });
      if (controller.signal.aborted) throw new Released();
      await repo.finish(db, job.id, workerId);
      return { job, outcome: 'done' };
    } catch (err) {
      return settle(job, controller.signal.aborted ? new Released() : err);
    } finally {
      clearInterval(heartbeat);
    }
  }

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
    await repo.retryLater(db, job.id, workerId, reason, Math.max(0, retryDelayMs(job.attempts)));
    log('error', 'job failed, will retry', { jobId: job.id, kind: job.kind, attempts: job.attempts, reason });
    return { job, outcome: 'retry' };
  }

  /** Runs a claimed job, counted against its kind's slots and tracked so stop() can hand it back. */
  async function track(job: JobRow): Promise<RunResult> {
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
      wakeUp?.();
    }
  }

  async function claimAndRun(kinds: string[]): Promise<RunResult> {
    const job = await repo.claim(db, kinds, workerId, leaseMs);
    return job ? track(job) : null;
  }

  /** Kinds with a free slot: per-kind concurrency, so one kind's backlog never starves another. */
  const freeKinds = () =>
    [...handlers.values()].filter((r) => (active.get(r.type.name) ?? 0) < r.type.concurrency).map((r) => r.type.name);

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wakeUp = null;
    });

  return {
    workerId,

    enqueue: enqueueJob,
    pending: jobPending,

    /** Attaches the handler of a job type; the module that owns the work calls this once. */
    handle<P>(type: JobType<P>, handler: JobHandler<P>) {
      if (handlers.has(type.name)) throw new Error(`job kind ${type.name} has two handlers`);
      handlers.set(type.name, { type: type as JobType<unknown>, handler: handler as JobHandler<unknown> });
    },

    /** Claims and runs at most one due job (of one type, or any handled one). Tests drive the queue with it. */
    runOnce(type?: Pick<JobType<unknown>, 'name'>): Promise<RunResult> {
      return claimAndRun(type ? [type.name] : [...handlers.keys()]);
    },

    /**
     * Starts the worker. Refuses to start when a required job type has no handler (its jobs
     * would wait forever); queued work of a kind nothing here knows is reported.
     */
    async start() {
      if (running) return;
      const unhandled = (options.required ?? []).filter((t) => !handlers.has(t.name)).map((t) => t.name);
      if (unhandled.length > 0) throw new Error(`job types with no handler: ${unhandled.join(', ')}`);
      const unknown = (await repo.waitingKinds(db)).filter((k) => !handlers.has(k));
      if (unknown.length > 0) log('error', 'queued jobs of kinds no handler serves', { kinds: unknown });
      for (const hook of startHooks) await hook();
      running = true;
      unlisten = await database
        .listen(JOBS_CHANNEL, () => wakeUp?.())
        .catch((err: unknown) => {
          log('error', 'job queue cannot listen for notifications; polling only', { err: String(err) });
          return null;
        });
      loop = (async () => {
        while (running) {
          const kinds = freeKinds();
          let claimed = false;
          if (kinds.length > 0) {
            try {
              const job = await repo.claim(db, kinds, workerId, leaseMs);
              if (job) {
                claimed = true;
                // Runs alongside jobs of other kinds; the loop claims again at once.
                void track(job).catch((err: unknown) =>
                  log('error', 'job worker error', { err: err instanceof Error ? err.message : String(err) }),
                );
              }
            } catch (err) {
              log('error', 'job worker error', { err: err instanceof Error ? err.message : String(err) });
            }
          }
          if (!running) break;
          if (!claimed) await sleep();
        }
      })();
    },

    /** Work to do each time the worker starts, before it claims jobs (e.g. queue what is missing). */
    onStart(hook: () => Promise<void>) {
      startHooks.push(hook);
    },

    /** Look for work now instead of at the next poll. */
    wake() {
      wakeUp?.();
    },

    /**
     * Stops cleanly: no new claims; jobs in progress are aborted (their ffmpeg killed) and put
     * back in the queue without counting an attempt, so the next start resumes them.
     */
    async stop() {
      running = false;
      wakeUp?.();
      for (const entry of inFlight) entry.controller.abort();
      await Promise.all([...inFlight].map((e) => e.done.catch(() => {})));
      await loop;
      loop = null;
      await unlisten?.();
      unlisten = null;
    },
  };
}

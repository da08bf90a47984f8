import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { jobsRepository as repo } from '../repositories/jobs.repository.js';
import { enqueueJob, type JobHandler, type JobType, jobPending } from './define-job.js';
import { createJobRunner, type Log, type RunResult } from './job-runner.js';

export type { RunResult } from './job-runner.js';

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
  log?: Log;
  /** Job types that must have a handler before start(): a defined job nobody runs is a wiring error. */
  required?: Pick<JobType<unknown>, 'name'>[];
};

export type JobQueue = ReturnType<typeof createJobQueue>;

export function createJobQueue(database: Database, options: JobQueueOptions = {}) {
  const { db } = database;
  const workerId = `${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const log = options.log ?? (() => {});
  const startHooks: (() => Promise<void>)[] = [];
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  const runner = createJobRunner(db, {
    workerId,
    leaseMs,
    retryDelayMs: options.retryDelayMs ?? ((n: number) => 30_000 * 4 ** (n - 1)),
    log,
    onFinished: () => wakeUp?.(),
  });

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

  /** Claims while some kind has a free slot; each claimed job runs beside the others. */
  async function work() {
    while (running) {
      const kinds = runner.freeKinds();
      let claimed = false;
      if (kinds.length > 0) {
        try {
          const job = await repo.claim(db, kinds, workerId, leaseMs);
          if (job) {
            claimed = true;
            void runner.run(job).catch((err: unknown) => log('error', 'job worker error', { err: String(err) }));
          }
        } catch (err) {
          log('error', 'job worker error', { err: err instanceof Error ? err.message : String(err) });
        }
      }
      if (!running) break;
      if (!claimed) await sleep();
    }
  }

  return {
    workerId,
    enqueue: enqueueJob,
    pending: jobPending,

    /** Attaches the handler of a job type; the module that owns the work calls this once. */
    handle<P>(type: JobType<P>, handler: JobHandler<P>) {
      if (runner.handlers.has(type.name)) throw new Error(`job kind ${type.name} has two handlers`);
      runner.handlers.set(type.name, { type: type as JobType<unknown>, handler: handler as JobHandler<unknown> });
    },

    /** Claims and runs at most one due job (of one type, or any handled one). Tests drive the queue with it. */
    async runOnce(type?: Pick<JobType<unknown>, 'name'>): Promise<RunResult> {
      const job = await repo.claim(db, type ? [type.name] : [...runner.handlers.keys()], workerId, leaseMs);
      return job ? runner.run(job) : null;
    },

    /** Work to do each time the worker starts, before it claims jobs (e.g. queue what is missing). */
    onStart(hook: () => Promise<void>) {
      startHooks.push(hook);
    },

    /**
     * Starts the worker. Refuses to start when a required job type has no handler (its jobs
     * would wait forever); queued work of a kind nothing here knows is reported.
     */
    async start() {
      if (running) return;
      const unhandled = (options.required ?? []).filter((t) => !runner.handlers.has(t.name)).map((t) => t.name);
      if (unhandled.length > 0) throw new Error(`job types with no handler: ${unhandled.join(', ')}`);
      const unknown = (await repo.waitingKinds(db)).filter((k) => !runner.handlers.has(k));
      if (unknown.length > 0) log('error', 'queued jobs of kinds no handler serves', { kinds: unknown });
      for (const hook of startHooks) await hook();
      running = true;
      unlisten = await database
        .listen(repo.channel, () => wakeUp?.())
        .catch((err: unknown) => {
          log('error', 'job queue cannot listen for notifications; polling only', { err: String(err) });
          return null;
        });
      loop = work();
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
      await runner.abortAll();
      await loop;
      loop = null;
      await unlisten?.();
      unlisten = null;
    },
  };
}

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { type JobRow, jobs } from '../../db/schema/index.js';

/**
 * The database job queue (issue 8): rows in `jobs`, claimed one at a time by a worker in
 * the server process. Everything lives in the table, so queued work survives restarts and
 * a job left `running` by a crashed process is claimed again once its lease expires.
 */

/** Adds a job in the caller's transaction: it exists exactly when the caller's rows commit. */
export async function enqueueJob(
  tx: DbOrTx,
  kind: string,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number } = {},
): Promise<void> {
  await tx.insert(jobs).values({ kind, payload, maxAttempts: options.maxAttempts ?? 3 });
}

export type JobContext = { job: JobRow; signal: AbortSignal };
export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export type JobWorkerOptions = {
  handlers: Record<string, JobHandler>;
  /** A running job whose lock is older than this is considered abandoned (its worker died). */
  leaseMs?: number;
  /** How often an idle worker looks for work. */
  pollMs?: number;
  /** Delay before retry number `attempt` (1-based count of attempts made so far). */
  retryDelayMs?: (attempt: number) => number;
  log?: (level: 'info' | 'error', msg: string, extra?: Record<string, unknown>) => void;
};

export type RunResult = { job: JobRow; outcome: 'done' | 'retry' | 'failed' | 'released' } | null;

export type JobWorker = ReturnType<typeof createJobWorker>;

/** Aborted by stop(): the job goes back to the queue without counting as an attempt. */
class Released extends Error {}

export function createJobWorker(db: Db, options: JobWorkerOptions) {
  const workerId = `${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const retryDelayMs = options.retryDelayMs ?? ((n: number) => 30_000 * 4 ** (n - 1));
  const kinds = Object.keys(options.handlers);
  const log = options.log ?? (() => {});

  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let current: { controller: AbortController; done: Promise<RunResult> } | null = null;

  /**
   * Claims the oldest due job in one statement: queued and due, or running with an expired
   * lease. `FOR UPDATE SKIP LOCKED` lets several server processes share one PostgreSQL
   * without claiming the same row (PGlite, one connection, runs the same SQL).
   */
  async function claim(): Promise<JobRow | undefined> {
    if (kinds.length === 0) return undefined;
    const kindList = sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    );
    const [row] = await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedAt: sql`now()`,
        lockedBy: workerId,
        updatedAt: sql`now()`,
      })
      .where(
        eq(
          jobs.id,
          sql`(select id from jobs
                where kind in (${kindList})
                  and ((status = 'queued' and run_after <= now())
                    or (status = 'running' and locked_at < now() - make_interval(secs => ${leaseMs / 1000})))
                order by run_after, created_at
                limit 1
                for update skip locked)`,
        ),
      )
      .returning();
    return row;
  }

  const mine = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId));

  async function settle(job: JobRow, err: unknown): Promise<RunResult> {
    if (err instanceof Released) {
      await db
        .update(jobs)
        .set({
          status: 'queued',
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          lockedAt: null,
          lockedBy: null,
          updatedAt: sql`now()`,
        })
        .where(mine(job));
      return { job, outcome: 'released' };
    }
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
    if (job.attempts >= job.maxAttempts) {
      await db
        .update(jobs)
        .set({
          status: 'failed',
          lastError: reason,
          lockedAt: null,
          lockedBy: null,
          updatedAt: sql`now()`,
          finishedAt: sql`now()`,
        })
        .where(mine(job));
      log('error', 'job failed for good', { jobId: job.id, kind: job.kind, attempts: job.attempts, reason });
      return { job, outcome: 'failed' };
    }
    const delay = Math.max(0, retryDelayMs(job.attempts));
    await db
      .update(jobs)
      .set({
        status: 'queued',
        lastError: reason,
        runAfter: sql`now() + make_interval(secs => ${delay / 1000})`,
        lockedAt: null,
        lockedBy: null,
        updatedAt: sql`now()`,
      })
      .where(mine(job));
    log('error', 'job failed, will retry', { jobId: job.id, kind: job.kind, attempts: job.attempts, reason });
    return { job, outcome: 'retry' };
  }

  async function execute(job: JobRow, controller: AbortController): Promise<RunResult> {
    // Renew the lease while the job runs, so only a dead worker's jobs are taken over.
    const heartbeat = setInterval(
      () => {
        void db
          .update(jobs)
          .set({ lockedAt: sql`now()` })
          .where(mine(job))
          .catch(() => {});
      },
      Math.max(1_000, leaseMs / 3),
    );
    heartbeat.unref();
    try {
      const handler = options.handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, { job, signal: controller.signal });
      if (controller.signal.aborted) throw new Released();
      await db
        .update(jobs)
        .set({
          status: 'done',
          lastError: null,
          lockedAt: null,
          lockedBy: null,
          updatedAt: sql`now()`,
          finishedAt: sql`now()`,
        })
        .where(mine(job));
      return { job, outcome: 'done' };
    } catch (err) {
      return settle(job, controller.signal.aborted ? new Released() : err);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Claims and runs at most one job; null when nothing is due. Tests drive the queue with it. */
  async function runOnce(): Promise<RunResult> {
    const job = await claim();
    if (!job) return null;
    const controller = new AbortController();
    const done = execute(job, controller);
    current = { controller, done };
    try {
      return await done;
    } finally {
      current = null;
    }
  }

  return {
    workerId,
    runOnce,

    /** Runs jobs until stop(): busy while there is work, polling every pollMs when idle. */
    start() {
      if (running) return;
      running = true;
      loop = (async () => {
        while (running) {
          let result: RunResult = null;
          try {
            result = await runOnce();
          } catch (err) {
            log('error', 'job worker error', { err: err instanceof Error ? err.message : String(err) });
          }
          if (!running) break;
          if (!result) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, pollMs);
              wakeUp = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            wakeUp = null;
          }
        }
      })();
    },

    /** Look for work now (after an enqueue) instead of at the next poll. */
    wake() {
      wakeUp?.();
    },

    /**
     * Stops cleanly: no new claims; the job in progress is aborted (its ffmpeg killed) and
     * put back in the queue without counting an attempt, so the next start resumes it.
     */
    async stop() {
      running = false;
      wakeUp?.();
      current?.controller.abort();
      await current?.done.catch(() => {});
      await loop;
      loop = null;
    },
  };
}

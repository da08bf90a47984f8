import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { type JobRow, jobs } from '../db/schema/index.js';

/** The NOTIFY channel the queue's workers listen on; the payload is the job's kind. */
const JOBS_CHANNEL = 'nupe_jobs';

export type NewJob = {
  kind: string;
  payload: Record<string, unknown>;
  dedupeKey: string | null;
  maxAttempts: number;
  /** Not before this time (a scheduled job); default: now. */
  runAfter?: Date;
};

/** The `jobs` table: the only place that writes it. */
export const jobsRepository = {
  /** The channel `enqueue` notifies with the kind of each job added. */
  channel: JOBS_CHANNEL,

  /**
   * Queues a job in the caller's transaction, unless one of the same kind and key is still
   * waiting (it will see the newest state when it runs). The NOTIFY is delivered when the
   * transaction commits, so a worker never wakes for a job it cannot see yet.
   */
  async insert(tx: DbOrTx, job: NewJob): Promise<boolean> {
    const result = await tx.execute(sql`
      insert into jobs (kind, payload, dedupe_key, max_attempts, run_after)
      select ${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.dedupeKey}, ${job.maxAttempts},
        coalesce(${job.runAfter?.toISOString() ?? null}::timestamptz, now())
      where ${job.dedupeKey}::text is null or not exists (
        select 1 from jobs j
        where j.kind = ${job.kind} and j.dedupe_key = ${job.dedupeKey} and j.status = 'queued')
      returning id`);
    const added = (result as unknown as { rows: unknown[] }).rows.length > 0;
    if (added) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
    return added;
  },

  /**
   * Claims the oldest due job of the given kinds in one statement: queued and due, or running
   * with an expired lease (its worker died). `FOR UPDATE SKIP LOCKED` lets several server
   * processes share one PostgreSQL without claiming the same row.
   */
  async claim(db: DbOrTx, kinds: string[], workerId: string, leaseMs: number): Promise<JobRow | undefined> {
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
  },

  /** Renews the lease of a job this worker still holds. */
  async heartbeat(db: DbOrTx, id: string, workerId: string): Promise<void> {
    await db
      .update(jobs)
      .set({ lockedAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
  },

  /** Done, if this worker still holds it; answers whether it did. */
  async finish(db: DbOrTx, id: string, workerId: string): Promise<boolean> {
    const done = await db
      .update(jobs)
      .set({
        status: 'done',
        lastError: null,
        lockedAt: null,
        lockedBy: null,
        updatedAt: sql`now()`,
        finishedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)))
      .returning({ id: jobs.id });
    return done.length > 0;
  },

  /** Back to the queue without counting the attempt (the worker was stopped, not the job's fault). */
  async release(db: DbOrTx, id: string, workerId: string): Promise<void> {
    await db
      .update(jobs)
      .set({
        status: 'queued',
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
        lockedAt: null,
        lockedBy: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
  },

  async retryLater(db: DbOrTx, id: string, workerId: string, reason: string, delayMs: number): Promise<void> {
    await db
      .update(jobs)
      .set({
        status: 'queued',
        lastError: reason,
        runAfter: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        lockedAt: null,
        lockedBy: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
  },

  async fail(db: DbOrTx, id: string, workerId: string, reason: string): Promise<void> {
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
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
  },

  /** Whether a job of this kind and key is waiting or running. */
  async pending(db: DbOrTx, kind: string, dedupeKey: string): Promise<boolean> {
    const [row] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.dedupeKey, dedupeKey), inArray(jobs.status, ['queued', 'running'])))
      .limit(1);
    return Boolean(row);
  },

  /** When the queued job of this kind and key is due; null when none is queued. */
  async nextRunOf(db: DbOrTx, kind: string, dedupeKey: string): Promise<Date | null> {
    const [row] = await db
      .select({ runAfter: jobs.runAfter })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'queued')))
      .orderBy(asc(jobs.runAfter))
      .limit(1);
    return row?.runAfter ?? null;
  },

  /** How many jobs of this kind are running now (on any instance). */
  async runningOf(db: DbOrTx, kind: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.status, 'running')));
    return row?.n ?? 0;
  },

  /** Whether any job of this kind and key exists, whatever its state. */
  async exists(db: DbOrTx, kind: string, dedupeKey: string): Promise<boolean> {
    const [row] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.dedupeKey, dedupeKey)))
      .limit(1);
    return Boolean(row);
  },

  /** The kinds that have work waiting: a kind no handler serves is a deployment error. */
  async waitingKinds(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .selectDistinct({ kind: jobs.kind })
      .from(jobs)
      .where(inArray(jobs.status, ['queued', 'running']));
    return rows.map((r) => r.kind);
  },

  /** Per kind and status: how many jobs, and how long the oldest queued one has waited (metrics). */
  async queueStats(db: DbOrTx): Promise<{ kind: string; status: string; count: number; oldestSeconds: number }[]> {
    const rows = await db
      .select({
        kind: jobs.kind,
        status: jobs.status,
        count: sql<number>`count(*)::int`,
        oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.createdAt})), 0)::float8`,
      })
      .from(jobs)
      .where(inArray(jobs.status, ['queued', 'running', 'failed']))
      .groupBy(jobs.kind, jobs.status);
    return rows.map((r) => ({ ...r, count: Number(r.count), oldestSeconds: Number(r.oldestSeconds) }));
  },
};

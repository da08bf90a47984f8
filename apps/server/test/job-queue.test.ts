import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '../src/db/schema/index.js';
import { defineJob, enqueueJob } from '../src/jobs/define-job.js';
import { createJobQueue } from '../src/jobs/job-queue.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** The typed job queue on the real database: payload checks, dedupe, per-kind slots, NOTIFY wake-up. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;
const rowsOf = (kind: string) => db().select().from(jobs).where(eq(jobs.kind, kind));
const until = async (check: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
};

describe('typed jobs', () => {
  it('a payload that does not fit its schema is refused before it reaches the table', async () => {
    const job = defineJob({ name: 'test-typed', payload: z.object({ n: z.number().int() }) });
    await expect(enqueueJob(db(), job, { n: 1.5 })).rejects.toThrow();
    expect(await rowsOf('test-typed')).toHaveLength(0);
    expect(await enqueueJob(db(), job, { n: 2 })).toBe(true);
    expect((await rowsOf('test-typed')).map((r) => r.payload)).toEqual([{ n: 2 }]);
  });

  it('a second job with the same key is not queued while the first waits', async () => {
    const job = defineJob({
      name: 'test-dedupe',
      payload: z.object({ songId: z.string() }),
      dedupeKey: (p) => p.songId,
    });
    expect(await enqueueJob(db(), job, { songId: 'a' })).toBe(true);
    expect(await enqueueJob(db(), job, { songId: 'a' })).toBe(false);
    expect(await enqueueJob(db(), job, { songId: 'b' })).toBe(true);
    expect((await rowsOf('test-dedupe')).map((r) => r.dedupeKey).sort()).toEqual(['a', 'b']);
  });

  it('the worker refuses to start while a declared job type has no handler', async () => {
    const orphan = defineJob({ name: 'test-orphan', payload: z.object({}) });
    const queue = createJobQueue(t.app.database, { required: [orphan] });
    await expect(queue.start()).rejects.toThrow(/job types with no handler: test-orphan/);
  });

  it('each kind has its own slots: a long job of one kind does not hold up another', async () => {
    const slow = defineJob({ name: 'test-slow-kind', payload: z.object({}) });
    const quick = defineJob({ name: 'test-quick-kind', payload: z.object({}) });
    const queue = createJobQueue(t.app.database, { pollMs: 50 });
    let releaseSlow!: () => void;
    const slowRunning = new Promise<void>((started) => {
      queue.handle(slow, () => {
        started();
        return new Promise<void>((r) => {
          releaseSlow = r;
        });
      });
    });
    let quickDone = false;
    queue.handle(quick, async () => {
      quickDone = true;
    });
    await enqueueJob(db(), slow, {});
    await queue.start();
    try {
      await slowRunning;
      await enqueueJob(db(), quick, {});
      expect(await until(async () => quickDone, 5_000)).toBe(true);
      expect((await rowsOf('test-slow-kind'))[0]?.status).toBe('running');
    } finally {
      releaseSlow();
      await queue.stop();
    }
  });

  it('an idle worker wakes on the NOTIFY its enqueueing transaction sends, not at its next poll', async () => {
    const woken = defineJob({ name: 'test-notify', payload: z.object({}) });
    // Polling once a minute: only the notification can start the job within the test's bound.
    const queue = createJobQueue(t.app.database, { pollMs: 60_000 });
    let ranAt = 0;
    queue.handle(woken, async () => {
      ranAt = Date.now();
    });
    await queue.start();
    try {
      await new Promise((r) => setTimeout(r, 200)); // the worker found nothing and sleeps
      const queuedAt = Date.now();
      await db().transaction(async (tx) => {
        await enqueueJob(tx, woken, {});
      });
      expect(await until(async () => ranAt > 0, 5_000)).toBe(true);
      expect(ranAt - queuedAt).toBeLessThan(5_000);
      expect((await rowsOf('test-notify'))[0]?.status).toBe('done');
    } finally {
      await queue.stop();
    }
  });

  it('a job left running by a crashed worker is claimed again when its lease expires and runs once to completion', async () => {
    const interrupted = defineJob({ name: 'test-interrupted', payload: z.object({}) });
    await enqueueJob(db(), interrupted, {});
    // The crash: a worker claimed it (an attempt counted) and died without finishing or renewing.
    await db()
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'dead-worker', lockedAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.kind, 'test-interrupted'));
    const queue = createJobQueue(t.app.database, { pollMs: 50, leaseMs: 60_000 });
    let runs = 0;
    queue.handle(interrupted, async () => {
      runs += 1;
    });
    await queue.start();
    try {
      expect(await until(async () => (await rowsOf('test-interrupted'))[0]?.status === 'done', 5_000)).toBe(true);
      await new Promise((r) => setTimeout(r, 300)); // several more polls: nothing runs it again
      expect(runs).toBe(1);
      expect((await rowsOf('test-interrupted'))[0]?.attempts).toBe(2);
    } finally {
      await queue.stop();
    }
  });

  it("ctx.finish commits a job's effect with its completion, and refuses once another worker holds the job", async () => {
    const effectful = defineJob({ name: 'test-effectful', payload: z.object({ n: z.number() }) });
    await enqueueJob(db(), effectful, { n: 1 });
    await enqueueJob(db(), effectful, { n: 2 });
    const queue = createJobQueue(t.app.database, { pollMs: 50, retryDelayMs: () => 60_000 });
    const effects: number[] = [];
    queue.handle(effectful, async ({ n }, ctx) => {
      // Job 2's lease lapsed while it ran and another worker took it over.
      if (n === 2) await db().update(jobs).set({ lockedBy: 'another-worker' }).where(eq(jobs.id, ctx.job.id));
      await db().transaction(async (tx) => {
        await tx
          .update(jobs)
          .set({ lastError: `effect ${n}` })
          .where(eq(jobs.id, ctx.job.id)); // the "effect"
        await ctx.finish(tx);
        effects.push(n);
      });
    });
    const first = await queue.runOnce(effectful);
    const second = await queue.runOnce(effectful);
    expect([first?.outcome, second?.outcome]).toEqual(['done', 'retry']);
    expect(effects).toEqual([1]);
    const rows = await rowsOf('test-effectful');
    const one = rows.find((r) => (r.payload as { n: number }).n === 1);
    const two = rows.find((r) => (r.payload as { n: number }).n === 2);
    expect(one).toMatchObject({ status: 'done', lockedBy: null });
    // Rolled back: no effect, and the job still belongs to the worker that took it over.
    expect(two).toMatchObject({ status: 'running', lockedBy: 'another-worker', lastError: null });
  });
});

/**
 * A worker process for the exactly-once test (test/job-queue-instances.test.ts): the app's own
 * job queue (claim, lease, heartbeat, NOTIFY) on a PostgreSQL database, with one test job
 * kind whose effect — a row in `test_job_effects` — commits in the same transaction as the
 * job's completion (ctx.finish). Each run first records that it started, committed at once,
 * so the test sees runs that a SIGKILL interrupted.
 *   node --import tsx job-worker.ts DATABASE_URL NAME ENQUEUE_FROM ENQUEUE_COUNT
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase } from '../../src/db/client.js';
import { defineJob, enqueueJob } from '../../src/jobs/define-job.js';
import { createJobQueue } from '../../src/jobs/job-queue.js';

const [url, name, from, count] = process.argv.slice(2);
if (!url || !name) throw new Error('usage: job-worker.ts DATABASE_URL NAME ENQUEUE_FROM ENQUEUE_COUNT');

const exactlyOnceJob = defineJob({
  name: 'test.exactly-once',
  payload: z.object({ n: z.number().int() }),
  dedupeKey: ({ n }) => String(n),
  concurrency: 4,
  maxAttempts: 5,
});

const database = await openDatabase({ kind: 'postgres', url });
const { db } = database;
const queue = createJobQueue(database, { leaseMs: 2_000, pollMs: 200 });
queue.handle(exactlyOnceJob, async ({ n }, ctx) => {
  await db.execute(sql`insert into test_job_starts (n, worker) values (${n}, ${name})`);
  await sleep(3 + Math.floor(Math.random() * 8)); // the work
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into test_job_effects (n, worker) values (${n}, ${name})`);
    await ctx.finish(tx);
  });
});

await db.transaction(async (tx) => {
  for (let i = Number(from); i < Number(from) + Number(count); i++) await enqueueJob(tx, exactlyOnceJob, { n: i });
});
await queue.start();
console.log('working');
process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});

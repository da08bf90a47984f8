import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Installation, newInstallation, ROOT } from './helpers/server-process.js';

/**
 * 1 000 jobs, enqueued half by each of two worker processes on one PostgreSQL, each take
 * effect exactly once — also when one worker is killed with SIGKILL in the middle of its
 * jobs. The workers run the app's job queue (helpers/job-worker.ts): claims with
 * FOR UPDATE SKIP LOCKED, a lease renewed while a job runs and taken over when it lapses,
 * and the effect committed with the completion (ctx.finish).
 */
const POSTGRES = process.env.DATABASE_URL;
const WORKER = path.join(ROOT, 'apps/server/test/helpers/job-worker.ts');
const TOTAL = 1000;

let inst: Installation;
let client: pg.Client;
const workers: ChildProcess[] = [];

function startWorker(name: string, from: number, count: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', WORKER, inst.databaseUrl as string, name, String(from), String(count)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  workers.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

const count = async (query: string) => Number((await client.query(query)).rows[0]?.n ?? 0);

async function until(check: () => Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!POSTGRES)('the job queue across two processes', () => {
  beforeAll(async () => {
    inst = await newInstallation(POSTGRES as string);
    client = new pg.Client({ connectionString: inst.databaseUrl as string });
    await client.connect();
    await client.query(`create table test_job_starts (n int not null, worker text not null, at timestamptz not null default clock_timestamp());
      create table test_job_effects (n int not null, worker text not null, at timestamptz not null default clock_timestamp())`);
  });
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
    await client?.end();
    await inst?.drop();
  });

  it('runs 1 000 jobs exactly once each, also when one worker is killed with SIGKILL mid-job', async () => {
    const a = startWorker('a', 0, TOTAL / 2);
    const b = startWorker('b', TOTAL / 2, TOTAL / 2);
    // Well into the work, and the victim in the middle of some of its jobs.
    await until(async () => (await count('select count(*) as n from test_job_effects')) >= 300, 60_000, 'work');
    await until(
      async () =>
        (await count(`select count(*) as n from test_job_starts s where worker = 'a'
          and not exists (select 1 from test_job_effects e where e.n = s.n and e.worker = 'a')`)) > 0,
      10_000,
      'a job in flight on worker a',
    );
    a.child.kill('SIGKILL');
    await a.exited;
    const killedAt = Date.now();

    await until(
      async () =>
        (await count(`select count(*) as n from jobs where kind = 'test.exactly-once' and status = 'done'`)) === TOTAL,
      90_000,
      `all jobs done (worker b: ${b.output()})`,
    );
    // Every job took effect exactly once: one effect row each, none missing, none twice.
    const effects = await client.query('select n, count(*)::int as runs from test_job_effects group by n');
    expect(effects.rows.length).toBe(TOTAL);
    expect(effects.rows.filter((r) => r.runs !== 1)).toEqual([]);
    // The runs the kill interrupted (started on a, no effect from a) were taken over by b.
    const interrupted = await client.query(`select s.n from test_job_starts s where s.worker = 'a'
      and not exists (select 1 from test_job_effects e where e.n = s.n and e.worker = 'a')`);
    expect(interrupted.rows.length).toBeGreaterThan(0);
    expect(interrupted.rows.length).toBeLessThanOrEqual(4); // the kind's concurrency on one worker
    const takenOver = await client.query(
      `select n, worker, attempts from test_job_effects e join jobs j on (j.payload->>'n')::int = e.n
       where j.kind = 'test.exactly-once' and e.n = any($1::int[])`,
      [interrupted.rows.map((r) => r.n)],
    );
    expect(takenOver.rows.every((r) => r.worker === 'b' && r.attempts === 2)).toBe(true);
    // No other job was started twice; both workers did a share.
    expect(await count('select count(*) as n from test_job_starts')).toBe(TOTAL + interrupted.rows.length);
    expect(await count(`select count(*) as n from test_job_effects where worker = 'a'`)).toBeGreaterThan(50);
    expect(await count(`select count(*) as n from test_job_effects where worker = 'b'`)).toBeGreaterThan(50);
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
  }, 180_000);
});

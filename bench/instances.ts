import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { type BenchApp, startApp } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { renderNginxConfig, startNginx } from './lib/nginx.js';
import { createBenchDatabase, insertSongs } from './lib/postgres.js';
import { median, wrk } from './lib/wrk.js';

/**
 * A JSON route (a page of 20 songs of 10 000) through the shipped nginx config on one
 * PostgreSQL: an upstream of two app instances vs an upstream of one, in the same run, in
 * adjacent pairs with the order swapped each round. Node serves a request on one core, so
 * two instances can use two; on this machine nginx, wrk and PostgreSQL share the same two.
 */
const ROUNDS = 7;

/** CPU seconds a process has used (user + system, from /proc; 100 ticks a second on Linux). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const SECONDS = 4;

export async function benchInstances(): Promise<Figure[]> {
  const db = await createBenchDatabase();
  const apps: BenchApp[] = [];
  const stops: (() => Promise<void>)[] = [];
  try {
    apps.push(await startApp({ port: 3941, databaseUrl: db.url }));
    apps.push(await startApp({ port: 3942, databaseUrl: db.url, adminExists: true }));
    await db.client.connect();
    await insertSongs(db.client, 10_000);
    await db.client.query('analyze');
    const nginx = (listen: string, upstream: string[]) => {
      const { conf } = renderNginxConfig({ listen, appUpstream: upstream, mediaRoot: null });
      return startNginx(conf, `http://${listen}/api/health/live`);
    };
    stops.push(await nginx('127.0.0.1:3943', ['127.0.0.1:3941']));
    stops.push(await nginx('127.0.0.1:3944', ['127.0.0.1:3941', '127.0.0.1:3942']));
    const targets = {
      one: 'http://127.0.0.1:3943/api/songs?limit=20',
      two: 'http://127.0.0.1:3944/api/songs?limit=20',
    };
    for (const url of Object.values(targets)) await wrk(url, { seconds: 2, connections: 64 });
    const runs = { one: [] as number[], two: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      const order: (keyof typeof targets)[] = i % 2 ? ['two', 'one'] : ['one', 'two'];
      for (const k of order) {
        const r = await wrk(targets[k], { seconds: SECONDS, connections: 64 });
        if (r.non2xx) throw new Error(`${k}: ${r.non2xx} non-2xx answers`);
        runs[k].push(r.requestsPerSec);
      }
    }
    const ratio = median(runs.two.map((x, i) => x / runs.one[i]!));
    // How busy the single instance is when alone: a core's worth means it is the limit there,
    // so on a machine with cores to spare for nginx and the clients, instances add up.
    const first = apps[0] as BenchApp;
    const before = cpuSeconds(first.pid);
    await wrk(targets.one, { seconds: SECONDS, connections: 64 });
    const busy = (cpuSeconds(first.pid) - before) / SECONDS;
    return [
      {
        name: `JSON route through nginx, two instances vs one (${cpus().length} cores for everything)`,
        value: `${median(runs.two).toFixed(0)} req/s`,
        baseline: `one instance ${median(runs.one).toFixed(0)} req/s, using ${(busy * 100).toFixed(0)} % of a core`,
        ratio: `${(ratio * 100).toFixed(0)} % (median of ${ROUNDS} paired runs)`,
        budget: 'quoted (no budget in the issue)',
        ok: ratio > 0,
      },
    ];
  } finally {
    for (const stop of stops) await stop();
    for (const app of apps) await app.stop();
    await db.drop();
  }
}

import { startApp } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { createBenchDatabase, insertPlays, insertSongs, medianLatency } from './lib/postgres.js';

/** Admin statistics on PostgreSQL with 100 thousand, then 1 million play events. */
export async function benchStats(): Promise<Figure[]> {
  const db = await createBenchDatabase();
  const app = await startApp({ port: 3917, databaseUrl: db.url });
  try {
    await db.client.connect();
    await insertSongs(db.client, 500);
    const auth = { authorization: `Bearer ${app.token}` };
    const url = `${app.url}/api/admin/dashboard`;
    const health = await medianLatency(`${app.url}/api/health`, {});
    await insertPlays(db.client, 100_000, 500);
    const at100k = await medianLatency(url, auth);
    await insertPlays(db.client, 900_000, 500);
    const at1m = await medianLatency(url, auth);
    const res = await fetch(url, { headers: auth });
    const body = (await res.json()) as { data: { plays: { last7Days: number } } };
    return [
      {
        name: 'admin statistics, 1M play events (PostgreSQL)',
        value: `${at1m.toFixed(2)} ms median (last 7 days: ${body.data.plays.last7Days} plays)`,
        baseline: `/api/health ${health.toFixed(2)} ms`,
        ratio: `${(at1m / health).toFixed(1)}× health`,
        budget: '≤ 20 ms',
        ok: at1m <= 20,
      },
      {
        name: 'admin statistics, 100k → 1M play events',
        value: `${at100k.toFixed(2)} ms → ${at1m.toFixed(2)} ms`,
        baseline: `100k events ${at100k.toFixed(2)} ms`,
        ratio: `${(at1m / at100k).toFixed(2)}×`,
        budget: 'flat (≤ 1.5×)',
        ok: at1m / at100k <= 1.5,
      },
    ];
  } finally {
    await app.stop();
    await db.drop();
  }
}

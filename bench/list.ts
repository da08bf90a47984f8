import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { createBenchDatabase, insertSongs, medianLatency } from './lib/postgres.js';
import { BIN, startProcess } from './lib/process.js';
import { median, wrk } from './lib/wrk.js';

/** A page of 20 songs from a catalogue of 10 000 on PostgreSQL vs a bare Fastify route with the same bytes. */
export async function benchList(): Promise<Figure[]> {
  const db = await createBenchDatabase();
  const app = await startApp({ port: 3918, databaseUrl: db.url });
  try {
    await db.client.connect();
    await insertSongs(db.client, 10_000);
    await db.client.query('analyze');
    const url = `${app.url}/api/songs?limit=20`;
    const body = await (await fetch(url)).text();
    const jsonFile = path.join(tmpdir(), 'nupe-bench-songs.json');
    writeFileSync(jsonFile, body);
    const bare = await startProcess(
      BIN('tsx'),
      ['bench/baselines/json-server.ts'],
      { JSON_FILE: jsonFile, PORT: '3919' },
      'http://127.0.0.1:3919/json',
    );
    try {
      const latency = await medianLatency(url, {});
      await wrk(url, { seconds: 2 });
      await wrk('http://127.0.0.1:3919/json', { seconds: 2 });
      const appRuns: number[] = [];
      const bareRuns: number[] = [];
      for (let i = 0; i < 3; i++) {
        bareRuns.push((await wrk('http://127.0.0.1:3919/json', { seconds: 6 })).requestsPerSec);
        appRuns.push((await wrk(url, { seconds: 6 })).requestsPerSec);
      }
      const a = median(appRuns);
      const b = median(bareRuns);
      return [
        {
          name: 'page of 20 songs of 10 000 (PostgreSQL): latency',
          value: `${latency.toFixed(2)} ms median (${body.length} bytes)`,
          baseline: '-',
          ratio: '-',
          budget: '≤ 10 ms',
          ok: latency <= 10,
        },
        {
          name: 'page of 20 songs of 10 000 (PostgreSQL): throughput',
          value: `${a.toFixed(0)} req/s`,
          baseline: `bare Fastify fixed JSON ${b.toFixed(0)} req/s`,
          ratio: `${((a / b) * 100).toFixed(0)} %`,
          budget: '≥ 30 %',
          ok: a / b >= 0.3,
        },
      ];
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
    await db.drop();
  }
}

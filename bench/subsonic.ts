import { statSync } from 'node:fs';
import { startApp, uploadSong } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { coverFile, mp3File } from './lib/fixtures.js';
import { createBenchDatabase, insertSongs } from './lib/postgres.js';
import { median, rangeScript, wrk } from './lib/wrk.js';

const PORT = 3381;
const SONGS = Number(process.env.SUBSONIC_BENCH_SONGS ?? 10_000);
const PAGE = 500;
const SYNCS = 7;
const ROUNDS = 3;

/**
 * /rest on PostgreSQL through the real server:
 * - a full library sync as Symfonium does it (search3, query "", songCount 500 at offsets 0, 500…,
 *   artistCount 0, albumCount 0, f=json) over 10 000 published songs ≤ 1 s, the median of several
 *   whole syncs; baseline: as many sequential requests of /rest/ping (the same auth and envelope),
 *   so the ratio is the cost of the pages themselves;
 * - ranged audio through /rest/stream ≥ 90 % of /api/songs/:id/stream in the same run (wrk,
 *   random 256 KiB ranges of a 5 MB MP3, 20 connections, as bench/stream.ts).
 */
export async function benchSubsonic(): Promise<Figure[]> {
  const pg = await createBenchDatabase();
  const app = await startApp({ port: PORT, databaseUrl: pg.url });
  try {
    await pg.client.connect();
    const mp3 = mp3File();
    const song = await uploadSong(app, mp3, await coverFile(), 'Subsonic bench');
    await insertSongs(pg.client, SONGS - 1);
    await pg.client.query('analyze');
    const res = await fetch(`${app.url}/api/me/app-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench phone' }),
    });
    const { key } = (await res.json()) as { key: string };
    const auth = `apiKey=${encodeURIComponent(key)}&v=1.16.1&c=bench&f=json`;
    const get = async (url: string) => {
      const r = await fetch(url);
      const body = (await r.json()) as {
        'subsonic-response': { status: string; searchResult3?: { song?: unknown[] } };
      };
      if (body['subsonic-response'].status !== 'ok') throw new Error(`${url}: ${JSON.stringify(body).slice(0, 300)}`);
      return body['subsonic-response'];
    };

    /** One whole sync: pages until a short one; answers its time, its page count and songs seen. */
    const sync = async () => {
      const t = performance.now();
      const pageTimes: number[] = [];
      let songs = 0;
      let pages = 0;
      for (let offset = 0; ; offset += PAGE) {
        const p = performance.now();
        const r = await get(
          `${app.url}/rest/search3?${auth}&query=${encodeURIComponent('""')}&songCount=${PAGE}&songOffset=${offset}&artistCount=0&albumCount=0`,
        );
        pageTimes.push(performance.now() - p);
        pages++;
        const n = r.searchResult3?.song?.length ?? 0;
        songs += n;
        if (n < PAGE) break;
      }
      return { ms: performance.now() - t, pages, songs, pageTimes };
    };
    const pings = async (n: number) => {
      const t = performance.now();
      for (let i = 0; i < n; i++) await get(`${app.url}/rest/ping?${auth}`);
      return performance.now() - t;
    };
    await sync(); // warm-up
    const syncs = [];
    const baselines = [];
    for (let i = 0; i < SYNCS; i++) {
      const s = await sync();
      if (s.songs !== SONGS) throw new Error(`the sync saw ${s.songs} songs of ${SONGS}`);
      syncs.push(s);
      baselines.push(await pings(s.pages));
    }
    const total = median(syncs.map((s) => s.ms));
    const base = median(baselines);
    const pages = syncs[0]!.pages;
    const allPages = syncs.flatMap((s) => s.pageTimes);
    console.log(
      `  sync: ${pages} requests, whole syncs ${syncs.map((s) => s.ms.toFixed(0)).join(', ')} ms; page median ${median(allPages).toFixed(1)} ms, slowest ${Math.max(...allPages).toFixed(1)} ms`,
    );

    const script = rangeScript(statSync(mp3).size);
    const targets = {
      api: `${app.url}/api/songs/${song.id}/stream`,
      rest: `${app.url}/rest/stream?apiKey=${encodeURIComponent(key)}&v=1.16.1&c=bench&id=${song.id}`,
    };
    const runs: Record<keyof typeof targets, number[]> = { api: [], rest: [] };
    for (const url of Object.values(targets)) await wrk(url, { seconds: 2, script }); // warm-up
    for (let i = 0; i < ROUNDS; i++) {
      for (const [k, url] of Object.entries(targets) as [keyof typeof targets, string][]) {
        const r = await wrk(url, { seconds: 6, script });
        if (r.non2xx) throw new Error(`${k}: ${r.non2xx} non-2xx answers`);
        runs[k].push(r.requestsPerSec);
      }
    }
    const api = median(runs.api);
    const rest = median(runs.rest);
    return [
      {
        name: `search3 full sync of ${SONGS} songs in pages of ${PAGE} (PostgreSQL, f=json)`,
        value: `${total.toFixed(0)} ms median of ${SYNCS} (${pages} requests)`,
        baseline: `${pages} × /rest/ping ${base.toFixed(0)} ms`,
        ratio: `${(total / base).toFixed(1)}×`,
        budget: '≤ 1 s',
        ok: total <= 1000,
      },
      {
        name: 'ranged audio through /rest/stream',
        value: `${rest.toFixed(0)} req/s (${((rest * 256) / 1024).toFixed(0)} MiB/s)`,
        baseline: `/api/songs/:id/stream ${api.toFixed(0)} req/s`,
        ratio: `${((rest / api) * 100).toFixed(0)} %`,
        budget: '≥ 90 %',
        ok: rest / api >= 0.9,
      },
    ];
  } finally {
    await app.stop();
    await pg.drop();
  }
}

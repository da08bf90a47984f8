import { statSync } from 'node:fs';
import path from 'node:path';
import { startApp, uploadSong } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { coverFile, mp3File } from './lib/fixtures.js';
import { BIN, startProcess } from './lib/process.js';
import { median, rangeScript, wrk } from './lib/wrk.js';

const ROUNDS = 3;

/** Ranged requests (256 KiB of a 5 MB MP3, 20 connections) through the app vs bare @fastify/static. */
export async function benchStream(): Promise<Figure[]> {
  const mp3 = mp3File();
  const size = statSync(mp3).size;
  const script = rangeScript(size);
  const app = await startApp({ port: 3912 });
  const bare = await startProcess(
    BIN('tsx'),
    ['bench/baselines/static-server.ts'],
    { STATIC_DIR: path.dirname(mp3), PORT: '3913' },
    'http://127.0.0.1:3913/',
  );
  try {
    const song = await uploadSong(app, mp3, await coverFile(), 'Stream bench');
    const targets = {
      bare: `http://127.0.0.1:3913/${path.basename(mp3)}`,
      stream: `${app.url}/api/songs/${song.id}/stream`,
      audioUrl: `${app.url}${song.audioUrl}`,
    };
    const runs: Record<keyof typeof targets, number[]> = { bare: [], stream: [], audioUrl: [] };
    for (const url of Object.values(targets)) await wrk(url, { seconds: 2, script }); // warm-up
    for (let i = 0; i < ROUNDS; i++) {
      for (const [k, url] of Object.entries(targets) as [keyof typeof targets, string][]) {
        const r = await wrk(url, { seconds: 6, script });
        if (r.non2xx) throw new Error(`${k}: ${r.non2xx} non-2xx answers`);
        runs[k].push(r.requestsPerSec);
      }
    }
    const b = median(runs.bare);
    return (['stream', 'audioUrl'] as const).map((k) => {
      const v = median(runs[k]);
      return {
        name: `streaming via the app (${k === 'stream' ? '/api/songs/:id/stream' : 'immutable audioUrl'})`,
        value: `${v.toFixed(0)} req/s (${((v * 256) / 1024).toFixed(0)} MiB/s)`,
        baseline: `bare Fastify + @fastify/static ${b.toFixed(0)} req/s`,
        ratio: `${((v / b) * 100).toFixed(0)} %`,
        budget: '≥ 90 %',
        ok: v / b >= 0.9,
      };
    });
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
}

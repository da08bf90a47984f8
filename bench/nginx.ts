import { statSync } from 'node:fs';
import path from 'node:path';
import { startApp, uploadSong } from './lib/app.js';
import { coverFile, mp3File } from './lib/fixtures.js';
import { renderNginxConfig, startNginx } from './lib/nginx.js';
import { median, rangeScript, wrk } from './lib/wrk.js';
import type { Figure } from './run.js';

const ROUNDS = 3;

/** Ranged requests through nginx → app (authorise) → X-Accel-Redirect, vs nginx serving the file directly. */
export async function benchNginx(): Promise<Figure[]> {
  const app = await startApp({ port: 3914, env: { MEDIA_ACCEL_REDIRECT: '/_media/' } });
  const { conf } = renderNginxConfig({
    listen: '127.0.0.1:3915',
    appUpstream: '127.0.0.1:3914',
    mediaRoot: path.join(app.dataDir, 'media'),
    directListen: '127.0.0.1:3916',
  });
  const stop = await startNginx(conf, 'http://127.0.0.1:3916/');
  try {
    const mp3 = mp3File();
    const size = statSync(mp3).size;
    const script = rangeScript(size);
    const song = await uploadSong(app, mp3, await coverFile(), 'Nginx bench');
    const targets = {
      direct: `http://127.0.0.1:3916/direct/${song.storageKey}`,
      proxied: `http://127.0.0.1:3915/api/songs/${song.id}/stream`,
    };
    const check = await fetch(targets.proxied, { headers: { range: 'bytes=0-1023' } });
    if (check.status !== 206 || (await check.arrayBuffer()).byteLength !== 1024) {
      throw new Error(`nginx hand-off answered ${check.status}`);
    }
    const runs: Record<keyof typeof targets, number[]> = { direct: [], proxied: [] };
    for (const url of Object.values(targets)) await wrk(url, { seconds: 2, script });
    for (let i = 0; i < ROUNDS; i++) {
      for (const [k, url] of Object.entries(targets) as [keyof typeof targets, string][]) {
        const r = await wrk(url, { seconds: 6, script });
        if (r.non2xx) throw new Error(`${k}: ${r.non2xx} non-2xx answers`);
        runs[k].push(r.requestsPerSec);
      }
    }
    const d = median(runs.direct);
    const p = median(runs.proxied);
    return [
      {
        name: 'streaming through nginx (app authorises, nginx sends: X-Accel-Redirect)',
        value: `${p.toFixed(0)} req/s (${((p * 256) / 1024).toFixed(0)} MiB/s)`,
        baseline: `nginx serving the file directly ${d.toFixed(0)} req/s`,
        ratio: `${((p / d) * 100).toFixed(0)} %`,
        budget: '≥ 80 %',
        ok: p / d >= 0.8,
      },
    ];
  } finally {
    await stop();
    await app.stop();
  }
}

import { statSync } from 'node:fs';
import path from 'node:path';
import { ACCEL_AUTH_TTL_S } from '../apps/server/src/modules/streaming/send-audio.js';
import { startApp, uploadSong } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { coverFile, mp3File } from './lib/fixtures.js';
import { renderNginxConfig, startNginx } from './lib/nginx.js';
import { median, rangeScript, wrk } from './lib/wrk.js';

/**
 * Short runs in adjacent pairs, the pair's order swapped each round, so a burst of other
 * work on the machine lands on both sides; the figure is the median of the pairs' ratios.
 */
const ROUNDS = 11;
const SECONDS = 3;

/**
 * Anonymous ranged requests for a public song through the shipped nginx configuration
 * (auth_request to the app, whose "yes" nginx keeps for a few seconds; nginx sends the
 * file), vs nginx serving the same file directly, in the same run.
 */
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
      const order: (keyof typeof targets)[] = i % 2 ? ['proxied', 'direct'] : ['direct', 'proxied'];
      for (const k of order) {
        const r = await wrk(targets[k], { seconds: SECONDS, script });
        if (r.non2xx) throw new Error(`${k}: ${r.non2xx} non-2xx answers`);
        runs[k].push(r.requestsPerSec);
      }
    }
    const d = median(runs.direct);
    const p = median(runs.proxied);
    const ratio = median(runs.proxied.map((x, i) => x / runs.direct[i]!));
    return [
      {
        name: `streaming through nginx (app authorises via auth_request, answer kept ${ACCEL_AUTH_TTL_S} s; nginx sends)`,
        value: `${p.toFixed(0)} req/s (${((p * 256) / 1024).toFixed(0)} MiB/s)`,
        baseline: `nginx serving the file directly ${d.toFixed(0)} req/s`,
        ratio: `${(ratio * 100).toFixed(0)} % (median of ${ROUNDS} paired runs)`,
        budget: '≥ 80 %',
        ok: ratio >= 0.8,
      },
    ];
  } finally {
    await stop();
    await app.stop();
  }
}

import { startApp, uploadSong } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { coverFile, wavFile } from './lib/fixtures.js';
import { rssBytes } from './lib/process.js';

const MB = 1024 * 1024;

/** Peak RSS growth of the server while it receives a 200 MB WAV, after a warm-up upload. */
export async function benchUpload(): Promise<Figure[]> {
  const app = await startApp({ port: 3911 });
  try {
    const cover = await coverFile();
    await uploadSong(app, wavFile(2 * MB), cover, 'Warm-up'); // load every code path once
    const big = wavFile(200_000_000);
    await new Promise((r) => setTimeout(r, 500));
    const before = rssBytes(app.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(app.pid));
    }, 20);
    const started = Date.now();
    await uploadSong(app, big, cover, 'Two hundred megabytes');
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const growth = (peak - before) / MB;
    return [
      {
        name: 'upload 200 MB WAV: server RSS growth',
        value: `${growth.toFixed(1)} MB (peak ${(peak / MB).toFixed(0)} MB, ${seconds.toFixed(1)} s)`,
        baseline: `RSS before ${(before / MB).toFixed(0)} MB`,
        ratio: `${((growth / 200) * 100).toFixed(1)} % of the file`,
        budget: '≤ 64 MB',
        ok: growth <= 64,
      },
    ];
  } finally {
    await app.stop();
  }
}

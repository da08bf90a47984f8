import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Figure } from './lib/figure.js';
import { ROOT, rssBytes, startProcess } from './lib/process.js';

const RUNS = 5;

/**
 * Start-up of the production build (`node apps/server/dist/server.js`) against the development
 * start (`node --import tsx apps/server/src/server.ts`), on the same migrated PGlite data
 * directory: time from spawn until /api/health/live answers, and resident memory then. Medians
 * of 5 starts each, alternated. The budget: the build starts no slower and takes no more memory.
 */
export async function benchStartup(): Promise<Figure[]> {
  const outdir = path.join(ROOT, 'apps/server', `.build-bench-${randomBytes(3).toString('hex')}`);
  execFileSync(process.execPath, [path.join(ROOT, 'apps/server/build.mjs'), '--outdir', outdir], { cwd: ROOT });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nupe-startup-'));
  const env = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    PORT: '3987',
    HOST: '127.0.0.1',
  };
  const variants = {
    compiled: [path.join(outdir, 'server.js')],
    tsx: ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')],
  };
  const samples: Record<keyof typeof variants, { ms: number[]; rss: number[] }> = {
    compiled: { ms: [], rss: [] },
    tsx: { ms: [], rss: [] },
  };
  try {
    for (let i = 0; i <= RUNS; i++) {
      for (const [name, args] of Object.entries(variants) as [keyof typeof variants, string[]][]) {
        const started = Date.now();
        const server = await startProcess(process.execPath, args, env, 'http://127.0.0.1:3987/api/health/live');
        const ms = Date.now() - started;
        const rss = rssBytes(server.pid);
        await server.stop();
        if (i === 0) continue; // the first start migrates the new database: not a restart
        samples[name].ms.push(ms);
        samples[name].rss.push(rss);
      }
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
  const [cMs, tMs] = [median(samples.compiled.ms), median(samples.tsx.ms)];
  const [cRss, tRss] = [median(samples.compiled.rss), median(samples.tsx.rss)];
  return [
    {
      name: 'start-up until /api/health/live (compiled build)',
      value: `${cMs} ms`,
      baseline: `tsx ${tMs} ms`,
      ratio: `${(cMs / tMs).toFixed(2)}×`,
      budget: '≤ 1.0× tsx',
      ok: cMs <= tMs,
    },
    {
      name: 'resident memory after start (compiled build)',
      value: mb(cRss),
      baseline: `tsx ${mb(tRss)}`,
      ratio: `${(cRss / tRss).toFixed(2)}×`,
      budget: '≤ 1.0× tsx',
      ok: cRss <= tRss,
    },
  ];
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp } from './lib/app.js';
import { writeArchive } from './lib/archive.js';
import type { Figure } from './lib/figure.js';
import { createBenchDatabase, insertPlays, insertSongs } from './lib/postgres.js';
import { BIN, ROOT } from './lib/process.js';

const GB = 1024 ** 3;
const MB = 1024 ** 2;

const timed = (fn: () => string) => {
  const t = performance.now();
  const output = fn();
  return { seconds: (performance.now() - t) / 1000, output };
};
const du = (dir: string) => Number(execFileSync('du', ['-sb', dir]).toString().split('\t')[0]);

/**
 * `npm run backup` on PostgreSQL with FIXITY_BENCH_GB of media and 1 M play events, the
 * server running: time and size, against pg_dump plus cp -r of the same data in the same run;
 * then a second backup with nothing changed, which must copy no media bytes.
 */
export async function benchBackup(): Promise<Figure[]> {
  const db = await createBenchDatabase();
  const app = await startApp({ port: 3945, databaseUrl: db.url });
  const out = mkdtempSync(path.join(tmpdir(), 'nupe-bench-backup-'));
  const baseline = mkdtempSync(path.join(tmpdir(), 'nupe-bench-baseline-'));
  try {
    await db.client.connect();
    const mediaDir = path.join(app.dataDir, 'media');
    const archive = await writeArchive(db.client, mediaDir);
    await insertSongs(db.client, 500);
    await insertPlays(db.client, 1_000_000, 500);
    const env = { ...process.env, DATA_DIR: app.dataDir, DATABASE_URL: db.url, LOG_LEVEL: 'warn' };
    const backup = () =>
      execFileSync(BIN('node'), ['--import', 'tsx', 'apps/server/src/cli/backup.ts', '--out', out], {
        cwd: ROOT,
        env,
      }).toString();

    const base = timed(() => {
      execFileSync('pg_dump', ['--format=custom', '--file', path.join(baseline, 'db.dump'), db.url]);
      execFileSync('cp', ['-r', mediaDir, path.join(baseline, 'media')]);
      return '';
    });
    const first = timed(backup);
    const firstSize = du(out);
    const second = timed(backup);
    const copied = /of which (\d+) new \(([\d.]+) MB copied\)/.exec(second.output);
    const dbSize = /\(([\d.]+) MB compressed\)/.exec(first.output)?.[1];
    return [
      {
        name: `backup of ${(archive.bytes / GB).toFixed(1)} GB of media and 1 M play events (PostgreSQL, server running)`,
        value: `${first.seconds.toFixed(1)} s, ${(firstSize / GB).toFixed(2)} GB (database ${dbSize} MB gzipped)`,
        baseline: `pg_dump -Fc + cp -r ${base.seconds.toFixed(1)} s, ${(du(baseline) / GB).toFixed(2)} GB`,
        ratio: `${(first.seconds / base.seconds).toFixed(2)}× the time`,
        budget: 'quoted (no budget)',
        ok: true,
      },
      {
        name: 'second backup, nothing changed',
        value: `${second.seconds.toFixed(1)} s, ${copied?.[1]} files (${copied?.[2]} MB) copied, +${((du(out) - firstSize) / MB).toFixed(1)} MB`,
        baseline: `first backup ${first.seconds.toFixed(1)} s`,
        ratio: `${((second.seconds / first.seconds) * 100).toFixed(0)} % of the time`,
        budget: 'no media bytes copied',
        ok: copied?.[1] === '0',
      },
    ];
  } finally {
    await app.stop();
    await db.drop();
    rmSync(out, { recursive: true, force: true });
    rmSync(baseline, { recursive: true, force: true });
  }
}

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.js';
import { createLocalStorage } from '../apps/server/src/lib/storage.js';
import { runFixityAudit } from '../apps/server/src/media/fixity-audit.js';
import { startApp, uploadSong } from './lib/app.js';
import { ARCHIVE_BYTES, ARCHIVE_FILES, writeArchive } from './lib/archive.js';
import type { Figure } from './lib/figure.js';
import { coverFile, mp3File } from './lib/fixtures.js';
import { createBenchDatabase } from './lib/postgres.js';
import { median, rangeScript, wrk } from './lib/wrk.js';

const GB = 1024 ** 3;
const MB = 1024 ** 2;

/**
 * Fixity audits on PostgreSQL over FIXITY_BENCH_GB of media in FIXITY_BENCH_FILES files:
 * - throughput of a full audit, unthrottled, vs coreutils' sha256sum over the same files (hot
 *   page cache for both: the files were just written), with the audit's memory growth;
 * - the p99 of ranged streaming under wrk, without and during a full audit run by the server
 *   itself at its default pace (FIXITY_MAX_MB_PER_S).
 */
export async function benchFixity(): Promise<Figure[]> {
  const db = await createBenchDatabase();
  // The server's own pace for its audits (FIXITY_MAX_MB_PER_S; unset: the default).
  const pace = process.env.FIXITY_BENCH_PACE;
  const app = await startApp({ port: 3941, databaseUrl: db.url, env: pace ? { FIXITY_MAX_MB_PER_S: pace } : {} });
  try {
    await db.client.connect();
    const mediaDir = path.join(app.dataDir, 'media');
    const song = await uploadSong(app, mp3File(), await coverFile(), 'Streamed during the audit');
    const archive = await writeArchive(db.client, mediaDir);
    console.log(`  ${archive.files} files, ${(archive.bytes / GB).toFixed(2)} GB written`);

    // sha256sum over every file, as a shell pipeline would.
    const t0 = performance.now();
    execFileSync('sh', ['-c', 'find audio -type f -print0 | xargs -0 sha256sum > /dev/null'], { cwd: mediaDir });
    const shaSeconds = (performance.now() - t0) / 1000;

    // Our audit, in this process (so its memory is measured precisely), unthrottled.
    const database = await openDatabase({ kind: 'postgres', url: db.url });
    const storage = createLocalStorage(mediaDir);
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const report = await runFixityAudit(database.db, storage, { trigger: 'command', maxBytesPerSecond: null });
    clearInterval(sampler);
    await database.close();
    if (report.failed + report.missing > 0 || report.error) throw new Error(`audit failed: ${JSON.stringify(report)}`);
    const ours = report.bytes / report.seconds;
    const theirs = report.bytes / shaSeconds;
    const growth = (peak - rssBefore) / MB;

    // Streaming p99 without, then during, a full audit run by the server at its default pace.
    const url = `${app.url}/api/songs/${song.id}/stream`;
    const size = Number((await fetch(url, { method: 'HEAD' })).headers.get('content-length'));
    const script = rangeScript(size, 64 * 1024);
    // A steady load short of saturation (4 connections), three rounds each way, medians compared.
    const all: Awaited<ReturnType<typeof wrk>>[] = [];
    const rounds = async () => {
      const got = [];
      for (let i = 0; i < 3; i++) got.push(await wrk(url, { seconds: 5, connections: 4, script }));
      all.push(...got);
      return {
        latencyP99Ms: median(got.map((r) => r.latencyP99Ms)),
        requestsPerSec: median(got.map((r) => r.requestsPerSec)),
      };
    };
    await wrk(url, { seconds: 3, connections: 4, script }); // warm up
    const before = await rounds();
    const queued = await fetch(`${app.url}/api/admin/preservation/audits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.token}` },
    });
    if (queued.status !== 202) throw new Error(`audit not queued: ${queued.status}`);
    await new Promise((r) => setTimeout(r, 1500));
    const during = await rounds();
    const progress = await db.client.query(
      'select objects, finished_at from fixity_runs where trigger = $1 order by started_at desc limit 1',
      ['admin'],
    );
    const run = progress.rows[0] as { objects: number; finished_at: Date | null };
    if (!run) throw new Error('the server audit did not start during the measurement');
    if (run.finished_at) throw new Error('the server audit ended before the measurement did: use more media');
    // Quiet rounds again once the audit is over: the baseline brackets the audit in time.
    for (;;) {
      const r = await db.client.query('select finished_at from fixity_runs where trigger = $1', ['admin']);
      if (r.rows[0]?.finished_at) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const quietRounds = all.slice(0, 3);
    await rounds();
    quietRounds.push(...all.slice(-3));
    const quiet = {
      latencyP99Ms: median(quietRounds.map((r) => r.latencyP99Ms)),
      requestsPerSec: median(quietRounds.map((r) => r.requestsPerSec)),
    };
    void before;
    const p99Ratio = during.latencyP99Ms / quiet.latencyP99Ms;

    return [
      {
        name: `fixity audit throughput (${ARCHIVE_FILES} files, ${(ARCHIVE_BYTES / GB).toFixed(1)} GB, PostgreSQL)`,
        value: `${(ours / MB).toFixed(0)} MB/s in ${report.seconds.toFixed(1)} s`,
        baseline: `sha256sum ${(theirs / MB).toFixed(0)} MB/s in ${shaSeconds.toFixed(1)} s`,
        ratio: `${((ours / theirs) * 100).toFixed(0)} %`,
        budget: '≥ 80 % of sha256sum',
        ok: ours / theirs >= 0.8,
      },
      {
        name: 'fixity audit memory growth',
        value: `${growth.toFixed(1)} MB`,
        baseline: `RSS before ${(rssBefore / MB).toFixed(0)} MB`,
        ratio: '-',
        budget: '≤ 64 MB',
        ok: growth <= 64,
      },
      {
        name: `streaming p99 during a full audit (server at ${pace ?? '10 (the default)'} MB/s; median of 3 rounds vs 6 quiet ones)`,
        value: `${during.latencyP99Ms.toFixed(2)} ms (${during.requestsPerSec.toFixed(0)} req/s; audit running)`,
        baseline: `no audit ${quiet.latencyP99Ms.toFixed(2)} ms (${quiet.requestsPerSec.toFixed(0)} req/s)`,
        ratio: `${((p99Ratio - 1) * 100).toFixed(0)} % higher`,
        budget: '≤ 20 % higher',
        ok: p99Ratio <= 1.2,
      },
    ];
  } finally {
    await app.stop();
    await db.drop();
  }
}

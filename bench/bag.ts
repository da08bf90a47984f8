import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.js';
import type { Figure } from './lib/figure.js';
import { createBenchDatabase } from './lib/postgres.js';
import { BIN, ROOT, rssBytes } from './lib/process.js';
import { median } from './lib/wrk.js';

const FILE_MB = 64;
const LARGE_FILES = Number(process.env.BAG_BENCH_FILES ?? 16); // 16 × 64 MB = 1 GiB
const SMALL_FILES = 4;
const RUNS = 3;

/**
 * `npm run export:bag` of a 1 GiB collection (16 originals of 64 MB) on PostgreSQL against
 * `cp` of the same files followed by `sha256sum` of the copies, alternated, medians of 3:
 * the bag's throughput (the command's own bagging time: both SHA-256 and SHA-512 of every file,
 * manifests, tag files) ≥ 70 % of the baseline's; and memory flat: the command's peak resident
 * memory for 1 GiB within 32 MB of its peak for a 256 MB collection.
 */
export async function benchBag(): Promise<Figure[]> {
  const pg = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nupe-bench-bag-'));
  const media = path.join(dataDir, 'media');
  try {
    const database = await openDatabase({ kind: 'postgres', url: pg.url }); // applies the migrations
    await database.close();
    await pg.client.connect();
    const collection = async (title: string, files: number) => {
      const { rows } = await pg.client.query<{ id: string }>(
        'insert into collections (title) values ($1) returning id',
        [title],
      );
      const id = rows[0]?.id as string;
      for (let i = 0; i < files; i++) {
        const fileId = randomUUID();
        const key = `audio/${fileId.slice(0, 2)}/${fileId}.mp3`;
        mkdirSync(path.dirname(path.join(media, key)), { recursive: true });
        const bytes = randomBytes(FILE_MB * 1024 * 1024);
        writeFileSync(path.join(media, key), bytes);
        const sha = createHash('sha256').update(bytes).digest('hex');
        await pg.client.query(
          `with m as (insert into media_files (id, storage_key, mime, size_bytes, sha256) values ($1, $2, 'audio/mpeg', $3, $4) returning id),
                s as (insert into songs (title, artist_credit, genre, audio_file_id, status, published_at)
                      select $5, 'Bench artist', 'Songs', id, 'published', now() from m returning id)
           insert into song_descriptions (song_id, languages, collection_id) select id, '["nup"]', $6 from s`,
          [fileId, key, bytes.length, sha, `${title} ${i}`, id],
        );
      }
      return id;
    };
    const large = await collection('One gigabyte', LARGE_FILES);
    const small = await collection('A quarter', SMALL_FILES);
    const bytes = LARGE_FILES * FILE_MB * 1024 * 1024;
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: pg.url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    };

    /** One export: the command's own time (it prints it), its wall time, and its peak resident memory. */
    const exportOnce = (id: string) =>
      new Promise<{ seconds: number; wall: number; peak: number }>((resolve, reject) => {
        const out = path.join(dataDir, `bag-${randomUUID()}`);
        const started = performance.now();
        const child = spawn(BIN('tsx'), ['apps/server/src/cli/export-bag.ts', '--collection', id, '--out', out], {
          cwd: ROOT,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        let peak = 0;
        const sample = setInterval(() => {
          try {
            // tsx runs the script in a child node process: sample the whole tree's newest node.
            for (const pid of execFileSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' })
              .trim()
              .split('\n')) {
              if (pid) peak = Math.max(peak, rssBytes(Number(pid)));
            }
          } catch {}
        }, 50);
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code) => {
          clearInterval(sample);
          rmSync(out, { recursive: true, force: true });
          const m = /in ([\d.]+) s\./.exec(output);
          if (code !== 0 || !m) return reject(new Error(`export:bag failed:\n${output}`));
          resolve({ seconds: Number(m[1]), wall: (performance.now() - started) / 1000, peak });
        });
      });
    const baselineOnce = () => {
      const out = path.join(dataDir, `copy-${randomUUID()}`);
      const started = performance.now();
      execFileSync('bash', [
        '-c',
        `cp -r "${path.join(media, 'audio')}" "${out}" && find "${out}" -type f -exec sha256sum {} + > /dev/null`,
      ]);
      const seconds = (performance.now() - started) / 1000;
      rmSync(out, { recursive: true, force: true });
      return seconds;
    };
    // The baseline copies every file of both collections: count its bytes alike.
    const baselineBytes = bytes + SMALL_FILES * FILE_MB * 1024 * 1024;
    const bagSeconds: number[] = [];
    const walls: number[] = [];
    const peaks: number[] = [];
    const baseSeconds: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      baseSeconds.push(baselineOnce());
      const run = await exportOnce(large);
      bagSeconds.push(run.seconds);
      walls.push(run.wall);
      peaks.push(run.peak);
    }
    const smallPeaks: number[] = [];
    for (let i = 0; i < RUNS; i++) smallPeaks.push((await exportOnce(small)).peak);
    const mbps = (b: number, s: number) => b / 1024 / 1024 / s;
    const bag = mbps(bytes, median(bagSeconds));
    const base = mbps(baselineBytes, median(baseSeconds));
    const peak = median(peaks) / 1024 / 1024;
    const smallPeak = median(smallPeaks) / 1024 / 1024;
    console.log(
      `  export:bag of ${LARGE_FILES * FILE_MB} MB: bagging ${median(bagSeconds).toFixed(2)} s (whole command with start-up ${median(walls).toFixed(2)} s); cp + sha256sum ${median(baseSeconds).toFixed(2)} s for ${(baselineBytes / 1024 / 1024).toFixed(0)} MB`,
    );
    return [
      {
        name: `export:bag of a ${LARGE_FILES * FILE_MB} MB collection (SHA-256 + SHA-512)`,
        value: `${bag.toFixed(0)} MB/s`,
        baseline: `cp + sha256sum ${base.toFixed(0)} MB/s`,
        ratio: `${((bag / base) * 100).toFixed(0)} %`,
        budget: '≥ 70 %',
        ok: bag / base >= 0.7,
      },
      {
        name: 'export:bag peak memory, 1 GiB vs 256 MB collection',
        value: `${peak.toFixed(0)} MB`,
        baseline: `${smallPeak.toFixed(0)} MB for 256 MB`,
        ratio: `+${(peak - smallPeak).toFixed(0)} MB`,
        budget: '≤ +32 MB (flat)',
        ok: peak - smallPeak <= 32,
      },
    ];
  } finally {
    await pg.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

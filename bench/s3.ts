import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BenchApp, startApp, uploadSong } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { coverFile, mp3File } from './lib/fixtures.js';
import { BIN, type Running, startProcess } from './lib/process.js';
import { median } from './lib/wrk.js';

/**
 * Ranged streaming with media in an S3-compatible bucket (npm s3rver in its own process),
 * the app proxying the bytes and the app redirecting to a presigned URL, vs the same file on
 * local disk, in the same run. wrk cannot follow a redirect, so one small client (Node's
 * fetch, following redirects, 16 requests in flight, a random 256 KiB range each) drives all
 * three the same way; rounds in adjacent pairs with the order swapped each round.
 */
const ROUNDS = 7;
const SECONDS = 3;
const CHUNK = 256 * 1024;
const IN_FLIGHT = 16;

async function load(url: string, size: number, seconds: number): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  const one = async () => {
    while (Date.now() < end) {
      const start = Math.floor(Math.random() * (size - CHUNK - 1));
      const res = await fetch(url, { headers: { range: `bytes=${start}-${start + CHUNK - 1}` } });
      const body = await res.arrayBuffer();
      if (res.status !== 206 || body.byteLength !== CHUNK)
        throw new Error(`${url}: ${res.status} ${body.byteLength} B`);
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, one));
  return done / seconds;
}

export async function benchS3(): Promise<Figure[]> {
  const bucketDir = mkdtempSync(path.join(tmpdir(), 'nupe-bench-s3-'));
  const s3: Running = await startProcess(
    process.execPath,
    [BIN('s3rver'), '-d', bucketDir, '-a', '127.0.0.1', '-p', '3931', '-s', '--configure-bucket', 'bench'],
    {},
    'http://127.0.0.1:3931/',
  );
  const bucketEnv = (delivery: string) => ({
    STORAGE: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:3931',
    S3_BUCKET: 'bench',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_DELIVERY: delivery,
    S3_PRESIGN_SECONDS: '60',
  });
  const apps: BenchApp[] = [];
  try {
    apps.push(await startApp({ port: 3932 }));
    apps.push(await startApp({ port: 3933, env: bucketEnv('proxy') }));
    apps.push(await startApp({ port: 3934, env: bucketEnv('redirect') }));
    const [disk, proxy, redirect] = apps as [BenchApp, BenchApp, BenchApp];
    const mp3 = mp3File();
    const size = statSync(mp3).size;
    const cover = await coverFile();
    const targets = {
      disk: `${disk.url}/api/songs/${(await uploadSong(disk, mp3, cover, 'Disk bench')).id}/stream`,
      proxy: `${proxy.url}/api/songs/${(await uploadSong(proxy, mp3, cover, 'Proxy bench')).id}/stream`,
      redirect: `${redirect.url}/api/songs/${(await uploadSong(redirect, mp3, cover, 'Redirect bench')).id}/stream`,
    };
    // The store alone: one presigned address, asked directly (the ceiling of both bucket paths).
    const signed = await fetch(targets.redirect, { redirect: 'manual' });
    const bucket = signed.headers.get('location');
    if (signed.status !== 302 || !bucket) throw new Error(`redirect answered ${signed.status}`);
    const all = { ...targets, bucket };
    type Name = keyof typeof all;
    const names = Object.keys(all) as Name[];
    for (const name of names) await load(all[name], size, 1); // warm-up, and a check of every answer
    const runs: Record<Name, number[]> = { disk: [], proxy: [], redirect: [], bucket: [] };
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 ? [...names].reverse() : names;
      for (const name of order) runs[name].push(await load(all[name], size, SECONDS));
    }
    const ratio = (name: Name) => median(runs[name].map((x, i) => x / runs.disk[i]!));
    const ofBucket = (name: Name) => median(runs[name].map((x, i) => x / runs.bucket[i]!));
    const figure = (name: Name, label: string): Figure => ({
      name: `ranged streaming, STORAGE=s3 ${label}`,
      value: `${median(runs[name]).toFixed(0)} req/s of 256 KiB`,
      baseline: `local disk ${median(runs.disk).toFixed(0)} req/s; the bucket alone ${median(runs.bucket).toFixed(0)} req/s`,
      ratio: `${(ratio(name) * 100).toFixed(0)} % of disk, ${(ofBucket(name) * 100).toFixed(0)} % of the bucket alone (medians of ${ROUNDS} paired runs)`,
      budget: 'quoted (no budget in the issue)',
      ok: runs[name].every((x) => x > 0),
    });
    return [figure('proxy', 'proxied by the app'), figure('redirect', 'via a presigned redirect')];
  } finally {
    for (const app of apps) await app.stop();
    await s3.stop();
  }
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_BIN, renderNginxConfig, startNginx } from '../../../deploy/nginx/render-config.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { startTestBucket, type TestBucket } from './helpers/s3.js';
import {
  createAccount,
  type Installation,
  newInstallation,
  type ServerProcess,
  signIn,
  startServer,
  upload,
} from './helpers/server-process.js';

/**
 * The shipped multi-instance set-up, as operators run it: two app server processes,
 * each with its own DATA_DIR as on two machines, sharing one PostgreSQL, Redis (rate limits)
 * and an S3-compatible bucket (media), behind the shipped nginx config with both in its
 * upstream. PostgreSQL only: the embedded database is single-process by design.
 */
const POSTGRES = process.env.DATABASE_URL;
const haveNginx = existsSync(NGINX_BIN);
if (POSTGRES && !haveNginx && process.env.CI) throw new Error(`${NGINX_BIN} is missing: .ci/run installs nginx-light`);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const LIMIT = 4;

let f: Fixtures;
let bucket: TestBucket;
let inst: Installation;
let a: ServerProcess;
let b: ServerProcess;
let nginx: string;
let stopNginx: () => Promise<void>;
let token: string;
const phone = '+2348035550101';
const password = 'correct-horse-9';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe.skipIf(!POSTGRES || !haveNginx)('two instances behind nginx on one PostgreSQL, Redis and bucket', () => {
  beforeAll(async () => {
    [f, bucket] = await Promise.all([makeFixtures(), startTestBucket('instances')]);
    const s3 = bucket.settings;
    inst = await newInstallation(POSTGRES as string, {
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint ?? '',
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.credentials?.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.credentials?.secretAccessKey,
      REDIS_URL,
      AUTH_RATE_LIMIT_MAX: String(LIMIT),
      TRUST_PROXY: 'loopback',
    });
    await createAccount(inst, 'admin', phone, password);
    // Started together on the new database: the migrations run once (an advisory lock).
    [a, b] = await Promise.all([
      startServer(inst, { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nupe-a-')) }),
      startServer(inst, { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nupe-b-')) }),
    ]);
    const port = await freePort();
    const { conf } = renderNginxConfig({
      listen: `127.0.0.1:${port}`,
      appUpstream: [a.url, b.url].map((u) => new URL(u).host),
      mediaRoot: null,
    });
    nginx = `http://127.0.0.1:${port}`;
    stopNginx = await startNginx(conf, `${nginx}/api/health/live`);
    token = await signIn(a, phone, password);
  }, 180_000);
  afterAll(async () => {
    await stopNginx?.();
    for (const server of [a, b]) {
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    await inst?.drop();
    await bucket?.close();
    f?.cleanup();
  });

  it('an upload through one instance streams through the other and through nginx', async () => {
    const sent = await upload(a, token, f, 'Uploaded on A');
    expect(sent.status).toBe(201);
    const viaB = await fetch(`${b.url}/api/songs/${sent.songId}/stream`, { headers: { range: 'bytes=0-499' } });
    expect(viaB.status).toBe(206);
    expect(Buffer.from(await viaB.arrayBuffer()).equals(f.audio.mp3.subarray(0, 500))).toBe(true);
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${nginx}/api/songs/${sent.songId}/stream`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(sent.audio)).toBe(true);
    }
  });

  it("a write on one clears the other's public cache within a second", async () => {
    const sent = await upload(b, token, f, 'Listed on both');
    const listedOnA = async () =>
      ((await (await fetch(`${a.url}/api/songs?limit=50`)).json()) as { songs: { id: string }[] }).songs.some(
        (s) => s.id === sent.songId,
      );
    expect(await listedOnA()).toBe(true);
    const removed = await fetch(`${b.url}/api/admin/songs/${sent.songId}/remove`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(200);
    const start = Date.now();
    while ((await listedOnA()) && Date.now() - start < 1_000) await new Promise((r) => setTimeout(r, 20));
    expect(await listedOnA()).toBe(false);
    expect(Date.now() - start).toBeLessThan(1_000);
  });

  it('the sign-in limit holds across the instances, counted in Redis', async () => {
    const stranger = `+23481${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    // A client address of its own (nginx passes it on, the app trusts nginx on loopback).
    const client = `10.${randomBytes(3).join('.')}`;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const via = [a.url, b.url, nginx][i % 3];
      const res = await fetch(`${via}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ phone: stranger, password: 'not-the-password-1' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('nginx keeps answering when one instance stops', async () => {
    b.child.kill('SIGTERM');
    await b.exited;
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${nginx}/api/health/ready`);
      expect(res.status).toBe(200);
    }
  });
});

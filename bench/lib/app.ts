import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIN, type Running, startProcess } from './process.js';

export const ADMIN = { phone: '0803 999 0001', password: 'bench-admin-pass' };

export type BenchApp = Running & { url: string; dataDir: string; token: string };

/**
 * Starts the real server (the same entry point as `npm start`) on a fresh data directory,
 * or on a PostgreSQL database, with an admin made by the operator CLI beforehand.
 */
export async function startApp(opts: {
  port: number;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Another instance on a database whose admin an earlier startApp made. */
  adminExists?: boolean;
}): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nupe-bench-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    MAX_AUDIO_MB: '256',
    AUTH_RATE_LIMIT_MAX: '1000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  };
  if (!opts.adminExists)
    execFileSync(
      BIN('tsx'),
      [
        'apps/server/src/cli/user-create.ts',
        '--role',
        'admin',
        '--phone',
        ADMIN.phone,
        '--password',
        ADMIN.password,
        '--name',
        'Bench Admin',
      ],
      { env: { ...process.env, ...env }, stdio: 'pipe', cwd: path.resolve(import.meta.dirname, '../..') },
    );
  const url = `http://127.0.0.1:${opts.port}`;
  // One process (node with the tsx loader), so its pid is the server's own for memory readings.
  const running = await startProcess(
    BIN('node'),
    ['--import', 'tsx', 'apps/server/src/server.ts'],
    env,
    `${url}/api/health`,
  );
  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return { ...running, url, dataDir, token };
}

export type UploadedSong = { id: string; audioUrl: string; storageKey: string };

/** Uploads a file through the real upload call, streamed from disk. */
export async function uploadSong(
  app: BenchApp,
  audioFile: string,
  coverFile: string,
  title: string,
): Promise<UploadedSong> {
  const { openAsBlob } = await import('node:fs');
  const form = new FormData();
  form.set('title', title);
  form.set('artist', 'Bench Ensemble');
  form.set('genre', 'Songs');
  form.set('audio', await openAsBlob(audioFile), path.basename(audioFile));
  form.set('cover', await openAsBlob(coverFile), path.basename(coverFile));
  const res = await fetch(`${app.url}/api/artist/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${app.token}` },
    body: form,
  });
  const body = (await res.json()) as { song?: { id: string; audioUrl: string }; message: string };
  if (res.status !== 201 || !body.song) throw new Error(`upload failed (${res.status}): ${JSON.stringify(body)}`);
  const m = /\/api\/media\/audio\/(.+)$/.exec(body.song.audioUrl);
  return { id: body.song.id, audioUrl: body.song.audioUrl, storageKey: m ? `audio/${m[1]}` : '' };
}

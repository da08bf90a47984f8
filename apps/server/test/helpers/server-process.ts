import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DbOrTx, openDatabase } from '../../src/db/client.js';
import { mediaFilesRepository } from '../../src/repositories/media-files.repository.js';
import { type Fixtures, multipart, uniqueMp3, uploadParts } from '../fixtures/media.js';
import { filesUnder } from './catalogue.js';
import { dropTestDatabase } from './test-app.js';

/**
 * The real server as a separate process (node with the tsx loader, one process so a signal
 * reaches the server itself), on its own DATA_DIR and database: for the tests that kill it
 * (kill -9, SIGTERM) and restart it on the same data.
 */
export const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SERVER = path.join(ROOT, 'apps/server/src/server.ts');
const CLI_CREATE = path.join(ROOT, 'apps/server/src/cli/user-create.ts');

export type Installation = {
  dataDir: string;
  /** PostgreSQL URL, or null for the embedded database under DATA_DIR/db. */
  databaseUrl: string | null;
  env: NodeJS.ProcessEnv;
  drop: () => Promise<void>;
};

/** A fresh DATA_DIR, and a fresh PostgreSQL database when `postgresUrl` is given. */
export async function newInstallation(
  postgresUrl: string | null,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Installation> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nupe-proc-'));
  let databaseUrl: string | null = null;
  let drop = async () => {};
  if (postgresUrl) {
    const name = `nupe_proc_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = () => dropTestDatabase(postgresUrl, name);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return { dataDir, databaseUrl, env, drop };
}

/** Files outside media/staging/ that no row points at (there must be none, even after a crash). */
export async function filesWithoutRows(db: DbOrTx, dataDir: string): Promise<string[]> {
  const { files, folders } = await mediaFilesRepository.referencedKeys(db);
  return filesUnder(path.join(dataDir, 'media')).filter(
    (k) => !k.startsWith('staging/') && !files.has(k) && !folders.has(path.posix.dirname(k)),
  );
}

/** Opens the installation's database directly (the server must be stopped for PGlite). */
export function openInstallationDatabase(inst: Installation) {
  return openDatabase(
    inst.databaseUrl
      ? { kind: 'postgres', url: inst.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(inst.dataDir, 'db') },
  );
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Creates an account with the operator's CLI (before the server starts: PGlite is single-process). */
export async function createAccount(inst: Installation, role: string, phone: string, password: string) {
  const res = await run(
    [CLI_CREATE, '--role', role, '--phone', phone, '--password', password, '--name', `Crash ${role}`],
    inst.env,
  );
  if (res.code !== 0) throw new Error(`user:create failed: ${res.output}`);
}

/** Runs one of the operator's scripts (apps/server/src/cli/NAME.ts) on the installation. */
export function runCli(inst: Installation, name: string, args: string[]) {
  return run([path.join(ROOT, `apps/server/src/cli/${name}.ts`), ...args], inst.env);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * Starts the server and waits until /api/health/ready answers 200. `entry`: a compiled
 * server.js to run with plain node (the production build) instead of the TypeScript source.
 */
export async function startServer(
  inst: Installation,
  env: NodeJS.ProcessEnv = {},
  entry: string | null = null,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, entry ? [entry] : ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: { ...inst.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output}`);
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, output: () => output, exited };
}

export async function signIn(server: ServerProcess, phone: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** An upload as the browser sends it (a recording of its own); answers the status, the song id on 201 and the bytes sent. */
export async function upload(server: ServerProcess, token: string, f: Fixtures, title: string, signal?: AbortSignal) {
  const audio = uniqueMp3(f.audio.mp3);
  const { payload, headers } = multipart(uploadParts(f, { title, audio: { data: audio } }));
  const res = await fetch(`${server.url}/api/artist/upload`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: payload,
    signal,
  });
  const body = (await res.json().catch(() => ({}))) as { song?: { id: string } };
  return { status: res.status, songId: body.song?.id ?? null, audio };
}

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { artistProfiles, users } from '../src/db/schema/index.js';
import { makeFixtures, multipart, uploadParts } from './fixtures/media.js';
import { withDatabase } from './global-setup.js';
import { validateBag } from './helpers/bagit-validate.js';
import { dropTestDatabase, testConfig, uniquePhone } from './helpers/test-app.js';

/**
 * The operator CLI, run as an operator runs it: a separate process on the pinned Node,
 * on a DATA_DIR of its own (PGlite), or on a database created for this test when the
 * suite runs with DATABASE_URL.
 */

// Each case starts one or two Node processes; a busy 2-core machine needs room.
vi.setConfig({ testTimeout: 120_000 });

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CLI = {
  create: path.join(ROOT, 'apps/server/src/cli/user-create.ts'),
  reset: path.join(ROOT, 'apps/server/src/cli/user-reset-password.ts'),
  exportBag: path.join(ROOT, 'apps/server/src/cli/export-bag.ts'),
  importBag: path.join(ROOT, 'apps/server/src/cli/import-bag.ts'),
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'nupe-cli-'));
let databaseUrl: string | null = null;
let dropDatabase = async () => {};

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `${template.replace('tpl', 'test')}_cli_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    databaseUrl = withDatabase(url, name);
    dropDatabase = () => dropTestDatabase(url, name);
  }
});
afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

type Run = { code: number | null; stdout: string; stderr: string };

function run(script: string, args: string[], env: Record<string, string | undefined> = {}): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  delete childEnv.DATABASE_URL;
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete childEnv[k];
    else childEnv[k] = v;
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, script, ...args], {
      cwd: ROOT,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const create = (role: string, phone: string, password: string, name: string) =>
  run(CLI.create, ['--role', role, '--phone', phone, '--password', password, '--name', name]);

/** Opens the app on the database the CLI wrote to, after the CLI has exited. */
async function withApp<T>(fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const database = databaseUrl
    ? ({ kind: 'postgres', url: databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: path.join(dataDir, 'db') } as const);
  const config: AppConfig = { ...testConfig({ database }), dataDir, mediaDir: path.join(dataDir, 'media') };
  const opened = await openDatabase(database);
  const app = await buildApp(config, { database: opened, logger: false });
  try {
    return await fn(app);
  } finally {
    await app.close();
    await opened.close();
  }
}

const login = (app: Awaited<ReturnType<typeof buildApp>>, phone: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/users/login', payload: { phone, password } });

describe('npm run user:create', () => {
  const admin = { phone: uniquePhone(), password: 'operator-pass-1', name: 'Operator Admin' };
  const artist = { phone: uniquePhone(), password: 'artist-pass-1', name: 'Kolo Ndace' };

  it('creates an admin who can then sign in through the server', async () => {
    const local = admin.phone.replace('+234', '0');
    const res = await create('admin', local, admin.password, admin.name);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`Created admin ${admin.name} (${admin.phone})`);
    const artistRun = await create('artist', artist.phone, artist.password, artist.name);
    expect(artistRun.code, artistRun.stderr).toBe(0);

    await withApp(async (app) => {
      const signedIn = await login(app, admin.phone, admin.password);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user).toMatchObject({ fullName: admin.name, role: 'admin' });
      const token = signedIn.json().token;
      const list = await app.inject({
        method: 'GET',
        url: '/api/admin/artist-requests',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(list.statusCode).toBe(200);

      // an artist gets an approved profile named after --name
      const a = await login(app, artist.phone, artist.password);
      expect(a.json().user.role).toBe('artist');
      const [row] = await app.database.db.select().from(users).where(eq(users.phone, artist.phone));
      const [profile] = await app.database.db.select().from(artistProfiles).where(eq(artistProfiles.userId, row!.id));
      expect(profile).toMatchObject({ displayName: artist.name });
    });
  });

  it('refuses a taken phone number, in any form', async () => {
    const res = await create('listener', admin.phone.replace('+234', '234'), 'another-pass-1', 'Somebody Else');
    expect(res.code).not.toBe(0);
    expect(res.stderr).toContain('An account with this phone number already exists.');
  });

  it('refuses a bad role, a bad phone, a short password and a missing name, clearly', async () => {
    const cases: [string[], RegExp][] = [
      [
        ['--role', 'superuser', '--phone', uniquePhone(), '--password', 'longenough1', '--name', 'X'],
        /--role must be one of admin, staff, artist, listener/,
      ],
      [
        ['--role', 'staff', '--phone', '12345', '--password', 'longenough1', '--name', 'X'],
        /--phone: Enter a valid Nigerian phone number/,
      ],
      [
        ['--role', 'staff', '--phone', uniquePhone(), '--password', 'short', '--name', 'X'],
        /Password must be at least 8 characters/,
      ],
      [['--role', 'staff', '--phone', uniquePhone(), '--password', 'longenough1'], /Name is required/],
      [['--role', 'staff', '--password', 'longenough1', '--name', 'X'], /--phone is required/],
      [
        ['--role', 'staff', '--phone', uniquePhone(), '--password', 'longenough1', '--name', 'X', '--admin'],
        /Unknown option '--admin'/,
      ],
    ];
    for (const [args, message] of cases) {
      const res = await run(CLI.create, args);
      expect(res.code, args.join(' ')).not.toBe(0);
      expect(res.stderr, args.join(' ')).toMatch(message);
      expect(res.stderr).not.toMatch(/\n\s+at /); // a sentence, not a stack trace
    }
  });

  it('refuses plainly, naming the pid, while a server holds the embedded database', async () => {
    const held = mkdtempSync(path.join(tmpdir(), 'nupe-cli-held-'));
    try {
      writeFileSync(path.join(held, 'server.pid'), String(process.pid));
      const res = await run(
        CLI.create,
        ['--role', 'admin', '--phone', uniquePhone(), '--password', 'longenough1', '--name', 'X'],
        { DATA_DIR: held, DATABASE_URL: undefined },
      );
      expect(res.code).not.toBe(0);
      expect(res.stderr).toContain(`pid ${process.pid}`);
      expect(res.stderr).toMatch(/Stop it first/);
      const reset = await run(CLI.reset, ['--phone', uniquePhone(), '--password', 'longenough1'], {
        DATA_DIR: held,
        DATABASE_URL: undefined,
      });
      expect(reset.code).not.toBe(0);
      expect(reset.stderr).toContain(`pid ${process.pid}`);
    } finally {
      rmSync(held, { recursive: true, force: true });
    }
  });
});

describe('npm run user:reset-password', () => {
  it('changes the password', async () => {
    const phone = uniquePhone();
    expect((await create('staff', phone, 'first-password', 'Staff Member')).code).toBe(0);
    const res = await run(CLI.reset, ['--phone', phone.replace('+234', '0'), '--password', 'second-password']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain(`Password changed for Staff Member (${phone})`);
    await withApp(async (app) => {
      expect((await login(app, phone, 'first-password')).statusCode).toBe(401);
      expect((await login(app, phone, 'second-password')).statusCode).toBe(200);
    });
  });

  it('refuses an unknown phone and a short password', async () => {
    const unknown = await run(CLI.reset, ['--phone', uniquePhone(), '--password', 'longenough1']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toMatch(/No account has the phone number \+234/);
    const short = await run(CLI.reset, ['--phone', uniquePhone(), '--password', 'short']);
    expect(short.code).not.toBe(0);
    expect(short.stderr).toMatch(/Password must be at least 8 characters/);
  });
});

describe('npm run export:bag and import:bag', () => {
  it('refuses bad arguments with a sentence and exit code 2', async () => {
    const none = await run(CLI.exportBag, ['--out', path.join(dataDir, 'bag-x')]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Choose one of --song, --collection or --all.');
    const notId = await run(CLI.exportBag, ['--song', 'abc', '--out', path.join(dataDir, 'bag-x')]);
    expect(notId.stderr).toContain('abc is not an id');
    const notBag = await run(CLI.importBag, [dataDir]);
    expect(notBag.code).toBe(2);
    expect(notBag.stderr).toContain('is not a bag (no bagit.txt)');
  });

  it('bags the archive, refuses to import it twice, and moves it to a new installation unchanged', async () => {
    const f = await makeFixtures();
    const admin = { phone: uniquePhone(), password: 'bag-operator-1', name: 'Bag Operator' };
    expect((await create('admin', admin.phone, admin.password, admin.name)).code).toBe(0);
    const songId = await withApp(async (app) => {
      const token = (await login(app, admin.phone, admin.password)).json().token as string;
      const { payload, headers } = multipart(uploadParts(f, { title: 'Bagged by the operator' }));
      const res = await app.inject({
        method: 'POST',
        url: '/api/artist/upload',
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().song.id as string;
    });
    f.cleanup();
    const bag = path.join(dataDir, 'bag-all');
    const out = await run(CLI.exportBag, ['--all', '--out', bag]);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/^Bag written to .*: \d+ item\(s\), \d+ payload files, [\d.]+ MB, in [\d.]+ s\.$/m);
    expect((await validateBag(bag, { requireOxum: true })).errors).toEqual([]);
    expect((await run(CLI.exportBag, ['--all', '--out', bag])).stderr).toContain('is not empty');

    const twice = await run(CLI.importBag, [bag]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('is already in this archive');

    // A new installation: its own embedded database.
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'nupe-cli-elsewhere-'));
    try {
      const env = { DATA_DIR: elsewhere, DATABASE_URL: undefined };
      const imported = await run(CLI.importBag, [bag], env);
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stdout).toContain(`${songId}  Bagged by the operator`);
      const again = path.join(elsewhere, 'bag-again');
      expect((await run(CLI.exportBag, ['--song', songId, '--out', again], env)).code).toBe(0);
      const line = (dir: string) =>
        readFileSync(path.join(dir, 'manifest-sha512.txt'), 'utf8')
          .split('\n')
          .filter((l) => l.includes(songId))
          .join('\n');
      expect(line(again)).toBe(line(bag));
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@nupe/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app.js';
import type { AppConfig } from '../../src/config/env.js';
import { type Database, newPGlite, openDatabase } from '../../src/db/client.js';
import { withDatabase } from '../global-setup.js';

export type TestApp = {
  app: FastifyInstance;
  config: AppConfig;
  /** The engine these tests run on: PostgreSQL when DATABASE_URL is set, else PGlite. */
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/** A fresh, migrated database for one test file: a PGlite copy, or a cloned PostgreSQL database. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `${template.replace('tpl', 'test')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name) });
    return {
      database,
      drop: () => dropTestDatabase(url, name),
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const client = newPGlite({ loadDataDir: new Blob([dump]) });
  const database = await openDatabase({ kind: 'pglite', dataDir: null, pglite: client });
  return { database, drop: async () => {} };
}

/**
 * Drops a test database once its pool's connections have gone. Dropping "with (force)"
 * while a closing client is still connected makes the server send that client a fatal
 * error nobody listens to any more, which fails the run as an unhandled error.
 */
export async function dropTestDatabase(url: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await c.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await c.query(`drop database if exists ${name} with (force)`);
  } finally {
    await c.end();
  }
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nupe-app-'));
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    storage: 'disk',
    s3: null,
    database: { kind: 'pglite', dataDir: null },
    jwtSecret: randomBytes(32).toString('hex'),
    publicUrl: 'http://localhost:3000',
    appScheme: 'nupe',
    appStoreUrls: {
      ios: 'https://apps.apple.com/app/id000000',
      android: 'https://play.google.com/store/apps/details?id=ng.nupe.music',
    },
    limits: { maxAudioBytes: 20 * 1024 * 1024, maxImageBytes: 2 * 1024 * 1024 },
    seedDemo: false,
    logLevel: 'silent',
    webDistDir: null,
    mediaAccelRedirect: null,
    authRateLimit: { max: 1000, windowMs: 60_000 },
    shutdownGraceMs: 1000,
    ...overrides,
  };
}

/** Builds the app on a fresh database; call close() in afterAll. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  build: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp(config, { database, logger: Boolean(build.logStream), ...build });
  await app.ready();
  return {
    app,
    config,
    engine: database.kind,
    close: async () => {
      const violations = app.contractViolations ?? [];
      await app.close();
      await database.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
      // Every answer of this file's requests must be declared in the OpenAPI document.
      if (violations.length > 0) {
        const list = [...new Set(violations.map((v) => `${v.method} ${v.route} → ${v.status}`))];
        throw new Error(`Responses not declared in the OpenAPI document:\n${list.join('\n')}`);
      }
    },
  };
}

let phoneCounter = 0;
/** A unique, valid Nigerian mobile number for each call (tests build their own data). */
export function uniquePhone(): string {
  phoneCounter += 1;
  const n = (process.pid % 1000) * 10000 + phoneCounter + Math.floor(Math.random() * 1000) * 10000000;
  return `+23480${String(n % 100000000).padStart(8, '0')}`;
}

export type SignedInUser = { id: string; token: string; phone: string; password: string; role: Role };

/** Creates a user of any role directly through the service and signs them in over HTTP. */
export async function createUser(
  t: TestApp,
  role: Role = 'listener',
  fullName = `Test ${role}`,
): Promise<SignedInUser> {
  const phone = uniquePhone();
  const password = 'correct-horse-9';
  const user = await t.app.services.users.createUser({ role, phone, password, fullName });
  if (role === 'artist') {
    const { artistProfiles } = await import('../../src/db/schema/index.js');
    await t.app.database.db.insert(artistProfiles).values({ userId: user.id, displayName: fullName });
  }
  const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { phone, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { id: user.id, token: res.json().token, phone, password, role };
}

/** app.inject with an optional bearer token. */
export function call(t: TestApp, options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse> {
  const { token, headers, ...rest } = options;
  return t.app.inject({
    ...rest,
    headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** Asserts the one error body (`error`, `message`, `code`) and returns it. */
export function expectErrorBody(res: LightMyRequestResponse, status: number, code?: string) {
  const body = res.json() as { error: string; message: string; code: string };
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  if (typeof body.error !== 'string' || body.error.length === 0 || body.error !== body.message) {
    throw new Error(`bad error body: ${res.body}`);
  }
  if (code && body.code !== code) throw new Error(`expected code ${code}, got ${body.code}: ${res.body}`);
  if (/at .+\.(ts|js):\d+|SELECT |INSERT |relation "/i.test(res.body)) throw new Error(`internals leaked: ${res.body}`);
  return body;
}

/**
 * A second app on an existing PostgreSQL database reached at `url` (another instance, or one
 * behind a relay the test can cut); closing it leaves the database alone.
 */
export async function appOnPostgres(url: string, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openDatabase({ kind: 'postgres', url });
  const config = testConfig(overrides);
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    config,
    engine: 'postgres',
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

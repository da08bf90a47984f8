import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { newPGlite, openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, dumped once; each test file loads its own copy. */
    pgliteTemplate: string;
    /** With DATABASE_URL: a migrated PostgreSQL database each test file clones. */
    pgTemplate: string | null;
  }
}

/** Migrates once per run, so each test file starts from a fresh, migrated database quickly. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-test-'));
  const client = newPGlite();
  await openDatabase({ kind: 'pglite', dataDir: null, pglite: client });
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', dumpFile);

  let pgTemplate: string | null = null;
  const url = process.env.DATABASE_URL;
  if (url) {
    pgTemplate = `nupe_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${pgTemplate}`);
    const migrated = await openDatabase({ kind: 'postgres', url: withDatabase(url, pgTemplate) });
    await migrated.close();
    await admin.end();
  }
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && pgTemplate) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${pgTemplate.replace('tpl', 'test')}%`, pgTemplate],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { renditionJob } from '../src/jobs/definitions.js';
import { createLocalStorage } from '../src/lib/storage.js';
import { createBackup } from '../src/media/backup.js';
import { restoreBackup } from '../src/media/restore.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { allRows } from './helpers/table-rows.js';
import { createTestApp, createUser, openTestDatabase, type TestApp } from './helpers/test-app.js';

/**
 * One backup format for both engines (decision 0007): a backup of PostgreSQL restores onto the
 * embedded database, and a backup of that restores onto PostgreSQL again, every row the same.
 * Needs PostgreSQL: runs in `api-postgres`.
 */
const POSTGRES = process.env.DATABASE_URL;

describe.skipIf(!POSTGRES)('backups across engines', () => {
  let t: TestApp;
  let f: Fixtures;
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await t?.close();
    f?.cleanup();
  });

  it('PostgreSQL → embedded → PostgreSQL: every row the same, every file restored and checked', async () => {
    const admin = await createUser(t, 'admin');
    await uploadSong(t, admin.token, f, { title: 'Across engines' });
    while (await t.app.jobs.runOnce(renditionJob)) {}
    const want = await allRows(t.app.database);

    const first = mkdtempSync(path.join(tmpdir(), 'nupe-cross-1-'));
    await createBackup(t.app.database.db, t.app.storage, first, { engine: 'postgres', dataDir: t.config.dataDir });
    const embedded = await openDatabase({ kind: 'pglite', dataDir: null });
    closers.push(() => embedded.close());
    const embeddedMedia = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'nupe-cross-media-')));
    await restoreBackup(embedded.db, embeddedMedia, first, {
      dataDir: mkdtempSync(path.join(tmpdir(), 'nupe-x-')),
      replace: false,
    });
    expect(await allRows(embedded)).toEqual(want);

    const second = mkdtempSync(path.join(tmpdir(), 'nupe-cross-2-'));
    await createBackup(embedded.db, embeddedMedia, second, { engine: 'pglite', dataDir: t.config.dataDir });
    const back = await openTestDatabase();
    closers.push(async () => {
      await back.database.close();
      await back.drop();
    });
    // The template database already holds the migrations and no rows: an empty target.
    const report = await restoreBackup(
      back.database.db,
      createLocalStorage(mkdtempSync(path.join(tmpdir(), 'nupe-cross-media2-'))),
      second,
      {
        dataDir: mkdtempSync(path.join(tmpdir(), 'nupe-y-')),
        replace: false,
      },
    );
    expect(report.files).toBeGreaterThanOrEqual(6);
    expect(await allRows(back.database)).toEqual(want);
  }, 120_000);
});

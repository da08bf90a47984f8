import { createReadStream, existsSync } from 'node:fs';
import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Db } from '../db/client.js';
import { sha256Of } from '../lib/digest.js';
import type { Storage } from '../lib/storage.js';
import { backupRepository } from '../repositories/backup.repository.js';
import {
  BACKUP_FORMAT,
  type BackupMeta,
  latestSnapshot,
  type MediaEntry,
  migrationTags,
  objectPath,
} from './backup.js';

export class RestoreError extends Error {}

export type RestoreReport = {
  snapshot: string;
  meta: BackupMeta;
  rows: number;
  files: number;
  bytes: number;
  seconds: number;
};

/**
 * Restores a snapshot made by createBackup onto an empty database and storage. Nothing
 * is written before everything is checked: the snapshot's format and migrations, the
 * database file's checksum and every media file's. A target that holds data is refused
 * unless `replace` is set. Every file written is read back and its checksum compared.
 */
export async function restoreBackup(
  db: Db,
  storage: Storage,
  from: string,
  options: { dataDir: string; replace: boolean; snapshot?: string; onProgress?: (line: string) => void },
): Promise<RestoreReport> {
  const started = Date.now();
  const say = options.onProgress ?? (() => {});
  const snapshot = options.snapshot ? path.join(from, 'snapshots', options.snapshot) : await latestSnapshot(from);
  if (!snapshot || !existsSync(path.join(snapshot, 'backup.json'))) {
    throw new RestoreError(`${from} holds no complete backup (no LATEST snapshot with a backup.json).`);
  }
  const meta = JSON.parse(await readFile(path.join(snapshot, 'backup.json'), 'utf8')) as BackupMeta;
  if (meta.format !== BACKUP_FORMAT) throw new RestoreError(`${snapshot} is not a ${BACKUP_FORMAT} snapshot.`);
  const ours = await migrationTags();
  if (meta.migrations.join() !== ours.join()) {
    throw new RestoreError(
      `this backup was made by another version of Nupe Music (database at ${meta.migrations.at(-1)}, ` +
        `this one at ${ours.at(-1)}). Restore it with the version that made it, then upgrade.`,
    );
  }
  const media = JSON.parse(await readFile(path.join(snapshot, 'media.json'), 'utf8')) as MediaEntry[];

  // 1. Everything checked before anything is written.
  say(`Checking ${media.length + 1} checksums…`);
  const dbFile = path.join(snapshot, meta.database.file);
  const bad: string[] = [];
  if (!existsSync(dbFile) || (await sha256Of(createReadStream(dbFile))) !== meta.database.sha256) bad.push(dbFile);
  for (const sha256 of new Set(media.map((m) => m.sha256))) {
    const file = objectPath(from, sha256);
    if (!existsSync(file) || (await sha256Of(createReadStream(file))) !== sha256) bad.push(file);
  }
  if (bad.length > 0) {
    throw new RestoreError(
      `${bad.length} file(s) of the backup are missing or damaged (first: ${bad[0]}). Nothing was restored.`,
    );
  }

  // 2. An empty target, or one the operator said to replace.
  const rowsThere = await backupRepository.rowsInAllTables(db);
  let objectsThere = 0;
  for await (const _ of storage.list('')) objectsThere++;
  if ((rowsThere > 0 || objectsThere > 0) && !options.replace) {
    throw new RestoreError(
      `the target is not empty (${rowsThere} database row(s), ${objectsThere} media file(s)). ` +
        'Restore onto an empty DATA_DIR and database, or pass --replace to delete what is there first.',
    );
  }
  if (objectsThere > 0) {
    say(`Removing ${objectsThere} media file(s) from the target…`);
    const keys: string[] = [];
    for await (const o of storage.list('')) keys.push(o.key);
    for (const key of keys) await storage.remove(key);
  }

  // 3. Media, each read back and checked.
  say(`Restoring ${media.length} media file(s)…`);
  let bytes = 0;
  for (const m of media) {
    await storage.put(m.key, createReadStream(objectPath(from, m.sha256)));
    if ((await sha256Of(storage.read(m.key))) !== m.sha256) {
      throw new RestoreError(`${m.key} did not read back as written (storage problem). Run the restore again.`);
    }
    bytes += m.size;
  }

  // 4. The database, in one transaction: all rows or none.
  say('Restoring the database…');
  const expected = new Set(await backupRepository.tablesInLoadOrder(db));
  let rows = 0;
  await db.transaction(async (tx) => {
    await backupRepository.emptyAllTables(tx);
    let table = '';
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length > 0) await backupRepository.loadRows(tx, table, batch);
      rows += batch.length;
      batch = [];
    };
    const lines = createInterface({ input: createReadStream(dbFile).pipe(createGunzip()), crlfDelay: Infinity });
    for await (const line of lines) {
      if (!line) continue;
      // {"t":"table","r":{…}}: the row's JSON is the rest of the line, passed on untouched.
      const match = /^\{"t":("(?:[^"\\]|\\.)*"),"r":(.*)\}$/.exec(line);
      if (!match) throw new RestoreError(`unreadable line in ${dbFile}`);
      const name = JSON.parse(match[1] as string) as string;
      if (!expected.has(name)) throw new RestoreError(`the backup has a table this version does not know: ${name}`);
      if (name !== table || batch.length >= 2_000) {
        await flush();
        table = name;
      }
      batch.push(match[2] as string);
    }
    await flush();
    const dumped = Object.values(meta.database.tables).reduce((a, b) => a + b, 0);
    if (rows !== dumped)
      throw new RestoreError(`the backup lists ${dumped} rows but holds ${rows}. Nothing was restored.`);
    await backupRepository.resetSequences(tx);
  });

  // 5. The session secret, so signed-in listeners stay signed in.
  const secret = path.join(options.dataDir, 'jwt-secret');
  if (meta.jwtSecretFile && (options.replace || !existsSync(secret))) {
    await copyFile(path.join(snapshot, meta.jwtSecretFile), secret);
  }
  return { snapshot, meta, rows, files: media.length, bytes, seconds: (Date.now() - started) / 1000 };
}

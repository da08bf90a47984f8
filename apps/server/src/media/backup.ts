import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db } from '../db/client.js';
import { MIGRATIONS_DIR } from '../db/client.js';
import { sha256Of } from '../lib/digest.js';
import { STAGING_PREFIX, type Storage } from '../lib/storage.js';
import { backupRepository } from '../repositories/backup.repository.js';

/**
 * Backups an operator can trust. A backup folder holds snapshots and the media bytes
 * they share, stored once by their SHA-256:
 *
 *   DIR/objects/ab/abcd…            every media file ever backed up, named by its checksum
 *   DIR/snapshots/<time>/backup.json   what the snapshot holds (engine, migrations, counts)
 *   DIR/snapshots/<time>/database.ndjson.gz   every row, read in one consistent snapshot
 *   DIR/snapshots/<time>/media.json    every media key with its SHA-256 and size
 *   DIR/snapshots/<time>/SHA256SUMS    the snapshot's files and objects, for `sha256sum -c`
 *   DIR/LATEST                       the newest complete snapshot (written last)
 *
 * A snapshot is written under a temporary name and renamed when complete, so a backup cut
 * short never looks like one. Media already in the folder (same checksum) is not copied
 * again; a file whose size and time match the previous snapshot is not even re-read.
 */
export const BACKUP_FORMAT = 'nupe-music-backup/1';

export type BackupMeta = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  storage: 'disk' | 's3';
  /** The database migrations applied when the snapshot was taken: a restore needs the same. */
  migrations: string[];
  database: { file: string; sha256: string; bytes: number; tables: Record<string, number> };
  media: { files: number; bytes: number; copiedFiles: number; copiedBytes: number };
  /** The signing secret of sessions when it lived in DATA_DIR (JWT_SECRET unset). */
  jwtSecretFile: string | null;
};

export type MediaEntry = { key: string; sha256: string; size: number; mtime: string };

export const objectPath = (dir: string, sha256: string) => path.join(dir, 'objects', sha256.slice(0, 2), sha256);
const DATABASE_FILE = 'database.ndjson.gz';

/** The migrations this code applies, by tag, in order (a backup records them). */
export async function migrationTags(): Promise<string[]> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((e) => e.tag);
}

/** The newest complete snapshot of a backup folder, or null. */
export async function latestSnapshot(dir: string): Promise<string | null> {
  const file = path.join(dir, 'LATEST');
  if (!existsSync(file)) return null;
  return path.join(dir, 'snapshots', (await readFile(file, 'utf8')).trim());
}

export type BackupReport = { snapshot: string; meta: BackupMeta; seconds: number; missing: string[] };

export async function createBackup(
  db: Db,
  storage: Storage,
  out: string,
  options: { engine: 'pglite' | 'postgres'; dataDir: string; onProgress?: (line: string) => void },
): Promise<BackupReport> {
  const started = Date.now();
  const say = options.onProgress ?? (() => {});
  const name = new Date().toISOString().replace(/[:.]/g, '-');
  const temp = path.join(out, 'snapshots', `.partial-${name}`);
  await mkdir(temp, { recursive: true });
  try {
    // 1. The database, in one consistent snapshot (the server may keep writing meanwhile).
    say('Reading the database in one consistent snapshot…');
    const dbFile = path.join(temp, DATABASE_FILE);
    const gzip = createGzip();
    const sink = createWriteStream(dbFile);
    const done = pipeline(gzip, sink);
    const tables = await backupRepository.dumpTables(db, async (table, rows) => {
      const chunk = rows.map((r) => `{"t":${JSON.stringify(table)},"r":${r}}\n`).join('');
      if (!gzip.write(chunk)) await new Promise((r) => gzip.once('drain', r));
    });
    gzip.end();
    await done;
    const dbSum = await sha256Of(createReadStream(dbFile));
    const dbBytes = (await stat(dbFile)).size;
    say(`Database: ${Object.values(tables).reduce((a, b) => a + b, 0)} rows in ${Object.keys(tables).length} tables.`);

    // 2. Every media file after it (files are written once, so the rows' files are all there).
    const previous = await previousIndex(out);
    const media: MediaEntry[] = [];
    const missing: string[] = [];
    let copiedFiles = 0;
    let copiedBytes = 0;
    for await (const object of storage.list('')) {
      if (object.key.startsWith(STAGING_PREFIX)) continue; // work in flight, not yet real
      const mtime = object.mtime.toISOString();
      const known = previous.get(object.key);
      let sha256 = known && known.size === object.size && known.mtime === mtime ? known.sha256 : null;
      if (sha256 && existsSync(objectPath(out, sha256))) {
        media.push({ key: object.key, sha256, size: object.size, mtime });
        continue;
      }
      // New or changed: copied into the folder while hashed, then named by its checksum.
      const copy = path.join(out, 'objects', `.incoming-${process.pid}`);
      await mkdir(path.dirname(copy), { recursive: true });
      const hash = createHash('sha256');
      try {
        await pipeline(
          storage.read(object.key),
          async function* (source) {
            for await (const chunk of source) {
              hash.update(chunk as Buffer);
              yield chunk;
            }
          },
          createWriteStream(copy),
        );
      } catch (err) {
        await rm(copy, { force: true });
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
          missing.push(object.key); // removed since it was listed (a deleted song)
          continue;
        }
        throw err;
      }
      sha256 = hash.digest('hex');
      const target = objectPath(out, sha256);
      if (existsSync(target)) await rm(copy);
      else {
        await mkdir(path.dirname(target), { recursive: true });
        await rename(copy, target);
        copiedFiles++;
        copiedBytes += object.size;
      }
      media.push({ key: object.key, sha256, size: object.size, mtime });
    }
    media.sort((a, b) => a.key.localeCompare(b.key));
    await writeFile(path.join(temp, 'media.json'), `${JSON.stringify(media)}\n`);
    say(`Media: ${media.length} files, ${copiedFiles} copied (${(copiedBytes / 1024 / 1024).toFixed(1)} MB).`);

    // 3. The session secret when it lives in DATA_DIR, and the description.
    const secret = path.join(options.dataDir, 'jwt-secret');
    const jwtSecretFile = existsSync(secret) ? 'jwt-secret' : null;
    if (jwtSecretFile) await writeFile(path.join(temp, jwtSecretFile), await readFile(secret), { mode: 0o600 });
    const meta: BackupMeta = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      engine: options.engine,
      storage: storage.kind,
      migrations: await migrationTags(),
      database: { file: DATABASE_FILE, sha256: dbSum, bytes: dbBytes, tables },
      media: {
        files: media.length,
        bytes: media.reduce((n, m) => n + m.size, 0),
        copiedFiles,
        copiedBytes,
      },
      jwtSecretFile,
    };
    await writeFile(path.join(temp, 'backup.json'), `${JSON.stringify(meta, null, 2)}\n`);
    // sha256sum-compatible, from the snapshot folder: a check that needs none of this code.
    const sums = [
      `${dbSum}  ${DATABASE_FILE}`,
      ...[...new Set(media.map((m) => m.sha256))].map(
        (s) => `${s}  ${path.relative(path.join(out, 'snapshots', name), objectPath(out, s))}`,
      ),
    ];
    await writeFile(path.join(temp, 'SHA256SUMS'), `${sums.join('\n')}\n`);

    const final = path.join(out, 'snapshots', name);
    await rename(temp, final);
    await writeFile(path.join(out, 'LATEST.tmp'), `${name}\n`);
    await rename(path.join(out, 'LATEST.tmp'), path.join(out, 'LATEST'));
    return { snapshot: final, meta, seconds: (Date.now() - started) / 1000, missing };
  } catch (err) {
    await rm(temp, { recursive: true, force: true });
    throw err;
  }
}

/** What the newest snapshot knew of each key (so unchanged files are not re-read). */
async function previousIndex(out: string): Promise<Map<string, MediaEntry>> {
  const latest = await latestSnapshot(out);
  if (!latest || !existsSync(path.join(latest, 'media.json'))) return new Map();
  const entries = JSON.parse(await readFile(path.join(latest, 'media.json'), 'utf8')) as MediaEntry[];
  return new Map(entries.map((e) => [e.key, e]));
}

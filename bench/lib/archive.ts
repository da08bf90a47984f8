import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/** The archive benchmarks' media: FIXITY_BENCH_GB of it (default 5) over FIXITY_BENCH_FILES files (default 10 000). */
export const ARCHIVE_BYTES = Number(process.env.FIXITY_BENCH_GB ?? 5) * 1024 ** 3;
export const ARCHIVE_FILES = Number(process.env.FIXITY_BENCH_FILES ?? 10_000);

/**
 * Writes `files` originals of equal size under DATA_DIR/media with their media_files rows
 * (checksums taken while writing, as an upload does). Random bytes, each file its own.
 */
export async function writeArchive(client: pg.Client, mediaDir: string, files = ARCHIVE_FILES, bytes = ARCHIVE_BYTES) {
  const size = Math.floor(bytes / files);
  const base = randomBytes(size);
  const rows: string[] = [];
  for (let i = 0; i < files; i++) {
    base.writeUInt32BE(i, 0); // every file different
    const key = `audio/${String(i % 256).padStart(2, '0')}/bench-${i}.mp3`;
    mkdirSync(path.join(mediaDir, path.dirname(key)), { recursive: true });
    writeFileSync(path.join(mediaDir, key), base);
    rows.push(`('${key}', 'audio/mpeg', ${size}, '${createHash('sha256').update(base).digest('hex')}')`);
    if (rows.length === 1000 || i === files - 1) {
      await client.query(`insert into media_files (storage_key, mime, size_bytes, sha256) values ${rows.join(',')}`);
      rows.length = 0;
    }
  }
  return { files, bytes: size * files };
}

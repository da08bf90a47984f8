import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { filesUnder } from './helpers/catalogue.js';
import {
  createAccount,
  type Installation,
  newInstallation,
  openInstallationDatabase,
  runCli,
  type ServerProcess,
  signIn,
  startServer,
  upload,
} from './helpers/server-process.js';
import { allRows } from './helpers/table-rows.js';

/**
 * `npm run backup` and `npm run restore` on real installations: a backup taken while
 * the server takes uploads, plays and sign-ups restores onto a new installation whose every
 * row and every file checksum matches the snapshot; a second backup with nothing changed
 * copies no media; a non-empty target and a damaged backup are refused, changing nothing;
 * the snapshot checks out with coreutils' `sha256sum -c`. On the embedded database (through
 * the running server's control socket) in `api`, on PostgreSQL in `api-postgres`.
 */
const POSTGRES = process.env.DATABASE_URL ?? null;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const phone = '+2348037770001';
const password = 'correct-horse-9';

let f: Fixtures;
let source: Installation;
let server: ServerProcess | null = null;
const targets: Installation[] = [];
const backups = mkdtempSync(path.join(tmpdir(), 'nupe-backups-'));

beforeAll(async () => {
  f = await makeFixtures();
  source = await newInstallation(POSTGRES);
  await createAccount(source, 'admin', phone, password);
}, 120_000);
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  for (const inst of [source, ...targets]) await inst?.drop();
  f?.cleanup();
});

async function newTarget() {
  const inst = await newInstallation(POSTGRES);
  targets.push(inst);
  return inst;
}

/** The rows a snapshot holds, by table, in the same form. */
function snapshotRows(snapshot: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of gunzipSync(readFileSync(path.join(snapshot, 'database.ndjson.gz')))
    .toString()
    .split('\n')) {
    if (!line) continue;
    const m = /^\{"t":"([^"]+)","r":(.*)\}$/.exec(line);
    if (!m) throw new Error(`bad line ${line.slice(0, 80)}`);
    const list = out.get(m[1] as string) ?? [];
    list.push(m[2] as string);
    out.set(m[1] as string, list);
  }
  for (const list of out.values()) list.sort();
  return out;
}

const snapshotName = (output: string) => /Backup (\S+) in /.exec(output)?.[1] ?? '';

describe('backup and restore', () => {
  let snapshot = '';
  let underLoad = { uploads: 0, plays: 0, signUps: 0 };

  it('takes a consistent backup while the server keeps writing', async () => {
    server = await startServer(source);
    const token = await signIn(server, phone, password);
    const songs: string[] = [];
    for (const title of ['Before the backup 1', 'Before the backup 2']) {
      const r = await upload(server, token, f, title);
      expect(r.status).toBe(201);
      songs.push(r.songId as string);
    }
    // Archive rows too: a description and a transcript (their search vectors are generated
    // columns, which a restore must leave to the database).
    const auth = { authorization: `Bearer ${token}` };
    const described = await fetch(`${server.url}/api/songs/${songs[0]}/archive`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ languages: ['nup'], recorded: '198X', description: 'Kept in the backup' }),
    });
    expect(described.status).toBe(200);
    const transcribed = await fetch(`${server.url}/api/songs/${songs[0]}/transcripts/nup`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'text/vtt' },
      body: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nẸ̀yàgí\n',
    });
    expect(transcribed.status).toBe(200);
    // Write load: uploads, plays and sign-ups, until the backup ends.
    let running = true;
    const s = server;
    const load = async (kind: keyof typeof underLoad) => {
      for (let i = 0; running; i++) {
        let ok = false;
        if (kind === 'uploads') ok = (await upload(s, token, f, `During the backup ${i}`)).status === 201;
        if (kind === 'plays') {
          const res = await fetch(`${s.url}/api/songs/${songs[i % songs.length]}/play`, { method: 'POST' });
          ok = res.ok;
        }
        if (kind === 'signUps') {
          const res = await fetch(`${s.url}/api/users/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              fullName: `Listener ${i}`,
              phone: `+23481${String(Date.now() % 1e8).padStart(8, '0')}`.slice(0, 14),
              password: 'listen-well-2026',
              accountType: 'listener',
            }),
          });
          ok = res.status === 201;
        }
        if (ok) underLoad[kind]++;
      }
    };
    underLoad = { uploads: 0, plays: 0, signUps: 0 };
    const writers = [load('uploads'), load('plays'), load('plays'), load('signUps')];
    await new Promise((r) => setTimeout(r, 500));
    const backup = await runCli(source, 'backup', ['--out', backups]);
    running = false;
    await Promise.all(writers);
    expect(backup.code, backup.output).toBe(0);
    if (!POSTGRES) expect(backup.output).toContain('takes the snapshot itself'); // through the running server
    expect(underLoad.uploads + underLoad.plays + underLoad.signUps).toBeGreaterThan(0);
    snapshot = path.join(backups, 'snapshots', snapshotName(backup.output));

    // The snapshot is whole: every media file its rows name is in it, with the recorded checksum.
    const rows = snapshotRows(snapshot);
    const media = JSON.parse(readFileSync(path.join(snapshot, 'media.json'), 'utf8')) as {
      key: string;
      sha256: string;
    }[];
    const byKey = new Map(media.map((m) => [m.key, m.sha256]));
    const files = (rows.get('media_files') ?? []).map((r) => JSON.parse(r) as { storage_key: string; sha256: string });
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(byKey.get(file.storage_key), file.storage_key).toBe(file.sha256);
    // Checked by a tool that shares no code with ours.
    expect(execFileSync('sha256sum', ['--quiet', '-c', 'SHA256SUMS'], { cwd: snapshot }).toString()).toBe('');
  }, 180_000);

  it('a second backup with nothing changed copies no media bytes', async () => {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
      server = null;
    }
    // The server is stopped: with the embedded database, the command opens it itself. The first
    // takes what was written after the backup above (renditions finishing); the next, nothing.
    const first = await runCli(source, 'backup', ['--out', backups]);
    expect(first.code, first.output).toBe(0);
    const again = await runCli(source, 'backup', ['--out', backups]);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toMatch(/of which 0 new \(0\.0 MB copied\)/);
  }, 120_000);

  it('restores onto a new installation whose every row and file checksum matches the snapshot', async () => {
    const target = await newTarget();
    const restored = await runCli(target, 'restore', ['--from', backups, '--snapshot', path.basename(snapshot)]);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/every checksum verified/);

    const database = await openInstallationDatabase(target);
    try {
      const want = snapshotRows(snapshot);
      const got = await allRows(database);
      for (const [table, rows] of want) expect(got.get(table), table).toEqual(rows);
      // Every file the rows name is there, byte for byte.
      const files = (got.get('media_files') ?? []).map((r) => JSON.parse(r) as { storage_key: string; sha256: string });
      for (const file of files) {
        expect(sha(readFileSync(path.join(target.dataDir, 'media', file.storage_key))), file.storage_key).toBe(
          file.sha256,
        );
      }
      const manifest = JSON.parse(readFileSync(path.join(snapshot, 'media.json'), 'utf8')) as { key: string }[];
      expect(filesUnder(path.join(target.dataDir, 'media')).sort()).toEqual(manifest.map((m) => m.key).sort());
    } finally {
      await database.close();
    }

    // The restored installation serves: sign-in, and every song streams.
    const restoredServer = await startServer(target);
    try {
      const token = await signIn(restoredServer, phone, password);
      expect(token).toBeTruthy();
      const list = (await (await fetch(`${restoredServer.url}/api/songs?limit=50`)).json()) as {
        songs: { id: string }[];
      };
      expect(list.songs.length).toBeGreaterThanOrEqual(2);
      for (const song of list.songs) {
        const res = await fetch(`${restoredServer.url}/api/songs/${song.id}/stream`, {
          headers: { range: 'bytes=0-99' },
        });
        expect(res.status, song.id).toBe(206);
      }
    } finally {
      restoredServer.child.kill('SIGTERM');
      await restoredServer.exited;
    }

    // A target that holds data is refused, and left as it was.
    const before = filesUnder(path.join(target.dataDir, 'media')).length;
    const refused = await runCli(target, 'restore', ['--from', backups]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('the target is not empty');
    expect(filesUnder(path.join(target.dataDir, 'media'))).toHaveLength(before);
  }, 180_000);

  it('refuses a damaged backup before writing anything', async () => {
    const media = JSON.parse(readFileSync(path.join(snapshot, 'media.json'), 'utf8')) as { sha256: string }[];
    const object = path.join(backups, 'objects', media[0]?.sha256.slice(0, 2) ?? '', media[0]?.sha256 ?? '');
    const bytes = readFileSync(object);
    bytes[0] = (bytes[0] as number) ^ 0xff;
    writeFileSync(object, bytes);
    const target = await newTarget();
    const refused = await runCli(target, 'restore', ['--from', backups, '--snapshot', path.basename(snapshot)]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/missing or damaged .* Nothing was restored/);
    expect(filesUnder(path.join(target.dataDir, 'media'))).toEqual([]);
    const database = await openInstallationDatabase(target);
    try {
      const users = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
        rows: { n: number }[];
      };
      expect(users.rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});

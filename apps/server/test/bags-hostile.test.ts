import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  linkSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { songs } from '../src/db/schema/index.js';
import { ledgerEntry } from '../src/lib/consent-hash.js';
import { directorySink } from '../src/modules/bags/bag-writer.js';
import { BagProblems, createBagService } from '../src/modules/bags/bags.service.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { filesUnder, rowCounts, uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * Bags made by someone who means harm: `import:bag` refuses each, or imports it harmlessly, and
 * a refusal leaves nothing behind (no row, no stored file). Each starts from a real bag of one
 * item exported by a first installation, bent one way, its manifest sealed again so only the
 * bending is wrong.
 */
let a: TestApp;
let b: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let id: string;
const work = mkdtempSync(path.join(tmpdir(), 'nupe-hostile-bags-'));
const base = path.join(work, 'base');
const SITE = 'https://archive.nupe.example';
const bagsOf = (t: TestApp) =>
  createBagService(t.app.database.db, t.app.storage, { siteUrl: SITE, organization: 'Nupe Music' });

beforeAll(async () => {
  [a, b, f] = await Promise.all([
    createTestApp({ publicUrl: SITE }),
    createTestApp({ publicUrl: SITE }),
    makeFixtures(),
  ]);
  admin = await createUser(a, 'admin');
  id = (await uploadSong(a, admin.token, f, { title: 'Hostile base' })).id;
  await bagsOf(a).exportBag({ song: id }, directorySink(base));
}, 120_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  f?.cleanup();
  rmSync(work, { recursive: true, force: true });
});

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const itemDir = (dir: string) => path.join(dir, 'data', id);
const record = (dir: string) => JSON.parse(readFileSync(path.join(itemDir(dir), 'metadata/item.json'), 'utf8'));
const writeRecord = (dir: string, r: unknown) =>
  writeFileSync(path.join(itemDir(dir), 'metadata/item.json'), `${JSON.stringify(r, null, 2)}\n`);

/** Lists every plain payload file in manifest-sha256.txt again; the other manifests and the Oxum go. */
function reseal(dir: string) {
  const lines: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const r = `${rel}/${name}`;
      const info = lstatSync(path.join(dir, r));
      if (info.isDirectory()) walk(r);
      else if (info.isFile()) lines.push(`${sha256(path.join(dir, r))}  ${r}`);
    }
  };
  walk('data');
  writeFileSync(path.join(dir, 'manifest-sha256.txt'), `${lines.join('\n')}\n`);
  for (const name of readdirSync(dir)) {
    if (/^(manifest-sha512|tagmanifest-.*)\.txt$/.test(name)) unlinkSync(path.join(dir, name));
  }
  const info = readFileSync(path.join(dir, 'bag-info.txt'), 'utf8').replace(/^Payload-Oxum:.*\n/m, '');
  writeFileSync(path.join(dir, 'bag-info.txt'), info);
}

/** A copy of the base bag, bent by `bend` and sealed again. */
function hostile(name: string, bend: (dir: string) => void, seal = true): string {
  const dir = path.join(work, name);
  cpSync(base, dir, { recursive: true });
  bend(dir);
  if (seal) reseal(dir);
  return dir;
}

/** Replaces the original's bytes and makes item.json name them (so only their type is wrong). */
function replaceOriginal(dir: string, bytes: Buffer) {
  const r = record(dir);
  const file = path.join(itemDir(dir), r.original.file);
  writeFileSync(file, bytes);
  r.original.sha256 = sha256(file);
  r.original.size = bytes.length;
  writeRecord(dir, r);
}

async function expectRefused(dir: string, problem: RegExp) {
  const rowsBefore = await rowCounts(b);
  const filesBefore = filesUnder(b.config.mediaDir);
  const started = Date.now();
  const err = await bagsOf(b)
    .importBag(dir)
    .catch((e: unknown) => e);
  expect(err, `${dir} was imported`).toBeInstanceOf(BagProblems);
  expect((err as BagProblems).problems.join('\n')).toMatch(problem);
  expect(Date.now() - started).toBeLessThan(20_000);
  expect(await rowCounts(b)).toEqual(rowsBefore);
  expect(filesUnder(b.config.mediaDir)).toEqual(filesBefore);
}

describe('a hostile bag', () => {
  it('an HTML page as the original is refused: its bytes are read, not its name', async () => {
    const html = Buffer.from(`<!doctype html><script>fetch('/api/users/me')</script>${' '.repeat(4096)}`);
    await expectRefused(
      hostile('html', (dir) => replaceOriginal(dir, html)),
      /is not audio/,
    );
  });

  it('an SVG with a script as a cover file is refused, under the cover name or its own', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    await expectRefused(
      hostile('svg-as-webp', (dir) => {
        const r = record(dir);
        expect(r.cover.length).toBeGreaterThan(0);
        writeFileSync(path.join(itemDir(dir), r.cover[0]), svg);
      }),
      /is not a WebP, JPEG or PNG image/,
    );
    await expectRefused(
      hostile('svg-named', (dir) => {
        const r = record(dir);
        writeFileSync(path.join(itemDir(dir), 'cover/evil.svg'), svg);
        r.cover.push('cover/evil.svg');
        writeRecord(dir, r);
      }),
      /is not a WebP, JPEG or PNG image/,
    );
  });

  it('a symbolic link to a system file is refused before anything is read', async () => {
    await expectRefused(
      hostile('symlink', (dir) => {
        const file = path.join(itemDir(dir), record(dir).original.file);
        unlinkSync(file);
        symlinkSync('/etc/passwd', file);
      }),
      /is a symbolic link/,
    );
  });

  it('a link to /dev/zero (the original, or bagit.txt itself) is refused at once, never read', async () => {
    await expectRefused(
      hostile('dev-zero', (dir) => {
        const file = path.join(itemDir(dir), record(dir).original.file);
        unlinkSync(file);
        symlinkSync('/dev/zero', file);
      }),
      /is a symbolic link/,
    );
    await expectRefused(
      hostile(
        'dev-zero-tag',
        (dir) => {
          unlinkSync(path.join(dir, 'bagit.txt'));
          symlinkSync('/dev/zero', path.join(dir, 'bagit.txt'));
        },
        false,
      ),
      /bagit.txt is a symbolic link/,
    );
  });

  it('a hard link to a file outside the bag is refused', async () => {
    const outside = path.join(work, 'outside-secret.mp3');
    writeFileSync(outside, readFileSync(path.join(itemDir(base), record(base).original.file)));
    await expectRefused(
      hostile('hardlink', (dir) => {
        const file = path.join(itemDir(dir), record(dir).original.file);
        unlinkSync(file);
        linkSync(outside, file);
      }),
      /is a hard link/,
    );
  });

  it('a FIFO is refused without waiting on it', async () => {
    await expectRefused(
      hostile('fifo', (dir) => execFileSync('mkfifo', [path.join(itemDir(dir), 'original', 'pipe')]), false),
      /not a regular file/,
    );
  });

  it('a 10 GB sparse file is refused by the size limit, not read for hours', async () => {
    await expectRefused(
      hostile(
        'sparse',
        (dir) => {
          const file = path.join(itemDir(dir), 'original', 'huge.wav');
          writeFileSync(file, '');
          truncateSync(file, 10 * 1024 ** 3);
        },
        false,
      ),
      /over the limit/,
    );
  });

  it('a path with .. is refused, in the manifest and in item.json', async () => {
    await expectRefused(
      hostile(
        'dotdot-manifest',
        (dir) => {
          reseal(dir);
          const m = path.join(dir, 'manifest-sha256.txt');
          writeFileSync(m, `${readFileSync(m, 'utf8')}${'0'.repeat(64)}  data/../../etc/passwd\n`);
        },
        false,
      ),
      /is not a path inside the bag/,
    );
    await expectRefused(
      hostile('dotdot-record', (dir) => {
        const r = record(dir);
        r.original.file = 'original/..';
        writeRecord(dir, r);
      }),
      /does not follow nupe-music-item/,
    );
  });

  it('a bag under a time limit stops and leaves nothing', async () => {
    const rowsBefore = await rowCounts(b);
    const err = await bagsOf(b)
      .importBag(
        hostile('slow', () => {}),
        { timeoutMs: -1 },
      )
      .catch((e: unknown) => e);
    expect((err as BagProblems).problems.join('\n')).toMatch(/longer than the import is allowed/);
    expect(await rowCounts(b)).toEqual(rowsBefore);
  });
});

describe('a bag imported harmlessly', () => {
  it("stores and serves the sniffed audio type, never the bag's claim, as media only", async () => {
    const dir = hostile('claims-html', (d) => {
      const r = record(d);
      r.original.mime = 'text/html';
      for (const x of r.renditions) x.mime = 'text/html';
      writeRecord(d, r);
    });
    await bagsOf(b).importBag(dir);
    const bAdmin = await createUser(b, 'admin');
    for (const url of [`/api/songs/${id}/stream`, `/api/songs/${id}/download`]) {
      const res = await call(b, { method: 'GET', url, token: bAdmin.token });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('audio/mpeg');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBe('sandbox');
    }
    const download = await call(b, { method: 'GET', url: `/api/songs/${id}/download`, token: bAdmin.token });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=/);
    // The music apps' routes too, which carry no page headers of their own.
    const key = (
      await call(b, { method: 'POST', url: '/api/me/app-keys', token: bAdmin.token, payload: { name: 'Test' } })
    ).json().key;
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (b.app.server.address() as AddressInfo).port;
    for (const method of ['stream', 'download', 'getCoverArt']) {
      const res = await fetch(`http://127.0.0.1:${port}/rest/${method}?v=1.16.1&c=t&apiKey=${key}&id=${id}`);
      expect(res.status, method).toBe(200);
      expect(res.headers.get('content-type'), method).toMatch(/^(audio|image)\//);
      expect(res.headers.get('x-content-type-options'), method).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), method).toBe('sandbox');
      if (method === 'download') expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
      await res.arrayBuffer();
    }
  });

  type Said = { kind: 'grant' | 'withdrawal'; person: string; scopes: string[] };
  /**
   * A new item of the first installation bagged with these ledger entries sealed after its own
   * (a minute apart, the last one now) and imported into the second: its id and the entries' times.
   */
  async function importWithLedger(title: string, said: Said[]): Promise<{ id: string; at: Date[] }> {
    const other = (await uploadSong(a, admin.token, f, { title })).id;
    const src = path.join(work, `${other}-src`);
    await bagsOf(a).exportBag({ song: other }, directorySink(src));
    const dir = path.join(work, other);
    cpSync(src, dir, { recursive: true });
    const eventsFile = path.join(dir, 'data', other, 'metadata/events.json');
    const events = JSON.parse(readFileSync(eventsFile, 'utf8'));
    const at = said.map((_, i) => new Date(Date.now() - (said.length - 1 - i) * 60_000));
    said.forEach((one, i) => {
      const e = ledgerEntry(events.consent.at(-1), {
        songId: other,
        ...one,
        relation: 'performer',
        date: '2026-11-20',
        witness: null,
        recordedBy: null,
        recordedAt: at[i] as Date,
      });
      const { songId: _, ...rest } = e;
      events.consent.push({ ...rest, recordedByName: 'Someone', recordedAt: e.recordedAt.toISOString() });
    });
    writeFileSync(eventsFile, JSON.stringify(events, null, 2));
    reseal(dir);
    await bagsOf(b).importBag(dir);
    return { id: other, at };
  }
  const withdrawnAtOf = async (songId: string) =>
    (await b.app.database.db.select({ at: songs.consentWithdrawnAt }).from(songs).where(eq(songs.id, songId)))[0]?.at;
  const isPublic = async (songId: string) =>
    (await call(b, { method: 'GET', url: `/api/songs/${songId}/stream` })).statusCode === 200;

  it('a ledger that ends in a withdrawal is imported withdrawn: not public, not harvested', async () => {
    const { id: other, at } = await importWithLedger('Withdrawn in the bag', [
      { kind: 'grant', person: 'Mallam Isa', scopes: ['stream'] },
      { kind: 'withdrawal', person: 'Mallam Isa', scopes: ['stream'] },
    ]);
    expect(await withdrawnAtOf(other)).toEqual(at[1]);
    expect((await call(b, { method: 'GET', url: `/api/songs/${other}` })).statusCode).toBe(404);
    expect((await call(b, { method: 'GET', url: `/api/songs/${other}/stream` })).statusCode).toBe(404);
    const listed = (await call(b, { method: 'GET', url: '/api/songs?limit=100' })).json().songs;
    expect(listed.map((s: { id: string }) => s.id)).not.toContain(other);
    const oai = (await call(b, { method: 'GET', url: '/oai?verb=ListRecords&metadataPrefix=oai_dc' })).body;
    expect(oai).not.toContain('Withdrawn in the bag');
  });

  it("a performer's withdrawal arrives standing though another person's grant comes after it", async () => {
    const { id: other, at } = await importWithLedger('Withdrawn, then granted by another', [
      { kind: 'grant', person: 'Mallam Isa', scopes: ['stream', 'download'] },
      { kind: 'withdrawal', person: 'Mallam Isa', scopes: ['stream'] },
      { kind: 'grant', person: 'Hauwa Nma', scopes: ['stream', 'download'] },
      { kind: 'grant', person: 'Mallam Isa', scopes: ['download'] },
    ]);
    // Closed since Mallam Isa's withdrawal: the grants after it lift nothing of his word on `stream`.
    expect(await withdrawnAtOf(other)).toEqual(at[1]);
    expect(await isPublic(other)).toBe(false);
  });

  it('a ledger whose newest entry withdraws another scope, or never granted stream, arrives as the rule says', async () => {
    const open = await importWithLedger('Open, research withdrawn', [
      { kind: 'grant', person: 'Mallam Isa', scopes: ['stream', 'download'] },
      { kind: 'withdrawal', person: 'Hauwa Nma', scopes: ['research'] },
    ]);
    expect(await withdrawnAtOf(open.id)).toBeNull();
    expect(await isPublic(open.id)).toBe(true);
    // A ledger that exists but never granted `stream` keeps the item off the public surfaces
    // from its first entry.
    const never = await importWithLedger('Only downloads granted', [
      { kind: 'grant', person: 'Mallam Isa', scopes: ['download'] },
      { kind: 'grant', person: 'Hauwa Nma', scopes: ['research'] },
    ]);
    expect(await withdrawnAtOf(never.id)).toEqual(never.at[0]);
    expect(await isPublic(never.id)).toBe(false);
  });

  it('each other use the imported ledger closed stays closed: a stream-only grant plays but does not download', async () => {
    const { id: other } = await importWithLedger('Stream only', [
      { kind: 'grant', person: 'Mallam Isa', scopes: ['stream'] },
    ]);
    const closed = (
      await b.app.database.db.select({ scopes: songs.consentClosedScopes }).from(songs).where(eq(songs.id, other))
    )[0]?.scopes;
    expect(closed).toContain('download');
    expect(closed).not.toContain('stream');
    expect(await isPublic(other)).toBe(true);
    const download = await call(b, { method: 'GET', url: `/api/songs/${other}/download` });
    expect(download.statusCode).toBeGreaterThanOrEqual(400);
  });
});

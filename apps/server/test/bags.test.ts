import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixityAuditJob, renditionJob } from '../src/jobs/definitions.js';
import { directorySink } from '../src/modules/bags/bag-writer.js';
import { BagProblems, createBagService } from '../src/modules/bags/bags.service.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { validateBag } from './helpers/bagit-validate.js';
import { rowCounts, uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * BagIt export and import: bags checked by a validator written apart from the exporter
 * (helpers/bagit-validate.ts), a move into a second, empty installation with identical
 * checksums, and export → import → export with identical manifests.
 */
let a: TestApp;
let b: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
let collectionId: string;
const songs: { id: string; title: string }[] = [];
const work = mkdtempSync(path.join(tmpdir(), 'nupe-bags-'));
const SITE = 'https://archive.nupe.example';

const bagsOf = (t: TestApp) =>
  createBagService(t.app.database.db, t.app.storage, { siteUrl: SITE, organization: 'Nupe Music' });

beforeAll(async () => {
  [a, b, f] = await Promise.all([
    createTestApp({ publicUrl: SITE }),
    createTestApp({ publicUrl: SITE }),
    makeFixtures(),
  ]);
  [admin, staff] = await Promise.all([createUser(a, 'admin'), createUser(a, 'staff', 'Musa Archivist')]);
  collectionId = (
    await call(a, {
      method: 'POST',
      url: '/api/collections',
      token: staff.token,
      payload: { title: 'Bida Zikiri sessions', description: 'Chants recorded in Bida.' },
    })
  ).json().collection.id;
  for (const title of ['Ẹ̀yàgí Zikiri', 'Kakaki fanfare', 'Community chant']) {
    const song = await uploadSong(a, admin.token, f, { title, genre: 'Zikiri' });
    songs.push({ id: song.id, title });
    const described = await call(a, {
      method: 'PATCH',
      url: `/api/songs/${song.id}/archive`,
      token: staff.token,
      payload: {
        languages: ['nup'],
        recorded: '198X',
        place: { name: 'Bida', region: 'Niger State', country: 'NG', lat: 9.08, lon: 6.01 },
        contributors: [{ name: 'Hauwa Ndagi', role: 'singer' }],
        discourseType: 'singing',
        collection: collectionId,
      },
    });
    expect(described.statusCode, described.body).toBe(200);
  }
  const [first, , third] = songs as [(typeof songs)[0], (typeof songs)[0], (typeof songs)[0]];
  const put = await call(a, {
    method: 'PUT',
    url: `/api/songs/${first.id}/transcripts/nup?kind=transcript&status=reviewed`,
    token: staff.token,
    headers: { 'content-type': 'text/vtt' },
    payload: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nẸ̀yàgí ṣọ\n',
  });
  expect(put.statusCode, put.body).toBe(200);
  const consent = await call(a, {
    method: 'POST',
    url: `/api/songs/${first.id}/consents`,
    token: staff.token,
    payload: {
      kind: 'grant',
      person: 'Mallam Isa',
      relation: 'performer',
      scopes: ['stream', 'research'],
      date: '2026-11-20',
      witness: null,
    },
  });
  expect(consent.statusCode, consent.body).toBe(201);
  await call(a, {
    method: 'PATCH',
    url: `/api/songs/${third.id}/access`,
    token: staff.token,
    payload: { level: 'community', labels: ['tk_co'] },
  });
  // Renditions and a fixity audit, as the background worker makes them.
  while (await a.app.jobs.runOnce(renditionJob)) {}
  expect(
    (await call(a, { method: 'POST', url: '/api/admin/preservation/audits', token: admin.token })).statusCode,
  ).toBe(202);
  while (await a.app.jobs.runOnce(fixityAuditJob)) {}
}, 120_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  f?.cleanup();
  rmSync(work, { recursive: true, force: true });
});

const required = {
  requireOxum: true,
  requireInfo: ['Bagging-Date', 'Source-Organization', 'External-Identifier', 'Payload-Oxum'],
};
const text = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('BagIt export', () => {
  it('bags a collection: every file of every item, with manifests a separate validator accepts', async () => {
    const dir = path.join(work, 'collection');
    const result = await bagsOf(a).exportBag({ collection: collectionId }, directorySink(dir));
    expect(result.items).toBe(3);
    const report = await validateBag(dir, required);
    expect(report.errors).toEqual([]);
    expect(report.algorithms).toEqual(['sha256', 'sha512']);
    const [first] = songs as [(typeof songs)[0]];
    const listed = text(dir, 'manifest-sha256.txt');
    for (const file of [
      'original/original.mp3',
      'renditions/standard.mp3',
      'renditions/data_saver.opus',
      'cover/original.png',
      'cover/md.webp',
      'transcripts/nup.vtt',
      'metadata/item.json',
      'metadata/dc.xml',
      'metadata/events.json',
    ]) {
      expect(listed, file).toContain(`  data/${first.id}/${file}\n`);
    }
    // The original is the upload byte for byte: its recorded SHA-256 is the manifest's.
    const song = (await call(a, { method: 'GET', url: `/api/songs/${first.id}` })).json().song;
    expect(listed).toContain(`${song.preservation.sha256}  data/${first.id}/original/original.mp3`);
    const info = text(dir, 'bag-info.txt');
    expect(info).toContain('Source-Organization: Nupe Music');
    expect(info).toContain(`External-Identifier: ${SITE}/listen/archive?collection=${collectionId}`);
    expect(info).toMatch(/Payload-Oxum: \d+\.\d+/);
    const item = JSON.parse(text(dir, `data/${first.id}/metadata/item.json`));
    expect(item).toMatchObject({ title: 'Ẹ̀yàgí Zikiri', collection: { title: 'Bida Zikiri sessions' } });
    const events = JSON.parse(text(dir, `data/${first.id}/metadata/events.json`));
    expect(events.consent).toHaveLength(1);
    expect(events.fixity.some((e: { outcome: string }) => e.outcome === 'pass')).toBe(true);
    expect(events.descriptionHistory[0].by).toBe('Musa Archivist');
    expect(text(dir, `data/${first.id}/transcripts/nup.vtt`)).toContain('Ẹ̀yàgí ṣọ');
    // The Dublin Core record is valid simple DC (xmllint against the official schema is in oai.test.ts).
    expect(text(dir, `data/${first.id}/metadata/dc.xml`)).toContain('<dc:title>Ẹ̀yàgí Zikiri</dc:title>');
  });

  it('refuses an empty choice, and leaves out withdrawn and removed items', async () => {
    await expect(
      bagsOf(a).exportBag({ song: '00000000-0000-4000-8000-000000000000' }, directorySink(path.join(work, 'none'))),
    ).rejects.toThrow();
    const gone = await uploadSong(a, admin.token, f, { title: 'Removed before the deposit' });
    await call(a, {
      method: 'DELETE',
      url: '/api/artist/delete-song',
      token: admin.token,
      payload: { songId: gone.id },
    });
    const all = await bagsOf(a).plan({ all: true });
    expect(all.ids).not.toContain(gone.id);
    expect(all.ids).toEqual(expect.arrayContaining(songs.map((s) => s.id)));
  });

  it('fails, never hangs or bags a wrong copy, when a kept file is missing or damaged', async () => {
    const lost = await uploadSong(a, admin.token, f, { title: 'Lost before the deposit' });
    const { song } = (await call(a, { method: 'GET', url: `/api/songs/${lost.id}` })).json();
    const key = song.audioUrl.replace('/api/media/', '');
    await a.app.storage.remove(key);
    await expect(bagsOf(a).exportBag({ song: lost.id }, directorySink(path.join(work, 'lost')))).rejects.toThrow();
    const rotten = await uploadSong(a, admin.token, f, { title: 'Rotten before the deposit' });
    const rottenKey = (await call(a, { method: 'GET', url: `/api/songs/${rotten.id}` }))
      .json()
      .song.audioUrl.replace('/api/media/', '');
    const file = path.join(a.config.mediaDir, rottenKey);
    const bytes = readFileSync(file);
    bytes[100] = (bytes[100] as number) ^ 0xff;
    writeFileSync(file, bytes);
    await expect(bagsOf(a).exportBag({ song: rotten.id }, directorySink(path.join(work, 'rotten')))).rejects.toThrow(
      /does not match its recorded SHA-256/,
    );
  });

  it("downloads from the admin's screen as a tar of one folder that is a valid bag", async () => {
    const link = await call(a, {
      method: 'POST',
      url: '/api/admin/bags/links',
      token: admin.token,
      payload: { scope: 'collection', id: collectionId },
    });
    expect(link.statusCode, link.body).toBe(200);
    const { href, name, items } = link.json();
    expect(items).toBe(3);
    // Others may not ask, and the address is refused without its key.
    expect(
      (await call(a, { method: 'POST', url: '/api/admin/bags/links', token: staff.token, payload: { scope: 'all' } }))
        .statusCode,
    ).toBe(403);
    expect((await call(a, { method: 'GET', url: href.replace(/&key=[^&]+/, '') })).statusCode).toBe(401);
    const bad = await call(a, {
      method: 'POST',
      url: '/api/admin/bags/links',
      token: admin.token,
      payload: { scope: 'collection' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await call(a, { method: 'GET', url: href });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-tar');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}.tar"`);
    const into = mkdtempSync(path.join(work, 'tar-'));
    writeFileSync(path.join(into, 'bag.tar'), res.rawPayload);
    execFileSync('tar', ['-xf', 'bag.tar'], { cwd: into });
    const report = await validateBag(path.join(into, name), required);
    expect(report.errors).toEqual([]);
    expect(report.payloadFiles).toBeGreaterThan(20);
  });
});

describe('BagIt import', () => {
  it('refuses a bag whose bytes changed, and imports nothing', async () => {
    const dir = path.join(work, 'tampered');
    cpSync(path.join(work, 'collection'), dir, { recursive: true });
    const [first] = songs as [(typeof songs)[0]];
    const original = path.join(dir, 'data', first.id, 'original/original.mp3');
    const bytes = readFileSync(original);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] as number) ^ 0xff;
    writeFileSync(original, bytes);
    const before = await rowCounts(b);
    const err = await bagsOf(b)
      .importBag(dir)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BagProblems);
    expect((err as BagProblems).problems).toContain(
      `data/${first.id}/original/original.mp3: its sha256 differs from the manifest.`,
    );
    expect(await rowCounts(b)).toEqual(before);
  });

  it('moves the items into an empty installation with identical checksums; export again gives identical manifests', async () => {
    const dir = path.join(work, 'collection');
    const { items } = await bagsOf(b).importBag(dir);
    expect(items.map((i) => i.id).sort()).toEqual(songs.map((s) => s.id).sort());
    const [first, , third] = songs as [(typeof songs)[0], (typeof songs)[0], (typeof songs)[0]];
    const [there, here] = await Promise.all([
      call(a, { method: 'GET', url: `/api/songs/${first.id}` }),
      call(b, { method: 'GET', url: `/api/songs/${first.id}` }),
    ]);
    const { archive, preservation, title } = here.json().song;
    expect(title).toBe('Ẹ̀yàgí Zikiri');
    expect(preservation.sha256).toBe(there.json().song.preservation.sha256);
    expect(archive).toEqual({ ...there.json().song.archive, describedBy: null });
    // The protocol came along: the community item is not for visitors there either.
    expect((await call(b, { method: 'GET', url: `/api/songs/${third.id}` })).statusCode).toBe(404);
    // The transcript, the audio and the consent chain, as they were.
    const vtt = await call(b, { method: 'GET', url: `/api/songs/${first.id}/transcripts/nup.vtt` });
    expect(vtt.body).toContain('Ẹ̀yàgí ṣọ');
    const audio = await call(b, { method: 'GET', url: `/api/songs/${first.id}/stream` });
    expect(audio.statusCode).toBe(200);
    // Its ledger grants streaming and research, not downloads: refused here as it was there.
    const [downloadThere, downloadHere] = await Promise.all([
      call(a, { method: 'GET', url: `/api/songs/${first.id}/download` }),
      call(b, { method: 'GET', url: `/api/songs/${first.id}/download` }),
    ]);
    expect(downloadHere.statusCode).toBe(downloadThere.statusCode);
    expect(downloadHere.statusCode).toBeGreaterThanOrEqual(400);
    const bAdmin = await createUser(b, 'admin');
    const [chainA, chainB] = await Promise.all([
      call(a, { method: 'GET', url: `/api/songs/${first.id}/consents`, token: admin.token }),
      call(b, { method: 'GET', url: `/api/songs/${first.id}/consents`, token: bAdmin.token }),
    ]);
    expect(chainB.json().consents.map((c: { hash: string }) => c.hash)).toEqual(
      chainA.json().consents.map((c: { hash: string }) => c.hash),
    );
    expect(chainB.json().consents[0].recordedBy.name).toBe('Musa Archivist');

    const again = path.join(work, 'again');
    await bagsOf(b).exportBag({ collection: collectionId }, directorySink(again));
    expect((await validateBag(again, required)).errors).toEqual([]);
    for (const manifest of ['manifest-sha256.txt', 'manifest-sha512.txt']) {
      expect(text(again, manifest), manifest).toBe(text(dir, manifest));
    }
    // A second import of the same items is refused, never a copy.
    const twice = await bagsOf(b)
      .importBag(dir)
      .catch((e: unknown) => e);
    expect((twice as BagProblems).problems[0]).toMatch(/is already in this archive/);
  });
});

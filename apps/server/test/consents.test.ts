import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentEntries, mediaFiles, songs } from '../src/db/schema/index.js';
import { verifyChain } from '../src/lib/consent-hash.js';
import { createAppEvents } from '../src/lib/events.js';
import { createConsentsService } from '../src/modules/consents/consents.service.js';
import { consentsRepository } from '../src/repositories/consents.repository.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { sendUpload, uploadSong } from './helpers/catalogue.js';
import { newInstallation, openInstallationDatabase, runCli } from './helpers/server-process.js';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
} from './helpers/test-app.js';

/**
 * The consent and provenance ledger: staff append grants and withdrawals to an item's
 * hash chain; a withdrawal takes the item off every public surface at once while the original
 * stays; an edited or removed entry is found.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
let artist: SignedInUser;
let listener: SignedInUser;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  [admin, staff, artist, listener] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'staff'),
    createUser(t, 'artist'),
    createUser(t, 'listener'),
  ]);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

/** The hash as README "Consent ledger" defines it, written again here apart from the server's code. */
function expectedHash(songId: string, e: Record<string, unknown>): string {
  const fields = [
    songId,
    e.seq,
    e.kind,
    e.person,
    e.relation,
    [...(e.scopes as string[])].sort(),
    e.date,
    e.witness,
    (e.recordedBy as { id: string }).id,
    e.recordedAt,
    e.prevHash,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

const grant = {
  kind: 'grant',
  person: 'Mallam Isa Bida',
  relation: 'performer',
  scopes: ['stream', 'download', 'research'],
  date: '2026-11-20',
  witness: 'Hajiya Aishat Ndako',
};
const append = (songId: string, token: string | undefined, payload: object) =>
  call(t, { method: 'POST', url: `/api/songs/${songId}/consents`, token, payload });

/** Where a song shows to the public: its page, the lists, search, shelves, stream, download, cover. */
async function publicSurfaces(song: { id: string }, title: string) {
  const list = (await call(t, { method: 'GET', url: '/api/songs?limit=100' })).json().songs as { id: string }[];
  const found = (await call(t, { method: 'GET', url: `/api/songs?q=${encodeURIComponent(title)}` })).json().songs as {
    id: string;
  }[];
  const shelves = JSON.stringify((await call(t, { method: 'GET', url: '/api/songs/shelves' })).json());
  return {
    page: (await call(t, { method: 'GET', url: `/api/songs/${song.id}` })).statusCode,
    listed: list.some((s) => s.id === song.id),
    searched: found.some((s) => s.id === song.id),
    shelved: shelves.includes(song.id),
    stream: (await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream` })).statusCode,
    download: (await call(t, { method: 'GET', url: `/api/songs/${song.id}/download` })).statusCode,
  };
}

describe('the consent ledger', () => {
  it('staff append entries, each chained to the one before; others may not read or write it', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Zikiri with consent' });
    const first = await append(song.id, staff.token, grant);
    expect(first.statusCode).toBe(201);
    const one = first.json().consents[0];
    expect(one).toMatchObject({ seq: 1, kind: 'grant', prevHash: null, scopes: ['download', 'research', 'stream'] });
    expect(one.hash).toBe(expectedHash(song.id, one));
    const second = await append(song.id, admin.token, { ...grant, scopes: ['derivative'], witness: null });
    const two = second.json().consents[1];
    expect(two).toMatchObject({ seq: 2, prevHash: one.hash, recordedBy: { id: admin.id } });
    expect(two.hash).toBe(expectedHash(song.id, two));
    expect(
      (await call(t, { method: 'GET', url: `/api/songs/${song.id}/consents`, token: staff.token })).json(),
    ).toEqual({
      consents: [one, two],
      withdrawn: false,
      closedScopes: [],
    });

    for (const [token, status] of [
      [artist.token, 403],
      [listener.token, 403],
      [undefined, 401],
    ] as const) {
      expect((await call(t, { method: 'GET', url: `/api/songs/${song.id}/consents`, token })).statusCode).toBe(status);
      expect((await append(song.id, token, grant)).statusCode).toBe(status);
    }
    expect((await append('00000000-0000-4000-8000-000000000000', staff.token, grant)).statusCode).toBe(404);

    // The staff screen's list: each item's records and standing, searched by title.
    const items = await call(t, { method: 'GET', url: '/api/staff/consents?q=with%20consent', token: staff.token });
    expect(items.json().songs).toEqual([
      {
        id: song.id,
        title: 'Zikiri with consent',
        artist: expect.any(String),
        status: 'published',
        entries: 2,
        withdrawn: false,
        accessLevel: 'public',
      },
    ]);
    expect((await call(t, { method: 'GET', url: '/api/staff/consents', token: artist.token })).statusCode).toBe(403);
  });

  it("an upload's consent opens the item's ledger; an upload without it waits for staff", async () => {
    const given = await uploadSong(t, artist.token, f, {
      title: 'Consent at upload',
      extra: { consentScopes: 'stream,research', consentPerson: 'Hajiya Nnafu', consentRelation: 'singer' },
    });
    const chain = (await call(t, { method: 'GET', url: `/api/songs/${given.id}/consents`, token: staff.token })).json();
    expect(chain.consents).toHaveLength(1);
    const [first] = chain.consents;
    expect(first).toMatchObject({
      seq: 1,
      kind: 'grant',
      person: 'Hajiya Nnafu',
      relation: 'singer',
      scopes: ['research', 'stream'],
      prevHash: null,
      recordedBy: { id: artist.id },
    });
    expect(first.hash).toBe(expectedHash(given.id, first));
    // Left out: the performer credit as "performer"; no scopes: no entry, the item waits for staff.
    const plain = await uploadSong(t, artist.token, f, {
      title: 'Consent by the performer',
      extra: { consentScopes: 'stream' },
    });
    const byPerformer = (
      await call(t, { method: 'GET', url: `/api/songs/${plain.id}/consents`, token: staff.token })
    ).json().consents[0];
    expect(byPerformer).toMatchObject({ person: 'Test Ensemble', relation: 'performer', scopes: ['stream'] });
    const none = await uploadSong(t, artist.token, f, { title: 'Consent not yet known' });
    expect(
      (await call(t, { method: 'GET', url: `/api/songs/${none.id}/consents`, token: staff.token })).json(),
    ).toEqual({ consents: [], withdrawn: false, closedScopes: [] });
    const bad = await sendUpload(t, artist.token, f, { title: 'Bad scope', extra: { consentScopes: 'stream,sell' } });
    expectErrorBody(bad, 400);
    expect(bad.json().message).toBe('Each scope must be stream, download, research or derivative.');
  });

  it('refuses a bad entry with a clear message and appends nothing', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Refused entries' });
    const cases: [object, string][] = [
      [{ ...grant, scopes: [] }, 'Choose at least one scope.'],
      [{ ...grant, scopes: ['stream', 'sell'] }, 'Each scope must be stream, download, research or derivative.'],
      [{ ...grant, date: '2999-01-01' }, 'Date cannot be in the future.'],
      [{ ...grant, date: '2026-02-30' }, 'Date must be a real day.'],
      [{ ...grant, person: '   ' }, 'Person is required.'],
      [{ ...grant, kind: 'sale' }, 'Kind must be grant or withdrawal.'],
    ];
    for (const [payload, message] of cases) {
      const res = await append(song.id, staff.token, payload);
      expectErrorBody(res, 400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect((await append(song.id, staff.token, { ...grant, hash: 'forged' })).statusCode).toBe(400);
    expect(
      (await call(t, { method: 'GET', url: `/api/songs/${song.id}/consents`, token: staff.token })).json(),
    ).toEqual({ consents: [], withdrawn: false, closedScopes: [] });
  });

  it('a withdrawal takes the item off every public surface at once; the original stays; a new grant brings it back', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Withdrawn preaching' });
    await append(song.id, staff.token, grant);
    const visible = { page: 200, listed: true, searched: true, shelved: true, stream: 200, download: 200 };
    expect(await publicSurfaces(song, 'Withdrawn preaching')).toEqual(visible);

    const withdrawn = await append(song.id, staff.token, {
      ...grant,
      kind: 'withdrawal',
      relation: 'performer',
      scopes: ['stream', 'download'],
      date: '2026-11-24',
    });
    expect(withdrawn.statusCode).toBe(201);
    expect(withdrawn.json()).toMatchObject({ withdrawn: true });
    const hidden = { page: 404, listed: false, searched: false, shelved: false, stream: 404, download: 404 };
    expect(await publicSurfaces(song, 'Withdrawn preaching')).toEqual(hidden);
    // Signed-in listeners see no more than the public.
    expect((await call(t, { method: 'GET', url: `/api/songs/${song.id}`, token: listener.token })).statusCode).toBe(
      404,
    );
    // The original stays in the archive: staff still reach the item and its bytes.
    expect((await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream`, token: staff.token })).statusCode).toBe(
      200,
    );
    const view = (await call(t, { method: 'GET', url: `/api/songs/${song.id}`, token: admin.token })).json().song;
    expect(await t.app.storage.stat(view.audioUrl.replace('/api/media/', '').split('?')[0])).not.toBeNull();

    await append(song.id, staff.token, { ...grant, date: '2026-11-25' });
    expect(await publicSurfaces(song, 'Withdrawn preaching')).toEqual(visible);
  });

  it('finds an edited entry and a removed one', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Tampered ledger' });
    for (const kind of ['grant', 'withdrawal', 'grant']) await append(song.id, staff.token, { ...grant, kind });
    const db = t.app.database.db;
    const check = async () => {
      for await (const chain of consentsRepository.allChains(db)) {
        if (chain.songId === song.id) return verifyChain(chain.entries, chain.headHash);
      }
      return [];
    };
    expect(await check()).toEqual([]);

    // Someone with database access changes who consented in entry 1…
    await db
      .update(consentEntries)
      .set({ person: 'Someone else' })
      .where(sql`${consentEntries.songId} = ${song.id} and ${consentEntries.seq} = 1`);
    expect(await check()).toEqual([{ seq: 1, problem: 'was edited after it was recorded (hash differs)' }]);
    await db
      .update(consentEntries)
      .set({ person: grant.person })
      .where(sql`${consentEntries.songId} = ${song.id} and ${consentEntries.seq} = 1`);
    expect(await check()).toEqual([]);

    // …or removes an entry in the middle…
    await db.delete(consentEntries).where(sql`${consentEntries.songId} = ${song.id} and ${consentEntries.seq} = 2`);
    expect((await check()).map((p) => p.problem)).toEqual([
      'entry 2 is missing (numbering jumps to 3)',
      'does not follow the entry before it (prevHash differs)',
    ]);

    // …or the newest one (a withdrawal would be lost with it).
    const other = await uploadSong(t, admin.token, f, { title: 'Tampered ledger 2' });
    for (const kind of ['grant', 'withdrawal']) await append(other.id, staff.token, { ...grant, kind });
    await db.delete(consentEntries).where(sql`${consentEntries.songId} = ${other.id} and ${consentEntries.seq} = 2`);
    for await (const chain of consentsRepository.allChains(db)) {
      if (chain.songId !== other.id) continue;
      expect(verifyChain(chain.entries, chain.headHash)).toEqual([
        { seq: null, problem: 'the newest entry is missing (the chain head differs)' },
      ]);
    }
  });
});

describe('npm run ledger:verify', () => {
  it('says the ledger is intact, then names an edited entry and exits 1', async () => {
    const inst = await newInstallation(process.env.DATABASE_URL ?? null);
    try {
      const database = await openInstallationDatabase(inst);
      const db = database.db;
      const [file] = await db
        .insert(mediaFiles)
        .values({ storageKey: 'audio/aa/ledger.mp3', mime: 'audio/mpeg', sizeBytes: 1, sha256: 'a'.repeat(64) })
        .returning();
      const [song] = await db
        .insert(songs)
        .values({ title: 'Ledger', artistCredit: 'Bida', genre: 'Zikiri', audioFileId: file?.id as string })
        .returning();
      const service = createConsentsService(db, createAppEvents());
      const recorder = {
        id: null as unknown as string,
        role: 'staff' as const,
        status: 'active' as const,
        fullName: 'x',
      };
      for (const kind of ['grant', 'withdrawal'] as const) {
        await service.append(recorder, song?.id as string, { ...grant, kind, scopes: ['stream'] } as never);
      }
      await database.close();
      const intact = await runCli(inst, 'ledger-verify', []);
      expect(intact.code, intact.output).toBe(0);
      expect(intact.output).toContain('Consent ledger intact: 2 entries over 1 item(s)');

      const again = await openInstallationDatabase(inst);
      await again.db
        .update(consentEntries)
        .set({ scopes: ['stream', 'download'] })
        .where(sql`seq = 1`);
      await again.close();
      const broken = await runCli(inst, 'ledger-verify', []);
      expect(broken.code).toBe(1);
      expect(broken.output).toContain(`song ${song?.id}, entry 1: was edited after it was recorded (hash differs)`);
      expect(broken.output).toContain('Error: the consent ledger of 1 of 1 item(s) was changed after it was recorded');
    } finally {
      await inst.drop();
    }
  }, 120_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directorySink } from '../src/modules/bags/bag-writer.js';
import { createBagService } from '../src/modules/bags/bags.service.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { withDatabase } from './global-setup.js';
import { uploadSong } from './helpers/catalogue.js';
import { appOnPostgres, call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * The one consent rule (docs/decisions/0012-consent-rule.md), from outside: per person and per
 * scope, a withdrawal stands until that same person grants that scope again; `stream` governs
 * playing, `download` downloads and offline copies, `research` the archive's exports; staff
 * keep the original in custody, the owner does not play it.
 */
const HOST = 'archive.nupe.example';
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
let artist: SignedInUser;
let listener: SignedInUser;
let restKey: string;
const work = mkdtempSync(path.join(tmpdir(), 'nupe-consent-rule-'));

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp({ publicUrl: `https://${HOST}` }), makeFixtures()]);
  [admin, staff, artist, listener] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'staff'),
    createUser(t, 'artist'),
    createUser(t, 'listener'),
  ]);
  const key = await call(t, {
    method: 'POST',
    url: '/api/me/app-keys',
    token: listener.token,
    payload: { name: 'Phone' },
  });
  restKey = key.json().key;
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
  rmSync(work, { recursive: true, force: true });
});

const entry = (kind: 'grant' | 'withdrawal', person: string, scopes: string[]) => ({
  kind,
  person,
  relation: 'performer',
  scopes,
  date: '2026-11-20',
  witness: null,
});
async function append(songId: string, body: ReturnType<typeof entry>) {
  const res = await call(t, {
    method: 'POST',
    url: `/api/songs/${songId}/consents`,
    token: staff.token,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { withdrawn: boolean; closedScopes: string[] };
}
const status = async (url: string, token?: string) => (await call(t, { method: 'GET', url, token })).statusCode;
/** A /rest call's Subsonic error code (null: it answered bytes or ok). */
async function restError(method: string, id: string): Promise<number | null> {
  const res = await call(t, {
    method: 'GET',
    url: `/rest/${method}?v=1.16.1&c=test&f=json&apiKey=${restKey}&id=${id}`,
  });
  if (!res.headers['content-type']?.toString().includes('json')) return null;
  return res.json()['subsonic-response'].error?.code ?? null;
}
async function oaiDeleted(songId: string): Promise<boolean> {
  const res = await call(t, {
    method: 'GET',
    url: `/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:song/${songId}`,
  });
  expect(res.statusCode).toBe(200);
  return res.body.includes('status="deleted"');
}
async function offlineRights(ids: string[], token?: string) {
  const res = await call(t, { method: 'POST', url: '/api/songs/offline-rights', token, payload: { ids } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().songs as { id: string; keep: boolean; reason: string | null }[];
}
/** What a listener can do with the item. */
async function surfaces(id: string) {
  return {
    page: await status(`/api/songs/${id}`),
    stream: await status(`/api/songs/${id}/stream`),
    download: await status(`/api/songs/${id}/download`),
    restStream: await restError('stream', id),
    restDownload: await restError('download', id),
  };
}
const open = { page: 200, stream: 200, download: 200, restStream: null, restDownload: null };
const gone = { page: 404, stream: 404, download: 404, restStream: 70, restDownload: 70 };

describe('the consent rule', () => {
  it("another person's grant does not lift a performer's withdrawal; the same person's grant does", async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Withdrawn by the singer' });
    await append(song.id, entry('grant', 'Mallam Isa Bida', ['stream', 'download', 'research', 'derivative']));
    expect(await surfaces(song.id)).toEqual(open);
    expect(await oaiDeleted(song.id)).toBe(false);

    expect((await append(song.id, entry('withdrawal', 'Mallam Isa Bida', ['stream']))).withdrawn).toBe(true);
    // Someone else (a relative, a collector) grants every scope: nothing reopens.
    const after = await append(
      song.id,
      entry('grant', 'Hajiya Nnafu', ['stream', 'download', 'research', 'derivative']),
    );
    expect(after.withdrawn).toBe(true);
    expect(await surfaces(song.id)).toEqual(gone);
    expect(after.closedScopes).toEqual(['stream']);
    expect(await oaiDeleted(song.id)).toBe(true);
    expect((await offlineRights([song.id]))[0]).toEqual({ id: song.id, keep: false, reason: 'withdrawn' });

    // The same person, named with other spaces and case, grants streaming again.
    expect(await append(song.id, entry('grant', ' mallam  isa BIDA', ['stream']))).toMatchObject({
      withdrawn: false,
      closedScopes: [],
    });
    expect(await surfaces(song.id)).toEqual(open);
    expect(await oaiDeleted(song.id)).toBe(false);
  });

  it('a download withdrawal stops downloads and offline copies, not playing', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Play but do not keep' });
    await append(song.id, entry('grant', 'Nma Ndako', ['stream', 'download', 'research', 'derivative']));
    await append(song.id, entry('withdrawal', 'Nma Ndako', ['download']));
    expect(await surfaces(song.id)).toEqual({ ...open, download: 404, restDownload: 70 });
    expect(await status(`/api/songs/${song.id}/download?quality=standard`, listener.token)).toBe(404);
    expect(await offlineRights([song.id], listener.token)).toEqual([{ id: song.id, keep: false, reason: 'withdrawn' }]);
    // An offline copy is nobody's custody: staff hear "withdrawn" too, though they may download.
    expect(await offlineRights([song.id], staff.token)).toEqual([{ id: song.id, keep: false, reason: 'withdrawn' }]);
    expect(await status(`/api/songs/${song.id}/download`, staff.token)).toBe(200);
  });

  it('a stream-only consent plays but does not download; a scope nobody granted stays closed', async () => {
    const song = await uploadSong(t, artist.token, f, {
      title: 'Streaming only',
      extra: { consentScopes: 'stream', consentPerson: 'Hajiya Nnafu', consentRelation: 'singer' },
    });
    const approve = await call(t, {
      method: 'PATCH',
      url: `/api/admin/songs/${song.id}/status`,
      token: admin.token,
      payload: { published: true },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await surfaces(song.id)).toEqual({ ...open, download: 404, restDownload: 70 });
    // Nor is it harvested: `research` was never granted.
    const record = await call(t, {
      method: 'GET',
      url: `/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:song/${song.id}`,
    });
    expect(record.body).not.toContain('<metadata>');
    // Someone else granting downloads opens them: nobody withdrew that scope.
    expect(await append(song.id, entry('grant', 'Mallam Isa Bida', ['download']))).toMatchObject({
      closedScopes: ['research', 'derivative'],
    });
    expect(await surfaces(song.id)).toEqual(open);
  });

  it('a research withdrawal takes the item out of OAI-PMH and bags, and leaves it playing', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Not for the archives' });
    const bags = createBagService(t.app.database.db, t.app.storage, { siteUrl: `https://${HOST}`, organization: 'N' });
    const before = await bags.exportBag({ song: song.id }, directorySink(path.join(work, 'before')));
    expect(before.items).toBe(1);
    expect(await oaiDeleted(song.id)).toBe(false);

    await append(song.id, entry('grant', 'Baba Gana', ['stream', 'download', 'research', 'derivative']));
    await append(song.id, entry('withdrawal', 'Baba Gana', ['research']));
    expect(await surfaces(song.id)).toEqual(open);
    expect(await oaiDeleted(song.id)).toBe(true);
    await expect(bags.exportBag({ song: song.id }, directorySink(path.join(work, 'after')))).rejects.toThrow();
    expect(await offlineRights([song.id])).toEqual([{ id: song.id, keep: true, reason: null }]);
  });

  it('after a stream withdrawal the owner still sees the item but does not play it; staff keep the original', async () => {
    const song = await uploadSong(t, artist.token, f, { title: 'Owner after withdrawal' });
    const approve = await call(t, {
      method: 'PATCH',
      url: `/api/admin/songs/${song.id}/status`,
      token: admin.token,
      payload: { published: true },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    await append(song.id, entry('withdrawal', 'Zainab Kolo', ['stream', 'download']));
    expect(await status(`/api/songs/${song.id}`, artist.token)).toBe(200);
    expect(await status(`/api/songs/${song.id}/stream`, artist.token)).toBe(404);
    expect(await status(`/api/songs/${song.id}/download`, artist.token)).toBe(404);
    expect(await status(`/api/songs/${song.id}/stream`, staff.token)).toBe(200);
    expect(await status(`/api/songs/${song.id}/download`, admin.token)).toBe(200);
    // An item the caller could never see is "unavailable", not "withdrawn": nothing is told.
    const rights = await offlineRights([song.id, '00000000-0000-4000-8000-000000000000'], artist.token);
    expect(rights.map((r) => r.reason)).toEqual(['withdrawn', 'unavailable']);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('on a second instance (PostgreSQL)', () => {
  it('holds a withdrawal on the other instance within a second, though another person grants after it', async () => {
    const { rows } = (await t.app.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const b = await appOnPostgres(withDatabase(process.env.DATABASE_URL as string, rows[0]?.name as string), {
      dataDir: t.config.dataDir,
      mediaDir: t.config.mediaDir,
      jwtSecret: t.config.jwtSecret,
    });
    try {
      const song = await uploadSong(t, admin.token, f, { title: 'Withdrawn across instances' });
      const cover = String(song.coverUrl);
      const onB = async () => ({
        stream: (await call(b, { method: 'GET', url: `/api/songs/${song.id}/stream` })).statusCode,
        download: (await call(b, { method: 'GET', url: `/api/songs/${song.id}/download` })).statusCode,
        cover: (await call(b, { method: 'GET', url: cover })).statusCode,
      });
      // Warm the other instance's caches first.
      expect(await onB()).toEqual({ stream: 200, download: 200, cover: 200 });
      await append(song.id, entry('withdrawal', 'Mallam Isa Bida', ['stream', 'download']));
      await append(song.id, entry('grant', 'Hajiya Nnafu', ['stream', 'download']));
      const start = Date.now();
      const gone = { stream: 404, download: 404, cover: 404 };
      let last = await onB();
      while (JSON.stringify(last) !== JSON.stringify(gone) && Date.now() - start < 1000) {
        await new Promise((r) => setTimeout(r, 20));
        last = await onB();
      }
      expect(last).toEqual(gone);
      expect(Date.now() - start).toBeLessThan(1500);
      // The listener app asking the other instance hears it too.
      const rights = await call(b, { method: 'POST', url: '/api/songs/offline-rights', payload: { ids: [song.id] } });
      expect(rights.json().songs).toEqual([{ id: song.id, keep: false, reason: 'withdrawn' }]);
    } finally {
      await b.close();
    }
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintJob } from '../src/jobs/definitions.js';
import { runFixityAudit } from '../src/media/fixity-audit.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { rowCounts, sendUpload, uploadSong } from './helpers/catalogue.js';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
} from './helpers/test-app.js';

/**
 * "Same recording, different file", settled by staff: the two items side by side, and the merge
 * that keeps one (the better original, both items' credits, the listeners' marks) and makes the
 * other an alias whose every address leads to it.
 */
const HOST = 'archive.nupe.example';
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
let listener: SignedInUser;
let artist: SignedInUser;
let dir: string;
const file = (name: string) => path.join(dir, name);
const sox = (...args: string[]) => execFileSync('sox', args, { stdio: 'pipe' });
const mp3Of = (wav: string, mp3: string) =>
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    wav,
    '-af',
    'volume=2dB',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
    mp3,
  ]);

/** A 12-second recording of its own: a sweep and a tone with tremolo over pink noise. */
function recording(name: string, sweep: string, tone: string, tremolo: string) {
  sox(
    '-n',
    '-r',
    '44100',
    '-c',
    '2',
    file(`${name}-tones.wav`),
    'synth',
    '12',
    'sine',
    sweep,
    'sine',
    tone,
    'tremolo',
    tremolo,
    '50',
    'gain',
    '-3',
  );
  sox('-n', '-r', '44100', '-c', '2', file(`${name}-noise.wav`), 'synth', '12', 'pinknoise', 'gain', '-24');
  sox('-m', file(`${name}-tones.wav`), file(`${name}-noise.wav`), file(`${name}.wav`));
  mp3Of(file(`${name}.wav`), file(`${name}.mp3`));
}

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp({ publicUrl: `https://${HOST}` }), makeFixtures()]);
  [admin, staff, listener, artist] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'staff', 'Hauwa Staff'),
    createUser(t, 'listener'),
    createUser(t, 'artist'),
  ]);
  dir = mkdtempSync(path.join(tmpdir(), 'nupe-dup-'));
  recording('zikiri', '110-440', '277', '5');
  recording('gugu', '600-200', '350', '3');
}, 120_000);
afterAll(async () => {
  await t?.close();
  f?.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function drain() {
  for (let i = 0; i < 20; i++) if (!(await t.app.jobs.runOnce(fingerprintJob))) break;
}
const wav = (name: string) => ({ data: readFileSync(file(`${name}.wav`)), filename: `${name}.wav`, type: 'audio/wav' });
const mp3 = (name: string) => ({
  data: readFileSync(file(`${name}.mp3`)),
  filename: `${name}.mp3`,
  type: 'audio/mpeg',
});

/** Uploads the archived item and then its copy; answers both ids and the copy's duplicate issue. */
async function pairFor(archivedTitle: string, archivedAudio: object, uploadTitle: string, uploadAudio: object) {
  const archived = await uploadSong(t, admin.token, f, { title: archivedTitle, audio: archivedAudio as never });
  await drain();
  const upload = await uploadSong(t, admin.token, f, { title: uploadTitle, audio: uploadAudio as never });
  await drain();
  const res = await call(t, { method: 'GET', url: '/api/staff/quality?limit=100', token: staff.token });
  const issue = (res.json().issues as { id: string; songId: string; kind: string }[]).find(
    (i) => i.songId === upload.id && i.kind === 'possible_duplicate',
  );
  expect(issue, 'the copy is flagged').toBeDefined();
  return { archived: archived.id, upload: upload.id, issueId: issue?.id as string };
}

const song = (id: string, token?: string) => call(t, { method: 'GET', url: `/api/songs/${id}`, token });
const merge = (issueId: string, token: string | undefined, payload: object = {}) =>
  call(t, { method: 'POST', url: `/api/staff/duplicates/${issueId}/merge`, token, payload });
const describe_ = (id: string, payload: object) =>
  call(t, { method: 'PATCH', url: `/api/songs/${id}/archive`, token: staff.token, payload });
const oai = async (query: string) => (await call(t, { method: 'GET', url: `/oai?${query}` })).body;
const oaiId = (id: string) => `oai:${HOST}:song/${id}`;
/** `/rest/getSong` as the listener's music app asks it (a new app key each time). */
async function restGetSong(id: string) {
  const key = (
    await call(t, { method: 'POST', url: '/api/me/app-keys', token: listener.token, payload: { name: 'Phone' } })
  ).json().key;
  return call(t, { method: 'GET', url: `/rest/getSong?v=1.16.1&c=test&f=json&apiKey=${key}&id=${id}` });
}

describe('same recording, different file: side by side and merged', () => {
  let zikiri: { archived: string; upload: string; issueId: string };
  let playlistId: string;
  let manualIssueId: string;
  let before: Awaited<ReturnType<typeof rowCounts>>;

  it('shows staff both items side by side, each with its own stream', async () => {
    zikiri = await pairFor('Zikiri as archived', wav('zikiri'), 'Zikiri, a louder copy', mp3('zikiri'));
    const res = await call(t, { method: 'GET', url: `/api/staff/duplicates/${zikiri.issueId}`, token: staff.token });
    expect(res.statusCode, res.body).toBe(200);
    const pair = res.json();
    expect(pair).toMatchObject({
      issueId: zikiri.issueId,
      resolved: false,
      betterOriginal: 'archived',
      mergedInto: null,
      upload: { id: zikiri.upload, title: 'Zikiri, a louder copy', format: 'MP3', lossless: false },
      archived: { id: zikiri.archived, title: 'Zikiri as archived', format: 'WAV (lossless)', lossless: true },
    });
    expect(pair.upload.bitrate).toBeLessThan(100_000);
    expect(pair.archived.bitrate).toBeGreaterThan(1_000_000);
    expect(pair.upload.durationSeconds).toBeCloseTo(12, 0);
    for (const side of [pair.upload, pair.archived]) {
      const stream = await call(t, { method: 'GET', url: side.streamUrl, token: staff.token });
      expect(stream.statusCode).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^audio\//);
    }
  }, 120_000);

  it('is for staff and admins only: listeners, artists and strangers may neither see nor merge', async () => {
    for (const who of [listener, artist]) {
      expectErrorBody(
        await call(t, { method: 'GET', url: `/api/staff/duplicates/${zikiri.issueId}`, token: who.token }),
        403,
      );
      expectErrorBody(await merge(zikiri.issueId, who.token), 403);
    }
    expectErrorBody(await merge(zikiri.issueId, undefined), 401);
    expect((await song(zikiri.upload)).statusCode).toBe(200);
  });

  it('refuses bad input with the error body and changes nothing', async () => {
    const raised = await call(t, {
      method: 'POST',
      url: '/api/staff/quality',
      token: staff.token,
      payload: { songId: zikiri.archived, kind: 'audio_problem', description: 'A click at 0:04.' },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    manualIssueId = raised.json().issue.id;
    expectErrorBody(await merge('00000000-0000-4000-8000-000000000000', staff.token), 404, 'QUALITY_ISSUE_NOT_FOUND');
    expectErrorBody(await merge(manualIssueId, staff.token), 409, 'NOT_A_DUPLICATE_ISSUE');
    expectErrorBody(
      await call(t, { method: 'GET', url: `/api/staff/duplicates/${manualIssueId}`, token: staff.token }),
      409,
      'NOT_A_DUPLICATE_ISSUE',
    );
    // The survivor must be one of the two items: another song, or the alias named as its own survivor's
    // stand-in through a third id, is refused.
    const third = await uploadSong(t, admin.token, f, { title: 'Not the same recording' });
    expectErrorBody(
      await merge(zikiri.issueId, staff.token, { survivorId: third.id }),
      400,
      'MERGE_SURVIVOR_NOT_IN_PAIR',
    );
    expectErrorBody(await merge(zikiri.issueId, staff.token, { survivorId: 'not-an-id' }), 400);
    expectErrorBody(await merge(zikiri.issueId, staff.token, { survivor: 'upload' }), 400);
    expect((await song(zikiri.upload)).statusCode).toBe(200);
    const pair = (
      await call(t, { method: 'GET', url: `/api/staff/duplicates/${zikiri.issueId}`, token: staff.token })
    ).json();
    expect(pair).toMatchObject({ resolved: false, mergedInto: null });
  }, 60_000);

  it('merges into the archived item by default: credits kept, listeners moved, the issue resolved and audited', async () => {
    // Each item has its own credits; the copy has a recording date the archived item lacks.
    expect(
      (
        await describe_(zikiri.archived, {
          contributors: [{ name: 'Musa Kakaki', role: 'performer', roleDetail: 'kakaki player' }],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await describe_(zikiri.upload, {
          recorded: '1987-06',
          contributors: [
            { name: 'Ndakó Gboyá', role: 'singer' },
            { name: 'Musa Kakaki', role: 'performer', roleDetail: 'kakaki player' },
          ],
        })
      ).statusCode,
    ).toBe(200);
    // A listener likes, plays and lists the copy.
    expect(
      (await call(t, { method: 'PUT', url: `/api/songs/${zikiri.upload}/like`, token: listener.token })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, { method: 'POST', url: `/api/songs/${zikiri.upload}/play`, token: listener.token })).statusCode,
    ).toBe(200);
    const made = await call(t, {
      method: 'POST',
      url: '/api/playlists',
      token: listener.token,
      payload: { name: 'Evening' },
    });
    expect(made.statusCode, made.body).toBe(201);
    playlistId = made.json().playlist.id;
    const listed = await call(t, {
      method: 'PUT',
      url: `/api/playlists/${playlistId}/songs`,
      token: listener.token,
      payload: { songIds: [zikiri.upload] },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    // The copy was harvested while it was an item of its own.
    expect(await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${oaiId(zikiri.upload)}`)).not.toContain(
      'status="deleted"',
    );
    const archivedBefore = (await song(zikiri.archived)).json().song;
    before = await rowCounts(t);

    const res = await merge(zikiri.issueId, staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Items merged. The other item now leads to the one kept.',
      survivorId: zikiri.archived,
      aliasId: zikiri.upload,
      originalFrom: 'archived',
      issue: { id: zikiri.issueId, resolved: true, resolvedBy: 'Hauwa Staff' },
    });

    const kept = (await song(zikiri.archived)).json().song;
    expect(kept.preservation.sha256).toBe(archivedBefore.preservation.sha256);
    expect(kept.archive.recorded).toBe('1987-06');
    expect(kept.archive.contributors).toEqual([
      { name: 'Musa Kakaki', role: 'performer', roleDetail: 'kakaki player' },
      { name: 'Ndakó Gboyá', role: 'singer', roleDetail: null },
    ]);
    expect(kept.likeCount).toBe(archivedBefore.likeCount + 1);
    expect(kept.playCount).toBe(archivedBefore.playCount + 1);
    const liked = await call(t, { method: 'GET', url: '/api/me/likes', token: listener.token });
    expect(JSON.stringify(liked.json())).toContain(zikiri.archived);
    const playlist = (
      await call(t, { method: 'GET', url: `/api/playlists/${playlistId}`, token: listener.token })
    ).json();
    expect(playlist.playlist.songs.map((s: { id: string }) => s.id)).toEqual([zikiri.archived]);
    // No stored file or row is gone: both originals stay for fixity audits and backups.
    expect(await rowCounts(t)).toEqual(before);

    const audit = await call(t, { method: 'GET', url: '/api/admin/audit-log?limit=50', token: admin.token });
    expect(audit.statusCode, audit.body).toBe(200);
    const entry = (
      audit.json().entries as {
        action: string;
        targetId: string;
        actorName: string;
        details: Record<string, unknown>;
      }[]
    ).find((e) => e.action === 'song.merge');
    expect(entry).toMatchObject({
      targetId: zikiri.upload,
      actorName: 'Hauwa Staff',
      details: { survivorId: zikiri.archived, issueId: zikiri.issueId, originalFrom: 'archived' },
    });
  }, 60_000);

  it('makes the other item an alias: hidden from lists and harvests, every address redirects to the survivor', async () => {
    const api = await song(zikiri.upload);
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe(`/api/songs/${zikiri.archived}`);
    // Staff and admins are redirected too (the alias is not an item of its own any more).
    expect((await song(zikiri.upload, admin.token)).statusCode).toBe(301);
    const page = await call(t, { method: 'GET', url: `/song/${zikiri.upload}` });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/song/${zikiri.archived}`);
    const listen = await call(t, { method: 'GET', url: `/listen/song/${zikiri.upload}?t=3` });
    expect(listen.statusCode).toBe(301);
    expect(listen.headers.location).toBe(`/listen/song/${zikiri.archived}?t=3`);

    const search = await call(t, { method: 'GET', url: '/api/songs?q=Zikiri&limit=50' });
    const ids = (search.json().songs as { id: string }[]).map((s) => s.id);
    expect(ids).toContain(zikiri.archived);
    expect(ids).not.toContain(zikiri.upload);
    const all = await call(t, { method: 'GET', url: '/api/songs?limit=100' });
    expect((all.json().songs as { id: string }[]).map((s) => s.id)).not.toContain(zikiri.upload);

    expect(await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${oaiId(zikiri.upload)}`)).toContain(
      'status="deleted"',
    );

    const sub = await restGetSong(zikiri.upload);
    expect(sub.json()['subsonic-response']).toMatchObject({ status: 'ok', song: { id: zikiri.archived } });

    const pair = (
      await call(t, { method: 'GET', url: `/api/staff/duplicates/${zikiri.issueId}`, token: staff.token })
    ).json();
    expect(pair).toMatchObject({ resolved: true, mergedInto: zikiri.archived });
    // The merge is done once: a second is refused.
    expectErrorBody(await merge(zikiri.issueId, staff.token), 409, 'DUPLICATE_ALREADY_MERGED');
    expectErrorBody(
      await merge(zikiri.issueId, staff.token, { survivorId: zikiri.upload }),
      409,
      'DUPLICATE_ALREADY_MERGED',
    );
  }, 60_000);

  it('gives the survivor the better original when staff keep the lower-quality item (admins may merge too)', async () => {
    const gugu = await pairFor('Gugu as archived', wav('gugu'), 'Gugu, a 64 kbps copy', mp3('gugu'));
    const wavSha = (await song(gugu.archived)).json().song.preservation.sha256 as string;
    const mp3Sha = (await song(gugu.upload)).json().song.preservation.sha256 as string;
    // An item an admin removed cannot be merged; restored, it can.
    const removal = (action: string) =>
      call(t, { method: 'POST', url: `/api/admin/songs/${gugu.archived}/${action}`, token: admin.token });
    expect((await removal('remove')).statusCode).toBe(200);
    expectErrorBody(await merge(gugu.issueId, admin.token, { survivorId: gugu.upload }), 409, 'DUPLICATE_ITEM_GONE');
    expect((await removal('restore')).statusCode).toBe(200);
    const res = await merge(gugu.issueId, admin.token, { survivorId: gugu.upload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ survivorId: gugu.upload, aliasId: gugu.archived, originalFrom: 'archived' });
    const kept = (await song(gugu.upload)).json().song;
    expect(kept.preservation.sha256).toBe(wavSha);
    expect(kept.title).toBe('Gugu, a 64 kbps copy');
    // The lower-quality original is kept, on the alias, not deleted.
    const alias = await song(gugu.archived, admin.token);
    expect(alias.statusCode).toBe(301);
    expect(alias.headers.location).toBe(`/api/songs/${gugu.upload}`);
    expect(mp3Sha).not.toBe(wavSha);

    // The survivor given to staff only: an alias never tells who may not see it where it went.
    const access = (level: string) =>
      call(t, { method: 'PATCH', url: `/api/songs/${gugu.upload}/access`, token: staff.token, payload: { level } });
    expect((await access('staff')).statusCode).toBe(200);
    for (const hidden of [
      await song(gugu.archived),
      await song(gugu.archived, listener.token),
      await call(t, { method: 'GET', url: `/song/${gugu.archived}` }),
      await call(t, { method: 'GET', url: `/embed/song/${gugu.archived}` }),
    ]) {
      expect(hidden.statusCode).toBe(404);
      expect(hidden.headers.location).toBeUndefined();
      expect(hidden.body).not.toContain(gugu.upload);
    }
    const sub = await restGetSong(gugu.archived);
    expect(sub.json()['subsonic-response']).toMatchObject({ status: 'failed', error: { code: 70 } });
    expect(sub.body).not.toContain(gugu.upload);
    // Staff still follow it.
    expect((await song(gugu.archived, staff.token)).headers.location).toBe(`/api/songs/${gugu.upload}`);
    expect((await access('public')).statusCode).toBe(200);

    const stream = await call(t, { method: 'GET', url: `/api/songs/${gugu.upload}/stream`, token: admin.token });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toMatch(/wav/);
    // Every kept file, both originals included, still passes a fixity audit after the swap.
    const audit = await runFixityAudit(t.app.database.db, t.app.storage, {
      trigger: 'command',
      maxBytesPerSecond: null,
    });
    expect(audit).toMatchObject({ failed: 0, missing: 0 });
    expect(audit.passed + audit.recorded).toBeGreaterThan(0);
  }, 120_000);

  it("still refuses the uploader's own exact duplicate with a 409", async () => {
    const again = await sendUpload(t, admin.token, f, { title: 'Zikiri once more', audio: wav('zikiri') as never });
    expectErrorBody(again, 409);
  }, 60_000);
});

import { SUCCESS_MESSAGES } from '@nupe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { bigCover, staffAudio } from './helpers/staff.js';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
} from './helpers/test-app.js';

let t: TestApp;
let f: Fixtures;
let audio: ReturnType<typeof staffAudio>;
let cover: Buffer;
let staff: SignedInUser;
let artist: SignedInUser;
let other: SignedInUser;
let listener: SignedInUser;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  audio = staffAudio(f);
  cover = await bigCover();
  [staff, artist, other, listener] = await Promise.all([
    createUser(t, 'staff', 'Musa Checker'),
    createUser(t, 'artist', 'Aisha Kutigi'),
    createUser(t, 'artist', 'Other Artist'),
    createUser(t, 'listener'),
  ]);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

type Issue = { id: string; songId: string; kind: string; status: string; source: string; resolved: boolean };
const issuesOf = async (songId: string, status = 'all') => {
  const res = await call(t, { method: 'GET', url: `/api/staff/quality?status=${status}`, token: staff.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().issues as Issue[]).filter((i) => i.songId === songId);
};
const upload = (data: Buffer, title: string) =>
  uploadSong(t, artist.token, f, {
    title,
    album: 'Checks album',
    audio: { data },
    cover: { data: cover, filename: 'c.jpg', type: 'image/jpeg' },
  });

describe('automatic checks on upload', () => {
  it('a clean upload raises nothing', async () => {
    const song = await upload(audio.good, 'Clean');
    expect(await issuesOf(song.id)).toEqual([]);
  });

  it('a 32 kbps upload raises an automatic low-bitrate issue, Needs Fix', async () => {
    const song = await upload(audio.lowBitrate, 'Low bitrate');
    const issues = await issuesOf(song.id, 'open');
    expect(issues.map((i) => i.kind)).toEqual(['low_bitrate']);
    expect(issues[0]).toMatchObject({ status: 'needs_fix', source: 'automatic', resolved: false });
  });

  it('silent audio is found by measuring the level', async () => {
    const song = await upload(audio.silent, 'Silence');
    expect((await issuesOf(song.id)).map((i) => i.kind)).toEqual(['silent_audio']);
  });

  it('a short clip with a small cover and no album raises each', async () => {
    const song = await uploadSong(t, artist.token, f, { title: 'Short' });
    expect((await issuesOf(song.id)).map((i) => i.kind).sort()).toEqual([
      'low_bitrate',
      'missing_album',
      'small_cover',
      'too_short',
    ]);
  });
});

describe('quality issues by hand', () => {
  it('refuses listeners and artists', async () => {
    for (const token of [listener.token, artist.token]) {
      expectErrorBody(await call(t, { method: 'GET', url: '/api/staff/quality', token }), 403, 'FORBIDDEN');
      expectErrorBody(
        await call(t, { method: 'POST', url: '/api/staff/quality', payload: {}, token }),
        403,
        'FORBIDDEN',
      );
      expectErrorBody(
        await call(t, {
          method: 'PATCH',
          url: '/api/staff/quality/00000000-0000-4000-8000-000000000000',
          payload: { resolved: true },
          token,
        }),
        403,
        'FORBIDDEN',
      );
    }
  });

  it('raises, changes status, resolves (recorded) and reopens', async () => {
    const song = await upload(audio.good, 'Manual');
    const res = await call(t, {
      method: 'POST',
      url: '/api/staff/quality',
      payload: {
        songId: song.id,
        kind: 'metadata_problem',
        description: 'The title is misspelt: “Ewo” should be “Ẹwo”.',
      },
      token: staff.token,
    });
    expect(res.statusCode, res.body).toBe(201);
    const issue = res.json().issue;
    expect(issue).toMatchObject({
      source: 'manual',
      status: 'needs_fix',
      raisedBy: 'Musa Checker',
      kindLabel: 'Metadata problem',
    });

    const pending = await call(t, {
      method: 'PATCH',
      url: `/api/staff/quality/${issue.id}`,
      payload: { status: 'pending' },
      token: staff.token,
    });
    expect(pending.json().issue.status).toBe('pending');
    expect((await issuesOf(song.id, 'pending')).length).toBe(1);
    expect((await issuesOf(song.id, 'needs_fix')).length).toBe(0);

    const resolved = await call(t, {
      method: 'PATCH',
      url: `/api/staff/quality/${issue.id}`,
      payload: { resolved: true },
      token: staff.token,
    });
    expect(resolved.json().message).toBe(SUCCESS_MESSAGES.QUALITY_ISSUE_RESOLVED);
    expect(resolved.json().issue).toMatchObject({ resolved: true, resolvedBy: 'Musa Checker' });
    expect(resolved.json().issue.resolvedAt).toBeTruthy();
    expect(await issuesOf(song.id, 'open')).toEqual([]);
    expect((await issuesOf(song.id, 'resolved')).length).toBe(1);

    const reopened = await call(t, {
      method: 'PATCH',
      url: `/api/staff/quality/${issue.id}`,
      payload: { resolved: false },
      token: staff.token,
    });
    expect(reopened.json().issue).toMatchObject({ resolved: false, resolvedBy: null });
  });

  it('refuses bad input', async () => {
    const song = await upload(audio.good, 'Bad input');
    const cases: [Record<string, unknown>, string][] = [
      [{ songId: song.id, kind: 'loudness', description: 'x' }, 'Choose the kind of issue.'],
      [{ songId: song.id, kind: 'other', description: '  ' }, 'Description is required.'],
      [{ songId: 'x', kind: 'other', description: 'x' }, 'Must be a valid id.'],
      [{ songId: song.id, kind: 'other', description: 'x', status: 'open' }, 'Choose a valid status.'],
    ];
    for (const [payload, sentence] of cases) {
      const res = await call(t, { method: 'POST', url: '/api/staff/quality', payload, token: staff.token });
      expect(expectErrorBody(res, 400, 'VALIDATION_FAILED').message).toBe(sentence);
    }
    const missing = await call(t, {
      method: 'POST',
      url: '/api/staff/quality',
      payload: { songId: '00000000-0000-4000-8000-000000000000', kind: 'other', description: 'x' },
      token: staff.token,
    });
    expectErrorBody(missing, 404, 'SONG_NOT_FOUND');
    const empty = await call(t, {
      method: 'PATCH',
      url: '/api/staff/quality/00000000-0000-4000-8000-000000000000',
      payload: {},
      token: staff.token,
    });
    expectErrorBody(empty, 400, 'VALIDATION_FAILED');
    const unknown = await call(t, {
      method: 'PATCH',
      url: '/api/staff/quality/00000000-0000-4000-8000-000000000000',
      payload: { resolved: true },
      token: staff.token,
    });
    expectErrorBody(unknown, 404, 'QUALITY_ISSUE_NOT_FOUND');
    const badFilter = await call(t, { method: 'GET', url: '/api/staff/quality?status=closed', token: staff.token });
    expectErrorBody(badFilter, 400, 'VALIDATION_FAILED');
  });

  it('the artist sees open issues on their own song; another artist gets a 404', async () => {
    const song = await upload(audio.lowBitrate, 'Artist view');
    const res = await call(t, { method: 'GET', url: `/api/artist/songs/${song.id}/issues`, token: artist.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().issues).toEqual([
      expect.objectContaining({
        kind: 'low_bitrate',
        kindLabel: 'Low bitrate',
        status: 'needs_fix',
        statusLabel: 'Needs Fix',
      }),
    ]);
    const theirs = await call(t, { method: 'GET', url: `/api/artist/songs/${song.id}/issues`, token: other.token });
    expectErrorBody(theirs, 404, 'SONG_NOT_FOUND');
    const asListener = await call(t, {
      method: 'GET',
      url: `/api/artist/songs/${song.id}/issues`,
      token: listener.token,
    });
    expectErrorBody(asListener, 403, 'FORBIDDEN');
  });

  it('dashboard counts open issues; quality checkers online are staff who resolved one this week', async () => {
    const dash = (await call(t, { method: 'GET', url: '/api/staff/dashboard', token: staff.token })).json();
    expect(dash.stats.openQualityIssues).toBeGreaterThan(0);
    expect(dash.qualityIssues.length).toBeGreaterThan(0);
    expect(dash.team.qualityCheckersOnline).toBe(1);
  });
});

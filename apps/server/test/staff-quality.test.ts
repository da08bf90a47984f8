import { SUCCESS_MESSAGES } from '@nupe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qualityCheckJob } from '../src/jobs/definitions.js';
import { type Fixtures, makeFixtures, multipart, type Part, uniqueMp3 } from './fixtures/media.js';
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
  const res = await call(t, {
    method: 'GET',
    url: `/api/staff/quality?status=${status}&limit=100`,
    token: staff.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().issues as Issue[]).filter((i) => i.songId === songId);
};
/** Runs the queued automatic checks (the job worker is not started in tests); answers how many ran. */
async function runChecks() {
  let ran = 0;
  while (await t.app.jobs.runOnce(qualityCheckJob)) ran++;
  return ran;
}
const uploadUnchecked = (data: Buffer, title: string) =>
  uploadSong(t, artist.token, f, {
    title,
    album: 'Checks album',
    // Each upload a recording of its own: an uploader's duplicate is refused.
    audio: { data: uniqueMp3(data) },
    cover: { data: cover, filename: 'c.jpg', type: 'image/jpeg' },
  });
const upload = async (data: Buffer, title: string) => {
  const song = await uploadUnchecked(data, title);
  await runChecks();
  return song;
};
function sendForm(url: string, token: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return call(t, { method: 'PUT', url, payload, headers, token });
}

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
    await runChecks();
    expect((await issuesOf(song.id)).map((i) => i.kind).sort()).toEqual([
      'low_bitrate',
      'missing_album',
      'small_cover',
      'too_short',
    ]);
  });
});

describe('the checks run on the job queue, and again when the artist replaces audio or cover', () => {
  type Full = Issue & { resolvedBy: string | null; resolvedAutomatically: boolean; description: string };
  const allOf = async (songId: string) => (await issuesOf(songId, 'all')) as Full[];
  const review = async (songId: string) => {
    const res = await call(t, { method: 'GET', url: `/api/staff/reviews/${songId}`, token: staff.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { checks: { kind: string; passed: boolean | null }[]; checksPending: boolean };
  };

  it('an upload answers before the checks; the queued job raises the issue once', async () => {
    const song = await uploadUnchecked(audio.lowBitrate, 'Queued');
    expect(await allOf(song.id)).toEqual([]);
    expect(await review(song.id)).toMatchObject({ checks: [], checksPending: true });
    expect(await runChecks()).toBe(1);
    expect((await allOf(song.id)).map((i) => i.kind)).toEqual(['low_bitrate']);
    const after = await review(song.id);
    expect(after.checksPending).toBe(false);
    expect(after.checks.find((c) => c.kind === 'low_bitrate')?.passed).toBe(false);
  });

  it('replaced audio is checked: a fixed issue is resolved by the checks, a still-failing one not duplicated', async () => {
    const song = await upload(audio.lowBitrate, 'Replaced');
    const [first] = await allOf(song.id);
    expect(first).toMatchObject({ kind: 'low_bitrate', resolved: false });

    // Still 32 kbps: the same open issue, no second one.
    const same = await sendForm(`/api/artist/songs/${song.id}/audio`, artist.token, [
      { name: 'audio', filename: 'again.mp3', type: 'audio/mpeg', data: audio.lowBitrate },
    ]);
    expect(same.statusCode, same.body).toBe(200);
    expect(await runChecks()).toBe(1);
    expect((await allOf(song.id)).map((i) => [i.id, i.resolved])).toEqual([[first?.id, false]]);

    // Silent at 128 kbps: the bitrate issue is fixed (resolved by the checks), silence is raised.
    const silent = await sendForm(`/api/artist/songs/${song.id}/audio`, artist.token, [
      { name: 'audio', filename: 'silent.mp3', type: 'audio/mpeg', data: audio.silent },
    ]);
    expect(silent.statusCode, silent.body).toBe(200);
    await runChecks();
    const issues = await allOf(song.id);
    expect(issues.find((i) => i.id === first?.id)).toMatchObject({
      resolved: true,
      resolvedBy: null,
      resolvedAutomatically: true,
    });
    expect(issues.filter((i) => !i.resolved).map((i) => i.kind)).toEqual(['silent_audio']);

    // Good audio: everything passes, nothing open; the artist's list is empty.
    await sendForm(`/api/artist/songs/${song.id}/audio`, artist.token, [
      { name: 'audio', filename: 'good.mp3', type: 'audio/mpeg', data: audio.good },
    ]);
    await runChecks();
    expect(await issuesOf(song.id, 'open')).toEqual([]);
    const mine = await call(t, { method: 'GET', url: `/api/artist/songs/${song.id}/issues`, token: artist.token });
    expect(mine.json().issues).toEqual([]);
  });

  it('an issue raised by hand is never resolved by the checks', async () => {
    const song = await upload(audio.good, 'Hand raised');
    const raised = await call(t, {
      method: 'POST',
      url: '/api/staff/quality',
      payload: { songId: song.id, kind: 'low_bitrate', description: 'Sounds thin to me.' },
      token: staff.token,
    });
    expect(raised.statusCode, raised.body).toBe(201);
    await sendForm(`/api/artist/songs/${song.id}/audio`, artist.token, [
      { name: 'audio', filename: 'good.mp3', type: 'audio/mpeg', data: audio.good },
    ]);
    await runChecks();
    expect((await issuesOf(song.id, 'open')).map((i) => i.source)).toEqual(['manual']);
  });

  it('a replaced cover and a removed album are checked again', async () => {
    const song = await uploadSong(t, artist.token, f, {
      title: 'Small cover',
      album: 'Cover album',
      audio: { data: uniqueMp3(audio.good) },
    });
    await runChecks();
    expect((await issuesOf(song.id, 'open')).map((i) => i.kind)).toEqual(['small_cover']);

    const replaced = await sendForm(`/api/artist/songs/${song.id}/cover`, artist.token, [
      { name: 'cover', filename: 'big.jpg', type: 'image/jpeg', data: cover },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().song.coverUrl).toBeTruthy();
    await runChecks();
    expect(await issuesOf(song.id, 'open')).toEqual([]);
    expect((await allOf(song.id))[0]).toMatchObject({ kind: 'small_cover', resolvedAutomatically: true });

    // Taken out of its album (PATCH albumId: null): the missing-album check fails now.
    const out = await call(t, {
      method: 'PATCH',
      url: `/api/artist/songs/${song.id}`,
      payload: { albumId: null },
      token: artist.token,
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().song.album).toBeNull();
    await runChecks();
    expect((await issuesOf(song.id, 'open')).map((i) => i.kind)).toEqual(['missing_album']);
  });

  it('a cover an admin replaces is checked again too', async () => {
    const admin = await createUser(t, 'admin', 'Cover Admin');
    const song = await uploadSong(t, artist.token, f, {
      title: 'Admin fixes the cover',
      album: 'Cover album',
      audio: { data: uniqueMp3(audio.good) },
    });
    await runChecks();
    expect((await issuesOf(song.id, 'open')).map((i) => i.kind)).toEqual(['small_cover']);
    const replaced = await sendForm(`/api/admin/songs/${song.id}/cover`, admin.token, [
      { name: 'cover', filename: 'big.jpg', type: 'image/jpeg', data: cover },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await runChecks()).toBe(1);
    expect(await issuesOf(song.id, 'open')).toEqual([]);
  });

  it('a song’s cover: only its owner, never once published, and only an image', async () => {
    const song = await upload(audio.good, 'Cover rules');
    const img = [{ name: 'cover', filename: 'big.jpg', type: 'image/jpeg', data: cover }];
    expectErrorBody(await sendForm(`/api/artist/songs/${song.id}/cover`, other.token, img), 404, 'SONG_NOT_FOUND');
    expectErrorBody(await sendForm(`/api/artist/songs/${song.id}/cover`, listener.token, img), 403, 'FORBIDDEN');
    expectErrorBody(await sendForm(`/api/artist/songs/${song.id}/cover`, artist.token, []), 400, 'MISSING_IMAGE');
    expectErrorBody(
      await sendForm(`/api/artist/songs/${song.id}/cover`, artist.token, [
        { name: 'cover', filename: 'c.jpg', type: 'image/jpeg', data: audio.good },
      ]),
      415,
      'INVALID_IMAGE_TYPE',
    );
    const approve = await call(t, { method: 'POST', url: `/api/staff/reviews/${song.id}/approve`, token: staff.token });
    expect(approve.statusCode, approve.body).toBe(200);
    expectErrorBody(
      await sendForm(`/api/artist/songs/${song.id}/cover`, artist.token, img),
      409,
      'SONG_DETAILS_LOCKED',
    );
  });

  it('GET /artist/issues lists the open issues on all of the caller’s songs, and only theirs', async () => {
    const song = await upload(audio.lowBitrate, 'Listed');
    const res = await call(t, { method: 'GET', url: '/api/artist/issues', token: artist.token });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().issues as { songId: string; songTitle: string; kindLabel: string }[];
    expect(mine.filter((i) => i.songId === song.id)).toEqual([
      expect.objectContaining({
        songTitle: 'Listed',
        kind: 'low_bitrate',
        kindLabel: 'Low bitrate',
        statusLabel: 'Needs Fix',
      }),
    ]);
    const theirs = await call(t, { method: 'GET', url: '/api/artist/issues', token: other.token });
    expect((theirs.json().issues as { songId: string }[]).some((i) => i.songId === song.id)).toBe(false);
    expectErrorBody(
      await call(t, { method: 'GET', url: '/api/artist/issues', token: listener.token }),
      403,
      'FORBIDDEN',
    );
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
    const badPage = await call(t, { method: 'GET', url: '/api/staff/quality?page=-1', token: staff.token });
    expect(expectErrorBody(badPage, 400, 'VALIDATION_FAILED').message).toBe('page must be at least 1.');
  });

  it('pages the issues with the total of the filter', async () => {
    const all = (
      await call(t, { method: 'GET', url: '/api/staff/quality?status=all&limit=100', token: staff.token })
    ).json();
    expect(all.total).toBe(all.issues.length);
    expect(all.total).toBeGreaterThan(3);
    const second = (
      await call(t, { method: 'GET', url: '/api/staff/quality?status=all&page=2&limit=3', token: staff.token })
    ).json();
    expect(second).toMatchObject({ total: all.total, page: 2, limit: 3 });
    expect(second.issues.map((i: { id: string }) => i.id)).toEqual(
      all.issues.slice(3, 6).map((i: { id: string }) => i.id),
    );
  });

  it('finds the issues on songs whose title or credit contains the search, with their total', async () => {
    const song = await upload(audio.lowBitrate, 'Findable Zomo 50% mix');
    const search = async (q: string) =>
      (
        await call(t, {
          method: 'GET',
          url: `/api/staff/quality?status=all&limit=100&q=${encodeURIComponent(q)}`,
          token: staff.token,
        })
      ).json() as { total: number; issues: Issue[] };
    const byTitle = await search('findable zomo');
    expect(byTitle.issues.map((i) => i.songId)).toEqual([song.id]);
    expect(byTitle.total).toBe(1);
    expect((await search('TEST ENSEMBLE')).issues.map((i) => i.songId)).toContain(song.id); // the credit
    expect((await search('50%')).issues.map((i) => i.songId)).toEqual([song.id]); // % taken literally
    expect(await search('no song is called this')).toMatchObject({ total: 0, issues: [] });
    const tooLong = await call(t, {
      method: 'GET',
      url: `/api/staff/quality?q=${'x'.repeat(101)}`,
      token: staff.token,
    });
    expectErrorBody(tooLong, 400, 'VALIDATION_FAILED');
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

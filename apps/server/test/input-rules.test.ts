import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { rowCounts, sendUpload, uploadSong } from './helpers/catalogue.js';
import { accountCounts } from './helpers/db.js';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
  uniquePhone,
} from './helpers/test-app.js';

/**
 * The defects of #20 that were a 500 or a leak, each as a regression test that failed before
 * its fix: control characters in any text, media names that are not UUIDs, impossible
 * calendar dates, and undoing a like on a song the caller may not see.
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

const NUL = '\u0000';

/** A 400 that names the field and says what is wrong, never a 500. */
function refusedNaming(res: Awaited<ReturnType<typeof call>>, field: string) {
  const body = expectErrorBody(res, 400, 'VALIDATION_FAILED') as { message: string; fields?: Record<string, string> };
  expect(body.message).toContain(`The field ${field} contains an invisible control character`);
  expect(Object.keys(body.fields ?? {})).toContain(field);
}

describe('NUL and other control characters are refused in one place, naming the field', () => {
  it.each([
    ['/api/songs', undefined],
    ['/api/albums', undefined],
    ['/api/artists', undefined],
    ['/api/admin/songs', 'admin'],
    ['/api/admin/users', 'admin'],
    ['/api/admin/artist-options', 'admin'],
    ['/api/staff/quality', 'staff'],
  ] as const)('GET %s with q=NUL (as %s)', async (url, who) => {
    const token = who === 'admin' ? admin.token : who === 'staff' ? staff.token : undefined;
    refusedNaming(await call(t, { method: 'GET', url: `${url}?q=%00`, token }), 'q');
  });

  it.each(['\u0001', '\u001b', '\u007f', '\u0085', '\u000b'])('other control characters too (%j)', async (c) => {
    refusedNaming(await call(t, { method: 'GET', url: `/api/songs?q=${encodeURIComponent(`a${c}b`)}` }), 'q');
  });

  it('registration with a NUL in the full name adds no account', async () => {
    const before = await accountCounts(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/users/register',
      payload: { fullName: `Zainab${NUL}`, phone: uniquePhone(), password: 'longenough1' },
    });
    refusedNaming(res, 'fullName');
    expect(await accountCounts(t)).toEqual(before);
  });

  it('an upload title (a multipart field) with a NUL stores no song and no file', async () => {
    const before = await rowCounts(t);
    refusedNaming(await sendUpload(t, artist.token, f, { title: `Evening${NUL}tone` }), 'title');
    expect(await rowCounts(t)).toEqual(before);
  });

  it('editing a song, an application bio and the support hours', async () => {
    const song = await uploadSong(t, artist.token, f, { title: 'Untouched' });
    const patch = await call(t, {
      method: 'PATCH',
      url: `/api/artist/songs/${song.id}`,
      token: artist.token,
      payload: { title: `Bad${NUL}` },
    });
    refusedNaming(patch, 'title');
    const after = await call(t, { method: 'GET', url: `/api/songs/${song.id}`, token: artist.token });
    expect(after.json().song.title).toBe('Untouched');

    const applicant = await createUser(t, 'listener');
    const apply = await call(t, {
      method: 'POST',
      url: '/api/artist-applications',
      token: applicant.token,
      payload: { displayName: 'Hauwa', email: 'h@example.ng', genre: 'Songs', bio: `Songs${NUL}` },
    });
    refusedNaming(apply, 'bio');

    const settings = await call(t, {
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin.token,
      payload: { supportHours: `Mon–Fri${NUL}` },
    });
    refusedNaming(settings, 'supportHours');
  });

  it('keeps every other character exactly: Nupe tone marks (combining), right-to-left text, emoji with joiners', async () => {
    const fullName = 'Ẹ̀yàgí Nǹdà \u200fمرحبا\u200f 👩🏽‍🎤\tTsoede';
    const res = await call(t, {
      method: 'POST',
      url: '/api/users/register',
      payload: { fullName, phone: uniquePhone(), password: 'longenough1' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const me = await call(t, { method: 'GET', url: '/api/users/me', token: res.json().token });
    expect(me.json().user?.fullName ?? me.json().fullName).toBe(fullName);
  });
});

describe('media names are real UUIDs before any query', () => {
  it.each([
    '/api/media/audio/fe/59eb589721b3-062ab502f002da5cd566205.mp3',
    '/api/media/renditions/fe/59eb589721b3-062ab502f002da5cd566205.mp3',
    '/api/media/audio/fe/------------------------------------.mp3',
  ])('%s is a 400, anonymously', async (url) => {
    expectErrorBody(await call(t, { method: 'GET', url }), 400, 'VALIDATION_FAILED');
  });

  it('a well-formed id that names nothing is a 404', async () => {
    const url = '/api/media/audio/fe/fe59eb58-9721-4b30-862a-b502f002da5c.mp3';
    expectErrorBody(await call(t, { method: 'GET', url }), 404);
  });
});

describe('impossible calendar dates are a 400 naming the field', () => {
  it.each(['2521-98-34', '2026-02-30', '2025-13-01', '2026-00-10'])('review-decisions export from=%s', async (from) => {
    const res = await call(t, {
      method: 'GET',
      url: `/api/staff/exports/review-decisions.csv?from=${from}&to=2026-12-31`,
      token: staff.token,
    });
    const body = expectErrorBody(res, 400, 'VALIDATION_FAILED') as { message: string };
    expect(body.message).toBe('The start date must be a real date.');
  });

  it('a staff task due on 1220-50-39 is refused on create and on edit; 2028-02-29 is accepted', async () => {
    const bad = await call(t, {
      method: 'POST',
      url: '/api/staff/tasks',
      token: staff.token,
      payload: { title: 'Check the archive', dueDate: '1220-50-39' },
    });
    expect(expectErrorBody(bad, 400, 'VALIDATION_FAILED').message).toBe('Due date must be a real date.');
    const good = await call(t, {
      method: 'POST',
      url: '/api/staff/tasks',
      token: staff.token,
      payload: { title: 'Check the archive', dueDate: '2028-02-29' },
    });
    expect(good.statusCode, good.body).toBe(201);
    const edit = await call(t, {
      method: 'PATCH',
      url: `/api/staff/tasks/${good.json().task.id}`,
      token: staff.token,
      payload: { dueDate: '2027-02-29' },
    });
    expectErrorBody(edit, 400, 'VALIDATION_FAILED');
  });
});

describe('a song that is not public is a 404 to those who may not see it, on undo too', () => {
  it.each(['like', 'favorite'])('DELETE /api/songs/:id/%s on a pending song', async (kind) => {
    const pending = await uploadSong(t, artist.token, f, { title: `Pending ${kind}` });
    expect(pending.status).not.toBe('published');
    const other = await createUser(t, 'artist', 'Another artist');
    for (const who of [listener, other]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await call(t, { method, url: `/api/songs/${pending.id}/${kind}`, token: who.token });
        const body = expectErrorBody(res, 404, 'SONG_NOT_FOUND');
        expect(JSON.stringify(body)).not.toMatch(/Count/);
      }
    }
    // the owner may still like their own song, and undo it
    const own = await call(t, { method: 'DELETE', url: `/api/songs/${pending.id}/${kind}`, token: artist.token });
    expect(own.statusCode).toBe(200);
  });
});

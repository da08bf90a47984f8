import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@nupe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures, multipart } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
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
let admin: SignedInUser;
let listener: SignedInUser;
let staff: SignedInUser;
let artist: SignedInUser;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  admin = await createUser(t, 'admin', 'Portal Admin');
  listener = await createUser(t, 'listener', 'Ladi Listener');
  staff = await createUser(t, 'staff', 'Sani Staff');
  artist = await createUser(t, 'artist', 'Aminu Artist');
});
afterAll(async () => {
  f.cleanup();
  await t.close();
});

const audit = async () => {
  const res = await call(t, { method: 'GET', url: '/api/admin/audit-log?limit=100', token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries as { action: string; targetId: string | null; actorName: string; details: unknown }[];
};

describe('only admins reach the admin portal', () => {
  const calls = [
    ['GET', '/api/admin/songs'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/analytics'],
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/audit-log'],
    ['GET', '/api/admin/settings'],
    ['GET', '/api/admin/artist-options'],
  ] as const;
  it.each(calls)('%s %s: 401 signed out, 403 for other roles, 200 for an admin', async (method, url) => {
    expectErrorBody(await call(t, { method, url }), 401, 'NOT_SIGNED_IN');
    for (const u of [listener, staff, artist]) expectErrorBody(await call(t, { method, url, token: u.token }), 403);
    expect((await call(t, { method, url, token: admin.token })).statusCode).toBe(200);
  });
});

describe('music library', () => {
  it('lists every state, filters, edits, unpublishes, removes and restores with audit entries', async () => {
    const mine = await uploadSong(t, artist.token, f, { title: 'Pending Tsankan', genre: 'Tsankan' });
    const published = await uploadSong(t, admin.token, f, {
      title: 'Admin Zikiri',
      genre: 'Zikiri',
      artist: 'Ensemble',
    });
    const list = async (qs: string) => {
      const res = await call(t, { method: 'GET', url: `/api/admin/songs?${qs}`, token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { songs: { id: string; status: string; title: string }[]; total: number };
    };
    expect((await list('status=all')).songs.map((s) => s.id)).toEqual(expect.arrayContaining([mine.id, published.id]));
    expect((await list('status=pending')).songs.map((s) => s.id)).toEqual([mine.id]);
    expect((await list('genre=Zikiri')).songs.map((s) => s.id)).toEqual([published.id]);
    expect((await list('q=tsankan')).total).toBe(1);
    expect((await list('limit=1&page=2')).songs).toHaveLength(1);
    expectErrorBody(await call(t, { method: 'GET', url: '/api/admin/songs?status=gone', token: admin.token }), 400);

    // Edit
    const edit = await call(t, {
      method: 'PATCH',
      url: `/api/admin/songs/${published.id}`,
      token: admin.token,
      payload: { title: 'Evening Zikiri', genre: 'Songs', album: 'Bida Nights' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().message).toBe(SUCCESS_MESSAGES.SONG_EDITED);
    expect(edit.json().song).toMatchObject({
      title: 'Evening Zikiri',
      genre: 'Songs',
      album: { title: 'Bida Nights' },
    });
    expectErrorBody(
      await call(t, {
        method: 'PATCH',
        url: `/api/admin/songs/${published.id}`,
        token: admin.token,
        payload: { title: '' },
      }),
      400,
    );
    expectErrorBody(
      await call(t, { method: 'PATCH', url: `/api/admin/songs/${published.id}`, token: admin.token, payload: {} }),
      400,
    );
    expectErrorBody(
      await call(t, {
        method: 'PATCH',
        url: '/api/admin/songs/00000000-0000-4000-8000-000000000000',
        token: admin.token,
        payload: { title: 'x' },
      }),
      404,
      'SONG_NOT_FOUND',
    );

    // Cover
    const cover = multipart([{ name: 'cover', filename: 'c.png', type: 'image/png', data: f.image.png }]);
    const coverRes = await call(t, {
      method: 'PUT',
      url: `/api/admin/songs/${published.id}/cover`,
      token: admin.token,
      ...cover,
    });
    expect(coverRes.statusCode, coverRes.body).toBe(200);
    expect(coverRes.json().song.coverUrl).not.toBe(published.coverUrl);
    const gif = multipart([{ name: 'cover', filename: 'c.gif', type: 'image/gif', data: f.image.gif }]);
    expectErrorBody(
      await call(t, { method: 'PUT', url: `/api/admin/songs/${published.id}/cover`, token: admin.token, ...gif }),
      415,
      'INVALID_IMAGE_TYPE',
    );

    // Unpublish: gone from the public catalogue; publish brings it back
    const status = (published: boolean) =>
      call(t, {
        method: 'PATCH',
        url: `/api/admin/songs/${mine.id}/status`,
        token: admin.token,
        payload: { published },
      });
    const pub = await status(true);
    expect(pub.json().song.status).toBe('published');
    expect((await call(t, { method: 'GET', url: `/api/songs/${mine.id}` })).statusCode).toBe(200);
    const unpub = await status(false);
    expect(unpub.json()).toMatchObject({ message: SUCCESS_MESSAGES.SONG_UNPUBLISHED, song: { status: 'pending' } });
    expect((await call(t, { method: 'GET', url: `/api/songs/${mine.id}` })).statusCode).toBe(404);

    // Remove and restore
    const removed = await call(t, {
      method: 'POST',
      url: `/api/admin/songs/${published.id}/remove`,
      token: admin.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list('status=removed')).songs.map((s) => s.id)).toEqual([published.id]);
    expect((await list('status=all')).songs.map((s) => s.id)).not.toContain(published.id);
    expect((await call(t, { method: 'GET', url: `/api/songs/${published.id}` })).statusCode).toBe(404);
    const restored = await call(t, {
      method: 'POST',
      url: `/api/admin/songs/${published.id}/restore`,
      token: admin.token,
    });
    expect(restored.json()).toMatchObject({ message: SUCCESS_MESSAGES.SONG_RESTORED, song: { removedAt: null } });
    expectErrorBody(
      await call(t, { method: 'POST', url: `/api/admin/songs/${published.id}/restore`, token: admin.token }),
      409,
      'SONG_NOT_REMOVED',
    );

    const actions = (await audit())
      .filter((e) => e.targetId === published.id || e.targetId === mine.id)
      .map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'song.upload',
        'song.update',
        'song.cover',
        'song.publish',
        'song.unpublish',
        'song.remove',
        'song.restore',
      ]),
    );
  });

  it('offers active artist accounts to link an upload to', async () => {
    const res = await call(t, { method: 'GET', url: '/api/admin/artist-options?q=aminu', token: admin.token });
    expect(res.json().artists).toEqual([{ userId: artist.id, displayName: 'Aminu Artist', fullName: 'Aminu Artist' }]);
  });
});

describe('users', () => {
  const patch = (id: string, payload: Record<string, unknown>, token = admin.token) =>
    call(t, { method: 'PATCH', url: `/api/admin/users/${id}`, token, payload });

  it('lists with search and filters', async () => {
    const res = await call(t, { method: 'GET', url: '/api/admin/users?role=staff', token: admin.token });
    expect(res.json().users.map((u: { id: string }) => u.id)).toEqual([staff.id]);
    const q = await call(t, { method: 'GET', url: '/api/admin/users?q=ladi', token: admin.token });
    expect(q.json().users.map((u: { id: string }) => u.id)).toEqual([listener.id]);
    expectErrorBody(await call(t, { method: 'GET', url: '/api/admin/users?role=king', token: admin.token }), 400);
  });

  it('suspends with immediate effect, reinstates, and changes roles', async () => {
    const u = await createUser(t, 'listener', 'Zainab Suspended');
    expect((await call(t, { method: 'GET', url: '/api/users/me', token: u.token })).statusCode).toBe(200);
    const s = await patch(u.id, { status: 'suspended' });
    expect(s.json()).toMatchObject({ message: SUCCESS_MESSAGES.USER_UPDATED, user: { status: 'suspended' } });
    expectErrorBody(await call(t, { method: 'GET', url: '/api/users/me', token: u.token }), 401, 'ACCOUNT_SUSPENDED');
    await patch(u.id, { status: 'active' });
    expect((await call(t, { method: 'GET', url: '/api/users/me', token: u.token })).statusCode).toBe(200);

    const r = await patch(u.id, { role: 'staff' });
    expect(r.json().user.role).toBe('staff');
    const a = await patch(u.id, { role: 'artist' });
    expect(a.json().user).toMatchObject({ role: 'artist', artistName: 'Zainab Suspended' });

    expectErrorBody(await patch(u.id, { role: 'emperor' }), 400);
    expectErrorBody(await patch(u.id, {}), 400);
    expectErrorBody(await patch('00000000-0000-4000-8000-000000000000', { status: 'active' }), 404, 'USER_NOT_FOUND');

    const entries = (await audit()).filter((e) => e.targetId === u.id).map((e) => e.action);
    expect(entries).toEqual(expect.arrayContaining(['user.suspend', 'user.reinstate', 'user.role']));
  });

  it('keeps the last active admin: no self-suspension, no demotion of the last one', async () => {
    expectErrorBody(await patch(admin.id, { status: 'suspended' }), 409, 'SELF_SUSPEND');
    const demote = expectErrorBody(await patch(admin.id, { role: 'staff' }), 409, 'LAST_ADMIN');
    expect(demote.error).toBe(ERROR_MESSAGES.LAST_ADMIN);
    const second = await createUser(t, 'admin', 'Second Admin');
    // With two, one may go; then the remaining one is the last again.
    expect((await patch(second.id, { role: 'listener' })).statusCode).toBe(200);
    expectErrorBody(await patch(admin.id, { role: 'listener' }), 409, 'LAST_ADMIN');
    // A demoted admin loses access on the next call.
    expectErrorBody(await call(t, { method: 'GET', url: '/api/admin/users', token: second.token }), 403);
  });
});

describe('analytics and overview', () => {
  it('zero-fills every day and counts plays, downloads, top songs, genres and new users', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Counted', genre: 'Proverbs', artist: 'Counter' });
    // Three listeners (a listener's repeats within 30 s count once).
    for (let i = 0; i < 3; i++) {
      await call(t, { method: 'POST', url: `/api/songs/${song.id}/play`, remoteAddress: `203.0.113.${i + 1}` });
    }
    for (const days of [7, 30, 90]) {
      const res = await call(t, { method: 'GET', url: `/api/admin/analytics?days=${days}`, token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.daily).toHaveLength(days);
      expect(body.daily.at(-1).plays).toBeGreaterThanOrEqual(3);
      expect(body.totals.plays).toBe(body.daily.reduce((n: number, d: { plays: number }) => n + d.plays, 0));
      expect(body.totals.newUsers).toBeGreaterThanOrEqual(4);
      expect(body.topSongs[0]).toMatchObject({ id: song.id, plays: 3 });
      expect(body.topArtists[0]).toMatchObject({ artist: 'Counter', plays: 3 });
      expect(body.playsByGenre).toEqual([{ genre: 'Proverbs', plays: 3 }]);
    }
    expectErrorBody(await call(t, { method: 'GET', url: '/api/admin/analytics?days=14', token: admin.token }), 400);
  });

  it('overview: recent activity from real rows, songs per genre, audio storage, pending work', async () => {
    const applicant = await createUser(t, 'listener', 'Hauwa Applicant');
    await call(t, {
      method: 'POST',
      url: '/api/artist-applications',
      token: applicant.token,
      payload: { displayName: 'Hauwa Sings', email: 'h@example.ng', genre: 'Songs', bio: 'Songs from Bida.' },
    });
    const res = await call(t, { method: 'GET', url: '/api/admin/overview', token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pending.artistRequests).toBe(1);
    expect(body.pending.songsInReview).toBeGreaterThanOrEqual(1);
    expect(body.storage.audioFiles).toBeGreaterThanOrEqual(3);
    expect(body.storage.audioBytes).toBeGreaterThan(1000);
    expect(body.songsPerGenre.length).toBeGreaterThan(0);
    const texts = body.recentActivity.map((a: { text: string }) => a.text);
    expect(texts).toContain('Hauwa Sings applied to be an artist');
    expect(texts.some((x: string) => x.includes('uploaded “Counted”'))).toBe(true);

    // Approve and reject are audited.
    await call(t, {
      method: 'PATCH',
      url: '/api/admin/approve-artist',
      token: admin.token,
      payload: { userId: applicant.id },
    });
    const entries = await audit();
    expect(entries.find((e) => e.action === 'artist.approve' && e.targetId === applicant.id)).toMatchObject({
      actorName: 'Portal Admin',
    });
    const other = await createUser(t, 'listener', 'Other Applicant');
    await call(t, {
      method: 'POST',
      url: '/api/artist-applications',
      token: other.token,
      payload: { displayName: 'Other', email: 'o@example.ng', genre: 'Dj', bio: 'Mixes.' },
    });
    await call(t, {
      method: 'PATCH',
      url: `/api/admin/reject-artist/${other.id}`,
      token: admin.token,
      payload: { reason: 'Add a sample recording.' },
    });
    expect((await audit()).some((e) => e.action === 'artist.reject' && e.targetId === other.id)).toBe(true);
  });
});

describe('site settings', () => {
  const base = {
    iosStoreUrl: '',
    androidStoreUrl: '',
    contactEmail: '',
    contactPhone: '',
    supportHours: '',
    heroText: '',
  };

  it('defaults come from the configuration; saved settings reach /api/public/site at once', async () => {
    const before = await call(t, { method: 'GET', url: '/api/public/site' });
    expect(before.json().appStoreUrls.ios).toBe(t.config.appStoreUrls.ios);
    expect(before.headers['cache-control']).toBe('no-cache');

    const saved = await call(t, {
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin.token,
      payload: {
        ...base,
        iosStoreUrl: 'https://apps.apple.com/app/nupe/id123',
        contactEmail: 'hello@nupe.example',
        contactPhone: '+234 803 000 0000',
        supportHours: 'Mon-Sat 8AM-5PM WAT',
        heroText: 'Songs, Zikiri and stories of the Nupe people.',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(SUCCESS_MESSAGES.SETTINGS_SAVED);
    const site = (await call(t, { method: 'GET', url: '/api/public/site' })).json();
    expect(site).toMatchObject({
      appStoreUrls: { ios: 'https://apps.apple.com/app/nupe/id123', android: t.config.appStoreUrls.android },
      contactEmail: 'hello@nupe.example',
      contactPhone: '+234 803 000 0000',
      supportHours: 'Mon-Sat 8AM-5PM WAT',
      heroText: 'Songs, Zikiri and stories of the Nupe people.',
    });
    const got = (await call(t, { method: 'GET', url: '/api/admin/settings', token: admin.token })).json();
    expect(got.settings.contactEmail).toBe('hello@nupe.example');
    expect(got.updatedBy).toBe(admin.id);
    expect((await audit()).some((e) => e.action === 'settings.update')).toBe(true);
  });

  it('refuses bad input with a sentence per field and changes nothing', async () => {
    for (const [field, value] of [
      ['iosStoreUrl', 'not a url'],
      ['androidStoreUrl', 'javascript:alert(1)'],
      ['contactEmail', 'nope'],
      ['contactPhone', 'call me'],
      ['heroText', 'x'.repeat(281)],
      ['supportHours', 'x'.repeat(101)],
    ] as const) {
      const res = await call(t, {
        method: 'PUT',
        url: '/api/admin/settings',
        token: admin.token,
        payload: { ...base, [field]: value },
      });
      const body = expectErrorBody(res, 400) as { fields?: Record<string, string> };
      expect(body.fields?.[field], res.body).toBeTruthy();
    }
    expectErrorBody(
      await call(t, { method: 'PUT', url: '/api/admin/settings', token: admin.token, payload: { ...base, extra: 1 } }),
      400,
    );
    const site = (await call(t, { method: 'GET', url: '/api/public/site' })).json();
    expect(site.contactEmail).toBe('hello@nupe.example');
  });
});

import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@nupe/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDecisions } from '../src/db/schema/index.js';
import { qualityCheckJob } from '../src/jobs/definitions.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
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
let staff: SignedInUser;
let admin: SignedInUser;
let artist: SignedInUser;
let listener: SignedInUser;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  [staff, admin, artist, listener] = await Promise.all([
    createUser(t, 'staff', 'Zainab Reviewer'),
    createUser(t, 'admin'),
    createUser(t, 'artist', 'Ndako Gboya'),
    createUser(t, 'listener'),
  ]);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

const queue = async (token = staff.token) => {
  const res = await call(t, { method: 'GET', url: '/api/staff/reviews?limit=100', token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { songId: string; priority: string; firstUpload: boolean; submittedAt: string }[];
    total: number;
    page: number;
    limit: number;
  };
};

describe('content review', () => {
  it('refuses signed-out callers, listeners and artists on every review call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      { method: 'GET' as const, url: '/api/staff/reviews' },
      { method: 'GET' as const, url: `/api/staff/reviews/${id}` },
      { method: 'PATCH' as const, url: `/api/staff/reviews/${id}`, payload: { priority: 'low' } },
      { method: 'POST' as const, url: `/api/staff/reviews/${id}/approve` },
      { method: 'POST' as const, url: `/api/staff/reviews/${id}/reject`, payload: { reason: 'x' } },
      { method: 'POST' as const, url: '/api/staff/reviews/bulk-approve', payload: { songIds: [id] } },
      { method: 'GET' as const, url: '/api/staff/dashboard' },
    ];
    for (const c of calls) {
      expectErrorBody(await call(t, c), 401, 'NOT_SIGNED_IN');
      expectErrorBody(await call(t, { ...c, token: listener.token }), 403, 'FORBIDDEN');
      expectErrorBody(await call(t, { ...c, token: artist.token }), 403, 'FORBIDDEN');
    }
  });

  it('lists an artist upload, oldest first; a first upload is High, the next Medium', async () => {
    const first = await uploadSong(t, artist.token, f, { title: 'First light' });
    const second = await uploadSong(t, artist.token, f, { title: 'Second light' });
    const q = await queue();
    const ids = q.items.map((i) => i.songId);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(q.items.find((i) => i.songId === first.id)).toMatchObject({ priority: 'high', firstUpload: true });
    expect(q.items.find((i) => i.songId === second.id)).toMatchObject({ priority: 'medium', firstUpload: false });
    expect(q.total).toBe(q.items.length);
    // Admins may do everything staff can.
    expect((await queue(admin.token)).total).toBe(q.total);
  });

  it('pages the queue: page and limit with the total, bad paging refused', async () => {
    await uploadSong(t, artist.token, f, { title: 'Paged one' });
    await uploadSong(t, artist.token, f, { title: 'Paged two' });
    const all = await queue();
    expect(all.total).toBeGreaterThanOrEqual(3);
    const page = async (n: number) => {
      const res = await call(t, { method: 'GET', url: `/api/staff/reviews?page=${n}&limit=2`, token: staff.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { songId: string }[]; total: number; page: number; limit: number };
    };
    const one = await page(1);
    const two = await page(2);
    expect(one).toMatchObject({ total: all.total, page: 1, limit: 2 });
    expect(two).toMatchObject({ total: all.total, page: 2, limit: 2 });
    expect([...one.items, ...two.items].map((i) => i.songId)).toEqual(all.items.slice(0, 4).map((i) => i.songId));
    // The default page is 20 long.
    const first = (await call(t, { method: 'GET', url: '/api/staff/reviews', token: staff.token })).json();
    expect(first).toMatchObject({ page: 1, limit: 20 });
    for (const q of ['page=0', 'limit=101', 'limit=x']) {
      const bad = await call(t, { method: 'GET', url: `/api/staff/reviews?${q}`, token: staff.token });
      expectErrorBody(bad, 400, 'VALIDATION_FAILED');
    }
  });

  it('sets a priority, refuses an unknown one', async () => {
    const song = await uploadSong(t, artist.token, f, { title: 'Priority song' });
    const res = await call(t, {
      method: 'PATCH',
      url: `/api/staff/reviews/${song.id}`,
      payload: { priority: 'low' },
      token: staff.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await queue()).items.find((i) => i.songId === song.id)?.priority).toBe('low');
    const bad = await call(t, {
      method: 'PATCH',
      url: `/api/staff/reviews/${song.id}`,
      payload: { priority: 'urgent' },
      token: staff.token,
    });
    expect(expectErrorBody(bad, 400, 'VALIDATION_FAILED').message).toBe('Choose High, Medium or Low.');
  });

  it('shows a song under review with its stream, cover, file and automatic checks', async () => {
    const song = await uploadSong(t, artist.token, f, { title: 'Detail song', album: 'Detail album' });
    // The automatic checks are a queued job (the worker is not started in tests): run it.
    while (await t.app.jobs.runOnce(qualityCheckJob));
    const res = await call(t, { method: 'GET', url: `/api/staff/reviews/${song.id}`, token: staff.token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.song).toMatchObject({ id: song.id, status: 'pending', streamUrl: `/api/songs/${song.id}/stream` });
    expect(body.song.coverUrl).toBeTruthy();
    expect(body.file.mime).toBe('audio/mpeg');
    expect(body.uploader).toMatchObject({ id: artist.id, fullName: 'Ndako Gboya' });
    expect(body.checks.map((c: { kind: string }) => c.kind)).toEqual([
      'low_bitrate',
      'too_short',
      'silent_audio',
      'small_cover',
      'missing_album',
      'missing_credit',
    ]);
    // The fixture is 2 s of a tone at 64 kbps with a 320 px cover.
    const outcome = Object.fromEntries(body.checks.map((c: { kind: string; passed: boolean }) => [c.kind, c.passed]));
    expect(outcome).toEqual({
      low_bitrate: false,
      too_short: false,
      silent_audio: true,
      small_cover: false,
      missing_album: true,
      missing_credit: true,
    });
    const stream = await call(t, { method: 'GET', url: body.song.streamUrl, token: staff.token });
    expect(stream.statusCode).toBe(200);
  });

  it('approves: published with publishedAt, recorded with who, when and the wait', async () => {
    const song = await uploadSong(t, artist.token, f, { title: 'To approve' });
    const res = await call(t, { method: 'POST', url: `/api/staff/reviews/${song.id}/approve`, token: staff.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SUCCESS_MESSAGES.REVIEW_APPROVED);
    expect(res.json().song.status).toBe('published');
    expect(res.json().song.publishedAt).toBeTruthy();
    const pub = await call(t, { method: 'GET', url: `/api/songs/${song.id}` });
    expect(pub.statusCode).toBe(200);
    const [d] = await t.app.database.db.select().from(reviewDecisions).where(eq(reviewDecisions.songId, song.id));
    expect(d).toMatchObject({ decision: 'approved', decidedBy: staff.id, reason: null });
    expect(d?.responseSeconds).toBeGreaterThanOrEqual(0);
    expect((await queue()).items.some((i) => i.songId === song.id)).toBe(false);
    // Deciding twice is refused.
    const again = await call(t, { method: 'POST', url: `/api/staff/reviews/${song.id}/approve`, token: staff.token });
    expectErrorBody(again, 409, 'SONG_NOT_PENDING');
  });

  it('rejects with a required reason the artist sees', async () => {
    const song = await uploadSong(t, artist.token, f, { title: 'To reject' });
    const none = await call(t, {
      method: 'POST',
      url: `/api/staff/reviews/${song.id}/reject`,
      payload: {},
      token: staff.token,
    });
    expect(expectErrorBody(none, 400, 'VALIDATION_FAILED').message).toBe('Reason is required.');
    const blank = await call(t, {
      method: 'POST',
      url: `/api/staff/reviews/${song.id}/reject`,
      payload: { reason: '   ' },
      token: staff.token,
    });
    expectErrorBody(blank, 400, 'VALIDATION_FAILED');
    const res = await call(t, {
      method: 'POST',
      url: `/api/staff/reviews/${song.id}/reject`,
      payload: { reason: 'The recording clips in the chorus.' },
      token: staff.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await call(t, { method: 'GET', url: '/api/artist/songs', token: artist.token });
    const rejected = mine.json().songs.find((s: { id: string }) => s.id === song.id);
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'The recording clips in the chorus.' });
    expectErrorBody(await call(t, { method: 'GET', url: `/api/songs/${song.id}` }), 404, 'SONG_NOT_FOUND');
  });

  it('bulk-approves in one transaction: all or none', async () => {
    const a = await uploadSong(t, artist.token, f, { title: 'Bulk A' });
    const b = await uploadSong(t, artist.token, f, { title: 'Bulk B' });
    const decided = await uploadSong(t, artist.token, f, { title: 'Bulk decided' });
    await call(t, { method: 'POST', url: `/api/staff/reviews/${decided.id}/approve`, token: staff.token });
    const mixed = await call(t, {
      method: 'POST',
      url: '/api/staff/reviews/bulk-approve',
      payload: { songIds: [a.id, decided.id] },
      token: staff.token,
    });
    expectErrorBody(mixed, 409, 'SONG_NOT_PENDING');
    expect((await queue()).items.some((i) => i.songId === a.id)).toBe(true);
    const res = await call(t, {
      method: 'POST',
      url: '/api/staff/reviews/bulk-approve',
      payload: { songIds: [a.id, b.id, a.id] },
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SUCCESS_MESSAGES.REVIEW_BULK_APPROVED, approved: 2 });
    const ids = (await queue()).items.map((i) => i.songId);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
  });

  it('refuses bad bulk input and unknown songs', async () => {
    const empty = await call(t, {
      method: 'POST',
      url: '/api/staff/reviews/bulk-approve',
      payload: { songIds: [] },
      token: staff.token,
    });
    expect(expectErrorBody(empty, 400, 'VALIDATION_FAILED').message).toBe('Choose at least one song.');
    const notId = await call(t, {
      method: 'POST',
      url: '/api/staff/reviews/bulk-approve',
      payload: { songIds: ['nope'] },
      token: staff.token,
    });
    expectErrorBody(notId, 400, 'VALIDATION_FAILED');
    const missing = await call(t, {
      method: 'POST',
      url: '/api/staff/reviews/00000000-0000-4000-8000-000000000000/approve',
      token: staff.token,
    });
    expect(expectErrorBody(missing, 404, 'SONG_NOT_FOUND').message).toBe(ERROR_MESSAGES.SONG_NOT_FOUND);
    const badId = await call(t, { method: 'GET', url: '/api/staff/reviews/not-a-uuid', token: staff.token });
    expectErrorBody(badId, 400, 'VALIDATION_FAILED');
  });

  it('dashboard: pending count, approved today, average response time, reviewers online', async () => {
    const before = (await call(t, { method: 'GET', url: '/api/staff/dashboard', token: staff.token })).json();
    const song = await uploadSong(t, artist.token, f, { title: 'Dashboard song' });
    const mid = (await call(t, { method: 'GET', url: '/api/staff/dashboard', token: staff.token })).json();
    expect(mid.stats.pendingReviews).toBe(before.stats.pendingReviews + 1);
    await call(t, { method: 'POST', url: `/api/staff/reviews/${song.id}/approve`, token: staff.token });
    const after = (await call(t, { method: 'GET', url: '/api/staff/dashboard', token: staff.token })).json();
    expect(after.stats.approvedToday).toBe(before.stats.approvedToday + 1);
    expect(after.stats.pendingReviews).toBe(before.stats.pendingReviews);
    expect(after.team.reviewersOnline).toBeGreaterThanOrEqual(1);
    expect(after.team.averageResponseSeconds).toBeGreaterThanOrEqual(0);
    expect(after.team.decisionsLast7Days).toBeGreaterThanOrEqual(1);
    expect(Array.isArray(after.pending)).toBe(true);
  });
});

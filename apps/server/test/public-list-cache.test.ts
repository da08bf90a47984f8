import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type TestApp } from './helpers/test-app.js';

/** The anonymous song list is cached for moments, but never hides a change made here. */
let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp();
  f = await makeFixtures();
});
afterAll(async () => {
  f.cleanup();
  await t.close();
});

const titles = async () =>
  ((await call(t, { method: 'GET', url: '/api/songs?limit=50' })).json() as { songs: { title: string }[] }).songs.map(
    (s) => s.title,
  );

describe('public song list cache', () => {
  it('shows a new published song and hides a removed one at once', async () => {
    const admin = await createUser(t, 'admin');
    expect(await titles()).toEqual([]);
    const song = await uploadSong(t, admin.token, f, { title: 'Fresh from the archive' });
    expect(await titles()).toEqual(['Fresh from the archive']);
    const removed = await call(t, { method: 'POST', url: `/api/admin/songs/${song.id}/remove`, token: admin.token });
    expect(removed.statusCode).toBe(200);
    expect(await titles()).toEqual([]);
  });

  it('answers the same JSON as the uncached path, and signed-in callers get their own flags', async () => {
    const admin = await createUser(t, 'admin');
    await uploadSong(t, admin.token, f, { title: 'Shared page' });
    const anon = await call(t, { method: 'GET', url: '/api/songs' });
    expect(anon.headers['content-type']).toContain('application/json');
    const listener = await createUser(t, 'listener');
    const mine = await call(t, { method: 'GET', url: '/api/songs', token: listener.token });
    const a = anon.json() as { songs: Record<string, unknown>[]; total: number };
    const m = mine.json() as { songs: Record<string, unknown>[]; total: number };
    expect(a.total).toBe(m.total);
    expect(m.songs[0]).toMatchObject({ ...a.songs[0], liked: false, favorited: false });
  });
});

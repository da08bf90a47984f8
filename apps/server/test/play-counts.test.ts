import { count as countRows } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playEvents } from '../src/db/schema/index.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * Counters that count people: a play counts once per listener and song per 30 s and within
 * hourly limits per listener and per address; a scrobble dated before the song existed, long
 * ago or in the future is not counted; what a limit refused leaves no event for the analytics.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let listener: SignedInUser;
let appKey: string;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  [admin, listener] = await Promise.all([createUser(t, 'admin'), createUser(t, 'listener')]);
  appKey = (
    await call(t, { method: 'POST', url: '/api/me/app-keys', token: listener.token, payload: { name: 'Phone' } })
  ).json().key;
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

const play = (id: string, from: string, token?: string) =>
  call(t, { method: 'POST', url: `/api/songs/${id}/play`, remoteAddress: from, token });
const count = async (id: string) => (await call(t, { method: 'GET', url: `/api/songs/${id}` })).json().song.playCount;
const events = async () => (await t.app.database.db.select({ n: countRows() }).from(playEvents))[0]?.n ?? 0;

describe('plays', () => {
  it('an anonymous listener hammering /play counts once; another address counts too', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Hammered' });
    const before = await events();
    for (let i = 0; i < 50; i++) expect((await play(song.id, '203.0.113.10')).statusCode).toBe(200);
    expect(await count(song.id)).toBe(1);
    await play(song.id, '203.0.113.11');
    expect(await count(song.id)).toBe(2);
    // The analytics saw the same two plays, not the refused ones.
    expect((await events()) - before).toBe(2);
  });

  it('a signed-in listener counts once per song too, whatever address they use', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Signed in' });
    for (const from of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) await play(song.id, from, listener.token);
    expect(await count(song.id)).toBe(1);
  });
});

describe('scrobbles', () => {
  const scrobble = (id: string, time?: number) =>
    call(t, {
      method: 'GET',
      url: `/rest/scrobble?${new URLSearchParams({ v: '1.16.1', c: 't', f: 'json', apiKey: appKey, id, ...(time === undefined ? {} : { time: String(time) }) })}`,
    });

  it('a back-dated or future scrobble is not counted; repeats are limited like plays', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Scrobbled' });
    const before = await events();
    const yearAgo = Date.now() - 365 * 24 * 3600 * 1000;
    expect((await scrobble(song.id, yearAgo)).json()['subsonic-response'].status).toBe('ok');
    expect((await scrobble(song.id, Date.now() + 24 * 3600 * 1000)).json()['subsonic-response'].status).toBe('ok');
    expect(await count(song.id)).toBe(0);
    for (let i = 0; i < 10; i++) await scrobble(song.id);
    expect(await count(song.id)).toBe(1);
    expect((await events()) - before).toBe(1);
  });
});

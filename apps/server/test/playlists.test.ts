import { randomUUID } from 'node:crypto';
import { PLAYLIST_SONGS_MAX } from '@nupe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/**
 * Playlists: GET|POST /api/playlists,
 * GET|PATCH|DELETE /api/playlists/:id and PUT /api/playlists/:id/songs (the whole order).
 * Private lists are nobody else's business; public ones open to anyone, showing each caller
 * only the songs they may hear.
 */
type PlaylistJson = {
  id: string;
  name: string;
  description: string;
  public: boolean;
  mine: boolean;
  owner: { id: string; name: string };
  songCount: number;
  durationSeconds: number;
  coverUrl: string | null;
  songs: { id: string; title: string }[];
};

let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
let listener: SignedInUser;
let other: SignedInUser;
const ids: string[] = [];

const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  call(t, { method, url: `/api${url}`, token, ...(payload ? { payload } : {}) });
const create = async (body: object, token = listener.token) => {
  const res = await api('POST', '/playlists', token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().playlist as PlaylistJson;
};
const titles = (p: PlaylistJson) => p.songs.map((s) => s.title);

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  [admin, staff, listener, other] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'staff'),
    createUser(t, 'listener', 'Zainab Ndagi Kolo'),
    createUser(t, 'listener'),
  ]);
  for (const title of ['Dawn Zikiri', 'River Crossing', 'Market Day']) {
    ids.push((await uploadSong(t, admin.token, f, { title, genre: 'Zikiri' })).id);
  }
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

describe('making and keeping a playlist', () => {
  it('creates, orders, renames, shares and deletes', async () => {
    const made = await create({ name: '  Evening  ', description: 'After prayers' });
    expect(made).toMatchObject({
      name: 'Evening',
      description: 'After prayers',
      public: false,
      mine: true,
      owner: { name: 'Zainab' },
      songCount: 0,
      songs: [],
    });
    const [dawn, river, market] = ids as [string, string, string];
    const ordered = await api('PUT', `/playlists/${made.id}/songs`, listener.token, {
      songIds: [market, dawn, river, dawn],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const list = ordered.json().playlist as PlaylistJson;
    expect(titles(list)).toEqual(['Market Day', 'Dawn Zikiri', 'River Crossing', 'Dawn Zikiri']);
    expect(list.songCount).toBe(4);
    expect(list.durationSeconds).toBeGreaterThan(0);
    expect(list.coverUrl).toMatch(/^\/api\/media\/images\//);

    const renamed = await api('PATCH', `/playlists/${made.id}`, listener.token, {
      name: 'Evening songs',
      public: true,
    });
    expect(renamed.json().playlist).toMatchObject({
      name: 'Evening songs',
      public: true,
      description: 'After prayers',
    });
    const mine = (await api('GET', '/playlists', listener.token)).json().playlists as PlaylistJson[];
    expect(mine.map((p) => [p.name, p.songCount])).toEqual([['Evening songs', 4]]);

    // Public: anyone opens it, even without signing in, and cannot change it.
    const anonymous = (await api('GET', `/playlists/${made.id}`)).json().playlist as PlaylistJson;
    expect(anonymous).toMatchObject({ mine: false, owner: { name: 'Zainab' } });
    expect(titles(anonymous)).toHaveLength(4);
    expectErrorBody(await api('PATCH', `/playlists/${made.id}`, other.token, { name: 'x' }), 403, 'FORBIDDEN');
    expectErrorBody(await api('PUT', `/playlists/${made.id}/songs`, other.token, { songIds: [] }), 403, 'FORBIDDEN');
    expectErrorBody(await api('DELETE', `/playlists/${made.id}`, other.token), 403, 'FORBIDDEN');
    expect((await api('GET', '/playlists', other.token)).json().playlists).toEqual([]);

    // Private again: not found for anyone else, even staff (it is not the archive's, it is theirs).
    await api('PATCH', `/playlists/${made.id}`, listener.token, { public: false });
    for (const token of [undefined, other.token, staff.token]) {
      expectErrorBody(await api('GET', `/playlists/${made.id}`, token), 404, 'PLAYLIST_NOT_FOUND');
    }
    expect((await api('DELETE', `/playlists/${made.id}`, listener.token)).json()).toEqual({
      message: 'Playlist deleted.',
    });
    expectErrorBody(await api('GET', `/playlists/${made.id}`, listener.token), 404, 'PLAYLIST_NOT_FOUND');
  });

  it('refuses bad input and changes nothing', async () => {
    const made = await create({ name: 'Kept as is' });
    expectErrorBody(await api('POST', '/playlists', listener.token, { name: '   ' }), 400, 'VALIDATION_FAILED');
    expectErrorBody(
      await api('POST', '/playlists', listener.token, { name: 'x'.repeat(101) }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorBody(await api('POST', '/playlists', undefined, { name: 'Anonymous' }), 401, 'NOT_SIGNED_IN');
    expectErrorBody(await api('PATCH', `/playlists/${made.id}`, listener.token, {}), 400, 'VALIDATION_FAILED');
    expectErrorBody(
      await api('PATCH', `/playlists/${made.id}`, listener.token, { owner: other.id }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorBody(
      await api('PUT', `/playlists/${made.id}/songs`, listener.token, { songIds: ['not-a-uuid'] }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorBody(
      await api('PUT', `/playlists/${made.id}/songs`, listener.token, {
        songIds: Array.from({ length: PLAYLIST_SONGS_MAX + 1 }, () => ids[0]),
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorBody(
      await api('PUT', `/playlists/${made.id}/songs`, listener.token, { songIds: [ids[0], randomUUID()] }),
      400,
      'PLAYLIST_SONG_UNAVAILABLE',
    );
    expectErrorBody(await api('GET', `/playlists/${randomUUID()}`, listener.token), 404, 'PLAYLIST_NOT_FOUND');
    const unchanged = (await api('GET', `/playlists/${made.id}`, listener.token)).json().playlist as PlaylistJson;
    expect(unchanged).toMatchObject({ name: 'Kept as is', songCount: 0 });
  });
});

describe('access holds inside playlists', () => {
  it('shows each caller only the songs they may hear; a removed song leaves every list', async () => {
    const staffOnly = await uploadSong(t, admin.token, f, { title: 'Staff only sermon' });
    const gone = await uploadSong(t, admin.token, f, { title: 'Soon removed' });
    // A listener cannot add a song they may not hear.
    await call(t, {
      method: 'PATCH',
      url: `/api/songs/${staffOnly.id}/access`,
      token: staff.token,
      payload: { level: 'staff' },
    });
    const theirs = await create({ name: 'Not for me', public: true });
    expectErrorBody(
      await api('PUT', `/playlists/${theirs.id}/songs`, listener.token, { songIds: [staffOnly.id] }),
      400,
      'PLAYLIST_SONG_UNAVAILABLE',
    );
    // Staff may add it to their own public list; a listener opening that list does not see it.
    const staffList = await create({ name: 'Staff picks', public: true }, staff.token);
    await api('PUT', `/playlists/${staffList.id}/songs`, staff.token, { songIds: [ids[0], staffOnly.id, gone.id] });
    const seenByStaff = (await api('GET', `/playlists/${staffList.id}`, staff.token)).json().playlist;
    expect(titles(seenByStaff)).toEqual(['Dawn Zikiri', 'Staff only sermon', 'Soon removed']);
    const seenByListener = (await api('GET', `/playlists/${staffList.id}`, listener.token)).json().playlist;
    expect(titles(seenByListener)).toEqual(['Dawn Zikiri', 'Soon removed']);
    expect(seenByListener.songCount).toBe(2);
    await call(t, {
      method: 'DELETE',
      url: '/api/artist/delete-song',
      token: admin.token,
      payload: { songId: gone.id },
    });
    expect(titles((await api('GET', `/playlists/${staffList.id}`)).json().playlist)).toEqual(['Dawn Zikiri']);
  });
});

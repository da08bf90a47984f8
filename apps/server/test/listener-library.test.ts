import { randomUUID } from 'node:crypto';
import { RECENTLY_PLAYED_LIMIT } from '@nupe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, playEvents, songs } from '../src/db/schema/index.js';
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

/*
 * The signed-in listener's library: recently played (GET /me/recent) beside the
 * likes and favourites it complements. Plays are made through POST /songs/:id/play, as the
 * listener app makes them.
 */

type SongJson = { id: string; title: string; liked?: boolean; favorited?: boolean };

let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let artist: SignedInUser;
let listener: SignedInUser;
let other: SignedInUser;
let dawn: SongJson;
let river: SongJson;
let proverb: SongJson;

const play = (id: string, token?: string) => call(t, { method: 'POST', url: `/api/songs/${id}/play`, token });
const recent = async (token: string) => {
  const res = await call(t, { method: 'GET', url: '/api/me/recent', token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().songs as SongJson[]).map((s) => s.title);
};

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  [admin, artist, listener, other] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'artist', 'Hauwa Nma'),
    createUser(t, 'listener'),
    createUser(t, 'listener', 'Another Listener'),
  ]);
  dawn = (await uploadSong(t, admin.token, f, { title: 'Zikiri of the Dawn', genre: 'Zikiri' })) as SongJson;
  river = (await uploadSong(t, admin.token, f, { title: 'River Song', album: 'Morning Prayers' })) as SongJson;
  proverb = (await uploadSong(t, admin.token, f, { title: 'Wisdom of Elders', genre: 'Proverbs' })) as SongJson;
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

describe('GET /me/recent', () => {
  it('is for signed-in callers only', async () => {
    expectErrorBody(await call(t, { method: 'GET', url: '/api/me/recent' }), 401, 'NOT_SIGNED_IN');
  });

  it('is empty before the first play', async () => {
    expect(await recent(listener.token)).toEqual([]);
  });

  it('lists each played song once, by its latest play first, with the caller’s reactions', async () => {
    // A listener's second play of a song within 30 s is not counted (the play limits): dawn's
    // repeat leaves it once, and in its first place.
    for (const id of [dawn.id, proverb.id, dawn.id, river.id]) {
      expect((await play(id, listener.token)).statusCode).toBe(200);
      // Distinct timestamps: two plays in one millisecond would tie.
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(await recent(listener.token)).toEqual(['River Song', 'Wisdom of Elders', 'Zikiri of the Dawn']);

    await call(t, { method: 'PUT', url: `/api/songs/${proverb.id}/like`, token: listener.token });
    const songsNow = (await call(t, { method: 'GET', url: '/api/me/recent', token: listener.token })).json()
      .songs as SongJson[];
    expect(songsNow.find((s) => s.id === proverb.id)).toMatchObject({ liked: true, favorited: false });
    expect(songsNow.find((s) => s.id === dawn.id)).toMatchObject({ liked: false });
  });

  it('holds only the caller’s own plays: not another listener’s, not anonymous ones', async () => {
    await play(proverb.id);
    await play(dawn.id, other.token);
    expect(await recent(other.token)).toEqual(['Zikiri of the Dawn']);
    expect(await recent(listener.token)).toEqual(['River Song', 'Wisdom of Elders', 'Zikiri of the Dawn']);
  });

  it('leaves out a song once it is removed, and never shows one under review', async () => {
    const pending = (await uploadSong(t, artist.token, f, { title: 'Draft of a song' })) as SongJson;
    // Only public songs can be played at all.
    expectErrorBody(await play(pending.id, listener.token), 404, 'SONG_NOT_FOUND');
    const gone = (await uploadSong(t, admin.token, f, { title: 'Soon removed' })) as SongJson;
    await play(gone.id, listener.token);
    expect((await recent(listener.token))[0]).toBe('Soon removed');
    const del = await call(t, {
      method: 'DELETE',
      url: '/api/artist/delete-song',
      token: admin.token,
      payload: { songId: gone.id },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await recent(listener.token)).toEqual(['River Song', 'Wisdom of Elders', 'Zikiri of the Dawn']);
  });

  it(`answers at most ${RECENTLY_PLAYED_LIMIT} songs, the latest ones`, async () => {
    // Many published songs straight into the tables (an upload each would be slow); their
    // plays a minute apart, the newest last.
    const { db } = t.app.database;
    const fan = await createUser(t, 'listener', 'Keen Listener');
    const n = RECENTLY_PLAYED_LIMIT + 5;
    const start = Date.now() - n * 60_000;
    const files = await db
      .insert(mediaFiles)
      .values(
        Array.from({ length: n }, (_, i) => ({
          storageKey: `audio/zz/${randomUUID()}.mp3`,
          mime: 'audio/mpeg',
          sizeBytes: 1000 + i,
          sha256: randomUUID().replace(/-/g, '').padEnd(64, '0'),
        })),
      )
      .returning({ id: mediaFiles.id });
    const rows = await db
      .insert(songs)
      .values(
        files.map((file, i) => ({
          title: `Bulk song ${i}`,
          artistCredit: 'Bulk Ensemble',
          genre: 'Songs' as const,
          audioFileId: file.id,
          status: 'published' as const,
          publishedAt: new Date(start),
        })),
      )
      .returning({ id: songs.id });
    await db
      .insert(playEvents)
      .values(rows.map((r, i) => ({ songId: r.id, userId: fan.id, createdAt: new Date(start + i * 60_000) })));
    const titles = await recent(fan.token);
    expect(titles).toHaveLength(RECENTLY_PLAYED_LIMIT);
    expect(titles[0]).toBe(`Bulk song ${n - 1}`);
    expect(titles.at(-1)).toBe(`Bulk song ${n - RECENTLY_PLAYED_LIMIT}`);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await call(t, { method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toContain('/api/me/recent');
  });
});

describe('likes and favourites for the library', () => {
  it('lists what the listener likes and favourited, latest first, and forgets an undo', async () => {
    const me = await createUser(t, 'listener', 'Library Listener');
    for (const id of [dawn.id, river.id]) {
      expect((await call(t, { method: 'PUT', url: `/api/songs/${id}/like`, token: me.token })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
    }
    await call(t, { method: 'PUT', url: `/api/songs/${proverb.id}/favorite`, token: me.token });
    const likes = async () =>
      ((await call(t, { method: 'GET', url: '/api/me/likes', token: me.token })).json().songs as SongJson[]).map(
        (s) => s.title,
      );
    expect(await likes()).toEqual(['River Song', 'Zikiri of the Dawn']);
    const favs = (await call(t, { method: 'GET', url: '/api/me/favorites', token: me.token })).json().songs;
    expect(favs.map((s: SongJson) => [s.title, s.favorited])).toEqual([['Wisdom of Elders', true]]);
    await call(t, { method: 'DELETE', url: `/api/songs/${river.id}/like`, token: me.token });
    expect(await likes()).toEqual(['Zikiri of the Dawn']);
  });
});

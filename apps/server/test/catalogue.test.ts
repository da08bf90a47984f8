import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GENRES, SUPPORT_HOURS } from '@nupe/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downloadEvents,
  mediaFiles,
  platformDailyStats,
  playEvents,
  songDailyStats,
  songLikes,
} from '../src/db/schema/index.js';
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

type SongJson = {
  id: string;
  title: string;
  audioUrl: string;
  streamUrl: string;
  downloadUrl: string;
  album: { id: string; title: string } | null;
  [k: string]: unknown;
};

let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let artist: SignedInUser;
let listener: SignedInUser;
let zikiri: SongJson;
let proverb: SongJson;
let song3: SongJson;
let pending: SongJson;
let audioBytes: Buffer;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  [admin, artist, listener] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'artist', 'Hauwa Nma'),
    createUser(t, 'listener'),
  ]);
  zikiri = (await uploadSong(t, admin.token, f, {
    title: 'Zikiri of the Dawn',
    artist: 'Bida Chorus',
    genre: 'Zikiri',
    album: 'Morning Prayers',
    ownerId: artist.id,
  })) as SongJson;
  proverb = (await uploadSong(t, admin.token, f, {
    title: 'Wisdom 100% true',
    artist: 'Old Man Ndace',
    genre: 'Proverbs',
  })) as SongJson;
  song3 = (await uploadSong(t, admin.token, f, {
    title: 'River Song',
    artist: 'Hauwa Nma',
    genre: 'Songs',
    album: 'morning prayers',
    ownerId: artist.id,
  })) as SongJson;
  pending = (await uploadSong(t, artist.token, f, { title: 'Draft of a song', album: 'Unreleased' })) as SongJson;
  const [file] = await t.app.database.db
    .select()
    .from(mediaFiles)
    .where(eq(mediaFiles.storageKey, zikiri.audioUrl.replace('/api/media/', '')));
  audioBytes = readFileSync(path.join(t.config.mediaDir, file?.storageKey ?? ''));
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

describe('public song list', () => {
  it('lists published songs newest first with a total, without sign-in', async () => {
    const res = await call(t, { method: 'GET', url: '/api/songs' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(body.songs.map((s: SongJson) => s.title)).toEqual(['River Song', 'Wisdom 100% true', 'Zikiri of the Dawn']);
    expect(body.songs[0]).not.toHaveProperty('liked');
    expect(body.songs[0]).toMatchObject({
      artist: 'Hauwa Nma',
      genre: 'Songs',
      status: 'published',
      album: { title: 'Morning Prayers' },
    });
  });

  it('pages', async () => {
    const p2 = (await call(t, { method: 'GET', url: '/api/songs?limit=2&page=2' })).json();
    expect(p2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(p2.songs.map((s: SongJson) => s.title)).toEqual(['Zikiri of the Dawn']);
    expectErrorBody(await call(t, { method: 'GET', url: '/api/songs?limit=500' }), 400, 'VALIDATION_FAILED');
    expectErrorBody(await call(t, { method: 'GET', url: '/api/songs?page=0' }), 400, 'VALIDATION_FAILED');
  });

  it('filters by genre ("All" is every genre)', async () => {
    const z = (await call(t, { method: 'GET', url: '/api/songs?genre=Zikiri' })).json();
    expect(z.songs.map((s: SongJson) => s.id)).toEqual([zikiri.id]);
    expect((await call(t, { method: 'GET', url: '/api/songs?genre=All' })).json().total).toBe(3);
    expect((await call(t, { method: 'GET', url: '/api/songs?genre=Dj' })).json()).toMatchObject({
      total: 0,
      songs: [],
    });
    expectErrorBody(await call(t, { method: 'GET', url: '/api/songs?genre=Jazz' }), 400, 'VALIDATION_FAILED');
  });

  it('searches title, credit and album, case-insensitively, with % taken literally', async () => {
    const titles = async (q: string) =>
      (await call(t, { method: 'GET', url: `/api/songs?q=${encodeURIComponent(q)}` }))
        .json()
        .songs.map((s: SongJson) => s.title);
    expect(await titles('DAWN')).toEqual(['Zikiri of the Dawn']);
    expect(await titles('ndace')).toEqual(['Wisdom 100% true']);
    expect(await titles('morning')).toEqual(['River Song', 'Zikiri of the Dawn']);
    expect(await titles('100%')).toEqual(['Wisdom 100% true']);
    expect(await titles('%')).toEqual(['Wisdom 100% true']);
    expect(await titles('draft')).toEqual([]);
    expect((await call(t, { method: 'GET', url: '/api/songs?q=morning&genre=Songs' })).json().total).toBe(1);
  });
});

describe('home shelves', () => {
  it('answers the newest songs and the newest of every genre in one call, published songs only', async () => {
    const res = await call(t, { method: 'GET', url: '/api/songs/shelves' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { newReleases: SongJson[]; genres: { genre: string; songs: SongJson[] }[] };
    expect(body.newReleases.map((s) => s.title)).toEqual(['River Song', 'Wisdom 100% true', 'Zikiri of the Dawn']);
    expect(body.genres.map((g) => g.genre)).toEqual([...GENRES]);
    const shelf = (genre: string) => body.genres.find((g) => g.genre === genre)?.songs.map((s) => s.id);
    expect(shelf('Zikiri')).toEqual([zikiri.id]);
    expect(shelf('Proverbs')).toEqual([proverb.id]);
    expect(shelf('Songs')).toEqual([song3.id]);
    expect(shelf('Dj')).toEqual([]);
    expect(JSON.stringify(body)).not.toContain(pending.id);
  });

  it('shows a newly published song at once (the cached answer is dropped on every write)', async () => {
    await call(t, { method: 'GET', url: '/api/songs/shelves' });
    const dj = (await uploadSong(t, admin.token, f, {
      title: 'Shelf Mix',
      artist: 'DJ Shelf',
      genre: 'Dj',
    })) as SongJson;
    const body = (await call(t, { method: 'GET', url: '/api/songs/shelves' })).json();
    expect(body.newReleases[0].id).toBe(dj.id);
    expect(body.genres.find((g: { genre: string }) => g.genre === 'Dj').songs.map((s: SongJson) => s.id)).toEqual([
      dj.id,
    ]);
    // Taken down again, so the rest of this file sees the catalogue it was built with.
    const del = await call(t, {
      method: 'DELETE',
      url: '/api/artist/delete-song',
      token: admin.token,
      payload: { songId: dj.id },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await call(t, { method: 'GET', url: '/api/songs/shelves' })).json().newReleases[0].id).not.toBe(dj.id);
  });
});

describe('one song', () => {
  it('shows a published song to anyone, and a pending one only to its owner and admins', async () => {
    expect((await call(t, { method: 'GET', url: `/api/songs/${zikiri.id}` })).json().song.id).toBe(zikiri.id);
    expectErrorBody(await call(t, { method: 'GET', url: `/api/songs/${pending.id}` }), 404, 'SONG_NOT_FOUND');
    expectErrorBody(
      await call(t, { method: 'GET', url: `/api/songs/${pending.id}`, token: listener.token }),
      404,
      'SONG_NOT_FOUND',
    );
    const mine = await call(t, { method: 'GET', url: `/api/songs/${pending.id}`, token: artist.token });
    expect(mine.json().song).toMatchObject({ status: 'pending', liked: false, favorited: false });
    expect((await call(t, { method: 'GET', url: `/api/songs/${pending.id}`, token: admin.token })).statusCode).toBe(
      200,
    );
    expectErrorBody(await call(t, { method: 'GET', url: '/api/songs/not-an-id' }), 400, 'VALIDATION_FAILED');
    expectErrorBody(
      await call(t, { method: 'GET', url: '/api/songs/00000000-0000-4000-8000-000000000000' }),
      404,
      'SONG_NOT_FOUND',
    );
  });
});

describe('likes and favourites', () => {
  const likeRows = async (songId: string) =>
    (await t.app.database.db.select({ n: count() }).from(songLikes).where(eq(songLikes.songId, songId)))[0]?.n;

  it('are idempotent, undoable, and keep the counters in step with the rows', async () => {
    const url = `/api/songs/${proverb.id}/like`;
    for (let i = 0; i < 2; i++) {
      const res = await call(t, { method: 'PUT', url, token: listener.token });
      expect(res.json()).toEqual({ liked: true, likeCount: 1 });
    }
    expect((await call(t, { method: 'PUT', url, token: admin.token })).json()).toEqual({ liked: true, likeCount: 2 });
    expect(await likeRows(proverb.id)).toBe(2);
    const seen = (await call(t, { method: 'GET', url: `/api/songs/${proverb.id}`, token: listener.token })).json().song;
    expect(seen).toMatchObject({ liked: true, favorited: false, likeCount: 2 });
    const listed = (await call(t, { method: 'GET', url: '/api/songs', token: listener.token })).json().songs;
    expect(listed.find((s: SongJson) => s.id === proverb.id)).toMatchObject({ liked: true });
    expect(listed.find((s: SongJson) => s.id === zikiri.id)).toMatchObject({ liked: false });
    for (let i = 0; i < 2; i++) {
      const res = await call(t, { method: 'DELETE', url, token: listener.token });
      expect(res.json()).toEqual({ liked: false, likeCount: 1 });
    }
    expect(await likeRows(proverb.id)).toBe(1);
  });

  it('favourites work the same way', async () => {
    const url = `/api/songs/${zikiri.id}/favorite`;
    expect((await call(t, { method: 'PUT', url, token: listener.token })).json()).toEqual({
      favorited: true,
      favoriteCount: 1,
    });
    expect((await call(t, { method: 'PUT', url, token: listener.token })).json().favoriteCount).toBe(1);
    expect(
      (await call(t, { method: 'GET', url: `/api/songs/${zikiri.id}`, token: listener.token })).json().song,
    ).toMatchObject({ favorited: true, favoriteCount: 1 });
    expect((await call(t, { method: 'DELETE', url, token: listener.token })).json()).toEqual({
      favorited: false,
      favoriteCount: 0,
    });
  });

  it("make up the caller's library of liked and favourite songs", async () => {
    const me = await createUser(t, 'listener');
    await call(t, { method: 'PUT', url: `/api/songs/${zikiri.id}/like`, token: me.token });
    await call(t, { method: 'PUT', url: `/api/songs/${song3.id}/like`, token: me.token });
    await call(t, { method: 'PUT', url: `/api/songs/${song3.id}/favorite`, token: me.token });
    const likes = (await call(t, { method: 'GET', url: '/api/me/likes', token: me.token })).json().songs;
    expect(likes.map((s: SongJson) => s.id).sort()).toEqual([zikiri.id, song3.id].sort());
    expect(likes.every((s: SongJson) => s.liked === true)).toBe(true);
    const favorites = (await call(t, { method: 'GET', url: '/api/me/favorites', token: me.token })).json().songs;
    expect(favorites.map((s: SongJson) => s.id)).toEqual([song3.id]);
    expectErrorBody(await call(t, { method: 'GET', url: '/api/me/likes' }), 401, 'NOT_SIGNED_IN');
    await call(t, { method: 'DELETE', url: `/api/songs/${zikiri.id}/like`, token: me.token });
    await call(t, { method: 'DELETE', url: `/api/songs/${song3.id}/like`, token: me.token });
    await call(t, { method: 'DELETE', url: `/api/songs/${song3.id}/favorite`, token: me.token });
    expect((await call(t, { method: 'GET', url: '/api/me/likes', token: me.token })).json().songs).toEqual([]);
  });

  it('need sign-in and a song the caller can see', async () => {
    expectErrorBody(await call(t, { method: 'PUT', url: `/api/songs/${zikiri.id}/like` }), 401, 'NOT_SIGNED_IN');
    expectErrorBody(
      await call(t, { method: 'PUT', url: `/api/songs/${pending.id}/like`, token: listener.token }),
      404,
      'SONG_NOT_FOUND',
    );
  });
});

describe('plays and downloads', () => {
  it('counts a play as an event, in the counter and in the daily roll-up', async () => {
    const db = t.app.database.db;
    const first = await call(t, { method: 'POST', url: `/api/songs/${song3.id}/play` });
    expect(first.json()).toEqual({ playCount: 1 });
    const second = await call(t, { method: 'POST', url: `/api/songs/${song3.id}/play`, token: listener.token });
    expect(second.json()).toEqual({ playCount: 2 });
    const events = await db.select().from(playEvents).where(eq(playEvents.songId, song3.id));
    expect(events.map((e) => e.userId).sort()).toEqual([listener.id, null].sort());
    const [rollup] = await db.select().from(songDailyStats).where(eq(songDailyStats.songId, song3.id));
    expect(rollup).toMatchObject({ plays: 2, downloads: 0, day: new Date().toISOString().slice(0, 10) });
    const [platform] = await db.select().from(platformDailyStats);
    expect(platform?.plays).toBe((await db.select({ n: count() }).from(playEvents))[0]?.n);
    expectErrorBody(await call(t, { method: 'POST', url: `/api/songs/${pending.id}/play` }), 404, 'SONG_NOT_FOUND');
  });

  it('answers a download as an attachment with a good name, and counts it once', async () => {
    const res = await call(t, { method: 'GET', url: `/api/songs/${zikiri.id}/download` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Bida Chorus - Zikiri of the Dawn.mp3"');
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.rawPayload.equals(audioBytes)).toBe(true);
    // Resuming the same download is not a second download.
    const resumed = await call(t, {
      method: 'GET',
      url: `/api/songs/${zikiri.id}/download`,
      headers: { range: 'bytes=100-' },
    });
    expect(resumed.statusCode).toBe(206);
    const song = (await call(t, { method: 'GET', url: `/api/songs/${zikiri.id}` })).json().song;
    expect(song.downloadCount).toBe(1);
    const events = await t.app.database.db.select().from(downloadEvents).where(eq(downloadEvents.songId, zikiri.id));
    expect(events).toHaveLength(1);
    expectErrorBody(await call(t, { method: 'GET', url: `/api/songs/${pending.id}/download` }), 404, 'SONG_NOT_FOUND');
  });
});

describe('streaming with HTTP Range', () => {
  const size = () => audioBytes.length;

  it('answers the whole file with Accept-Ranges, ETag, Last-Modified and under a minute of caching (a withdrawal holds within one)', async () => {
    const res = await call(t, { method: 'GET', url: zikiri.audioUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(size()));
    expect(res.headers['cache-control']).toBe('public, max-age=50');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.rawPayload.equals(audioBytes)).toBe(true);
    const again = await call(t, {
      method: 'GET',
      url: zikiri.audioUrl,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const stream = await call(t, { method: 'GET', url: zikiri.streamUrl });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['cache-control']).toBe('public, max-age=50');
  });

  const ranges: [string, string, number, number][] = [
    ['the first bytes', 'bytes=0-99', 0, 99],
    ['a middle range', 'bytes=1000-1999', 1000, 1999],
    ['an open-ended range', 'bytes=5000-', 5000, -1],
    ['a suffix range', 'bytes=-500', -500, -1],
  ];
  for (const [label, header, from, to] of ranges) {
    it(`answers ${label} with 206 and Content-Range`, async () => {
      for (const url of [zikiri.audioUrl, zikiri.streamUrl]) {
        const res = await call(t, { method: 'GET', url, headers: { range: header } });
        const start = from < 0 ? size() + from : from;
        const end = to < 0 ? size() - 1 : to;
        expect(res.statusCode).toBe(206);
        expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size()}`);
        expect(res.headers['content-length']).toBe(String(end - start + 1));
        expect(res.rawPayload.equals(audioBytes.subarray(start, end + 1))).toBe(true);
      }
    });
  }

  it('answers HEAD with the headers and no body', async () => {
    const res = await call(t, { method: 'HEAD', url: zikiri.audioUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(size()));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 416 to an unsatisfiable range', async () => {
    const res = await call(t, { method: 'GET', url: zikiri.audioUrl, headers: { range: `bytes=${size() + 10}-` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size()}`);
  });

  it('hides songs that are not public, but lets their owner listen privately', async () => {
    expectErrorBody(await call(t, { method: 'GET', url: pending.audioUrl }), 404, 'SONG_NOT_FOUND');
    expectErrorBody(await call(t, { method: 'GET', url: pending.streamUrl }), 404, 'SONG_NOT_FOUND');
    const own = await call(t, { method: 'GET', url: pending.streamUrl, token: artist.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expectErrorBody(
      await call(t, { method: 'GET', url: '/api/media/audio/00/00000000-0000-4000-8000-000000000000.mp3' }),
      404,
    );
  });
});

describe('public albums and artists', () => {
  it('lists albums with published songs, and shows one with those songs only', async () => {
    const list = (await call(t, { method: 'GET', url: '/api/albums' })).json();
    expect(list).toMatchObject({ total: 1, albums: [{ title: 'Morning Prayers', genre: 'Zikiri', songCount: 2 }] });
    const album = (await call(t, { method: 'GET', url: `/api/albums/${zikiri.album?.id}` })).json().album;
    expect(album).toMatchObject({ title: 'Morning Prayers', artist: 'Hauwa Nma', songCount: 2 });
    expect(album.songs.map((s: SongJson) => s.title)).toEqual(['Zikiri of the Dawn', 'River Song']);
    expect(album.coverUrl).toMatch(/^\/api\/media\/images\/covers\//);
    expect(album.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // An album with only a song under review is not public.
    expectErrorBody(await call(t, { method: 'GET', url: `/api/albums/${pending.album?.id}` }), 404, 'ALBUM_NOT_FOUND');
    expect((await call(t, { method: 'GET', url: '/api/albums?q=MORNING' })).json().total).toBe(1);
    expect((await call(t, { method: 'GET', url: '/api/albums?genre=Dj' })).json().total).toBe(0);
  });

  it('lists artists and shows one with their published songs and albums', async () => {
    const list = (await call(t, { method: 'GET', url: '/api/artists' })).json();
    const hauwa = list.artists.find((a: { displayName: string }) => a.displayName === 'Hauwa Nma');
    expect(hauwa).toMatchObject({ userId: artist.id, songCount: 2 });
    const one = (await call(t, { method: 'GET', url: `/api/artists/${hauwa.id}` })).json();
    expect(one.artist.displayName).toBe('Hauwa Nma');
    expect(one.songs.map((s: SongJson) => s.title).sort()).toEqual(['River Song', 'Zikiri of the Dawn']);
    expect(one.albums.map((a: { title: string }) => a.title)).toEqual(['Morning Prayers']);
    expect(one.songs[0].artistId).toBe(hauwa.id);
    expectErrorBody(
      await call(t, { method: 'GET', url: '/api/artists/00000000-0000-4000-8000-000000000000' }),
      404,
      'ARTIST_NOT_FOUND',
    );
  });
});

describe('public site and statistics', () => {
  it('counts published songs, artists, listeners and plays live', async () => {
    const stats = (await call(t, { method: 'GET', url: '/api/public/stats' })).json();
    const plays = (await t.app.database.db.select({ n: count() }).from(playEvents))[0]?.n;
    // Two listener accounts: the one made at the start and the one of the library test.
    expect(stats).toEqual({ songs: 3, artists: 1, listeners: 2, plays });
  });

  it('serves the site settings from the configuration', async () => {
    const site = (await call(t, { method: 'GET', url: '/api/public/site' })).json();
    expect(site).toEqual({
      appStoreUrls: t.config.appStoreUrls,
      appScheme: 'nupe',
      supportHours: SUPPORT_HOURS,
      contactEmail: null,
      contactPhone: null,
      heroText: null,
      // The reader's language (none asked: English), and the language each text is in.
      lang: 'en',
      textLang: { supportHours: 'en' },
    });
  });
});

describe('OpenAPI', () => {
  it('documents every catalogue, streaming, artist and statistics call', async () => {
    const doc = (await call(t, { method: 'GET', url: '/api/openapi.json' })).json();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/artist/upload',
      '/api/songs',
      '/api/songs/{id}',
      '/api/songs/{id}/stream',
      '/api/songs/{id}/download',
      '/api/songs/{id}/play',
      '/api/songs/{id}/like',
      '/api/songs/{id}/favorite',
      '/api/me/likes',
      '/api/me/favorites',
      '/api/media/audio/{shard}/{file}',
      '/api/albums',
      '/api/albums/{id}',
      '/api/artists',
      '/api/artists/{id}',
      '/api/artist/songs',
      '/api/artist/albums',
      '/api/artist/album/{id}',
      '/api/artist/delete-song',
      '/api/admin/songs/{id}/restore',
      '/api/admin/dashboard',
      '/api/public/stats',
      '/api/public/site',
    ]) {
      expect(paths).toContain(p);
    }
  });
});

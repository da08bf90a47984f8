import { SUCCESS_MESSAGES } from '@nupe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { filesUnder, rowCounts, uploadSong } from './helpers/catalogue.js';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
} from './helpers/test-app.js';

type SongJson = { id: string; title: string; album: { id: string; title: string } | null; [k: string]: unknown };

let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let fatima: SignedInUser;
let musa: SignedInUser;
let listener: SignedInUser;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  [admin, fatima, musa, listener] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'artist', 'Fatima Etsu'),
    createUser(t, 'artist', 'Musa Kolo'),
    createUser(t, 'listener'),
  ]);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

const day = 86_400_000;

describe('admin dashboard', () => {
  it('answers zeros, 0 % and up on an empty platform', async () => {
    const res = await call(t, { method: 'GET', url: '/api/admin/dashboard', token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      totals: { totalUsers: 4, totalArtists: 2, totalSongs: 0, totalAlbums: 0, totalRequests: 0 },
      plays: { last7Days: 0, prev7Days: 0, changePercent: 0, trend: 'up' },
      downloads: { last7Days: 0, prev7Days: 0, changePercent: 0, trend: 'up' },
    });
  });

  it('compares the last 7 days (today included) with the 7 before, from the roll-up', async () => {
    const a = await uploadSong(t, admin.token, f, { title: 'Dashboard A' });
    const b = await uploadSong(t, admin.token, f, { title: 'Dashboard B', album: 'Stats Album' });
    await uploadSong(t, musa.token, f, { title: 'Pending one' });
    const songs = t.app.services.songs;
    const now = Date.now();
    const plays: [string, number, number][] = [
      [a.id, 0, 3], // today
      [b.id, 6, 2], // the oldest day of the last 7
      [a.id, 7, 4], // the newest day of the 7 before
      [b.id, 13, 1], // the oldest day of the 7 before
      [a.id, 14, 5], // outside both windows
    ];
    for (const [id, daysAgo, n] of plays) {
      for (let i = 0; i < n; i++) await songs.recordPlay(id, null, new Date(now - daysAgo * day));
    }
    await songs.recordDownload(a.id, null, new Date(now - 2 * day));
    await call(t, {
      method: 'POST',
      url: '/api/artist-applications',
      token: listener.token,
      payload: { displayName: 'New Voice', email: 'voice@example.com', genre: 'Songs', bio: 'Singer from Bida.' },
    });
    const data = (await call(t, { method: 'GET', url: '/api/admin/dashboard', token: admin.token })).json().data;
    expect(data.totals).toEqual({ totalUsers: 4, totalArtists: 2, totalSongs: 3, totalAlbums: 1, totalRequests: 1 });
    expect(data.plays).toEqual({ last7Days: 5, prev7Days: 5, changePercent: 0, trend: 'up' });
    expect(data.downloads).toEqual({ last7Days: 1, prev7Days: 0, changePercent: 100, trend: 'up' });

    await songs.recordPlay(b.id, null, new Date(now - 10 * day));
    const after = (await call(t, { method: 'GET', url: '/api/admin/dashboard', token: admin.token })).json().data;
    expect(after.plays).toEqual({ last7Days: 5, prev7Days: 6, changePercent: -16.7, trend: 'down' });
    // The counters on the songs agree with the events.
    const songA = (await call(t, { method: 'GET', url: `/api/songs/${a.id}` })).json().song;
    expect(songA).toMatchObject({ playCount: 12, downloadCount: 1 });
  });

  it('is for admins only', async () => {
    expectErrorBody(await call(t, { method: 'GET', url: '/api/admin/dashboard' }), 401, 'NOT_SIGNED_IN');
    expectErrorBody(await call(t, { method: 'GET', url: '/api/admin/dashboard', token: fatima.token }), 403);
  });
});

describe('artist area', () => {
  let f1: SongJson;
  let f2: SongJson;
  let f3: SongJson;
  let m1: SongJson;

  beforeAll(async () => {
    f1 = (await uploadSong(t, fatima.token, f, {
      title: 'Fatima One',
      album: 'Niger Banks',
      genre: 'Songs',
    })) as SongJson;
    f2 = (await uploadSong(t, admin.token, f, {
      title: 'Fatima Two',
      album: 'Niger Banks',
      genre: 'Zikiri',
      ownerId: fatima.id,
    })) as SongJson;
    f3 = (await uploadSong(t, admin.token, f, { title: 'Fatima Three', ownerId: fatima.id })) as SongJson;
    m1 = (await uploadSong(t, musa.token, f, { title: 'Musa One', album: 'Kolo Tapes' })) as SongJson;
    // Two listeners (a listener's repeats within 30 s count once).
    await call(t, { method: 'POST', url: `/api/songs/${f2.id}/play`, remoteAddress: '203.0.113.1' });
    await call(t, { method: 'POST', url: `/api/songs/${f2.id}/play`, remoteAddress: '203.0.113.2' });
    await call(t, { method: 'PUT', url: `/api/songs/${f2.id}/like`, token: listener.token });
    await call(t, { method: 'PUT', url: `/api/songs/${f3.id}/favorite`, token: listener.token });
    await call(t, { method: 'GET', url: `/api/songs/${f3.id}/download` });
  });

  it('GET /artist/songs lists only my songs with their total stats', async () => {
    const res = await call(t, { method: 'GET', url: '/api/artist/songs', token: fatima.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.songs.map((s: SongJson) => s.title)).toEqual(['Fatima Three', 'Fatima Two', 'Fatima One']);
    expect(body.totalStats).toEqual({ plays: 2, downloads: 1, favorites: 1, likes: 1 });
    const song = body.songs[1];
    for (const key of ['id', 'title', 'artist', 'genre', 'coverUrl', 'playCount', 'downloadCount', 'likeCount']) {
      expect(song).toHaveProperty(key);
    }
    expect(song).toMatchObject({ favoriteCount: 0, status: 'published', album: { title: 'Niger Banks' } });
    expect(body.songs[2].status).toBe('pending');
    const musaSongs = (await call(t, { method: 'GET', url: '/api/artist/songs', token: musa.token })).json().songs;
    expect(musaSongs.map((s: SongJson) => s.title)).toEqual(['Musa One', 'Pending one']);
  });

  it('GET /artist/albums lists my albums with their songs; GET /artist/album/:id shows one of mine', async () => {
    const { albums } = (await call(t, { method: 'GET', url: '/api/artist/albums', token: fatima.token })).json();
    expect(albums).toHaveLength(1);
    expect(albums[0]).toMatchObject({ title: 'Niger Banks', genre: 'Songs', songCount: 2 });
    expect(albums[0].songs.map((s: SongJson) => s.title)).toEqual(['Fatima One', 'Fatima Two']);
    expect(albums[0].releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const one = await call(t, { method: 'GET', url: `/api/artist/album/${f1.album?.id}`, token: fatima.token });
    expect(one.statusCode).toBe(200);
    expect(one.json().album).toMatchObject({ id: f1.album?.id, title: 'Niger Banks' });
    expect(one.json().album.songs).toHaveLength(2);
  });

  it("never shows or deletes another artist's album or song", async () => {
    expectErrorBody(
      await call(t, { method: 'GET', url: `/api/artist/album/${m1.album?.id}`, token: fatima.token }),
      404,
      'ALBUM_NOT_FOUND',
    );
    const before = await rowCounts(t);
    expectErrorBody(
      await call(t, {
        method: 'DELETE',
        url: '/api/artist/delete-song',
        token: fatima.token,
        payload: { songId: m1.id },
      }),
      404,
      'SONG_NOT_FOUND',
    );
    expect(await rowCounts(t)).toEqual(before);
    const musaSongs = (await call(t, { method: 'GET', url: '/api/artist/songs', token: musa.token })).json().songs;
    expect(musaSongs.map((s: SongJson) => s.id)).toContain(m1.id);
  });

  it('needs the artist role and a valid body', async () => {
    expectErrorBody(await call(t, { method: 'GET', url: '/api/artist/songs' }), 401, 'NOT_SIGNED_IN');
    expectErrorBody(
      await call(t, { method: 'GET', url: '/api/artist/albums', token: listener.token }),
      403,
      'FORBIDDEN',
    );
    const bad = await call(t, {
      method: 'DELETE',
      url: '/api/artist/delete-song',
      token: fatima.token,
      payload: { songId: 'x' },
    });
    expect(expectErrorBody(bad, 400, 'VALIDATION_FAILED').message).toBe('songId must be a valid id.');
  });

  it('removes a song softly: gone from every list and the public at once, files and row kept, admin restores it', async () => {
    const filesBefore = filesUnder(t.config.mediaDir);
    const rowsBefore = await rowCounts(t);
    const res = await call(t, {
      method: 'DELETE',
      url: '/api/artist/delete-song',
      token: fatima.token,
      payload: { songId: f2.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SUCCESS_MESSAGES.SONG_DELETED });

    const mine = (await call(t, { method: 'GET', url: '/api/artist/songs', token: fatima.token })).json();
    expect(mine.songs.map((s: SongJson) => s.id)).not.toContain(f2.id);
    expect(mine.totalStats).toEqual({ plays: 0, downloads: 1, favorites: 1, likes: 0 });
    const album = (
      await call(t, { method: 'GET', url: `/api/artist/album/${f1.album?.id}`, token: fatima.token })
    ).json().album;
    expect(album.songs.map((s: SongJson) => s.id)).toEqual([f1.id]);
    const publicList = (await call(t, { method: 'GET', url: '/api/songs?limit=100' })).json();
    expect(publicList.songs.map((s: SongJson) => s.id)).not.toContain(f2.id);
    expectErrorBody(await call(t, { method: 'GET', url: `/api/songs/${f2.id}` }), 404, 'SONG_NOT_FOUND');
    expectErrorBody(await call(t, { method: 'GET', url: `/api/songs/${f2.id}/stream` }), 404, 'SONG_NOT_FOUND');
    expectErrorBody(await call(t, { method: 'GET', url: f2.audioUrl as string }), 404, 'SONG_NOT_FOUND');
    expectErrorBody(
      await call(t, { method: 'GET', url: `/api/songs/${f2.id}`, token: fatima.token }),
      404,
      'SONG_NOT_FOUND',
    );
    expect(filesUnder(t.config.mediaDir)).toEqual(filesBefore);
    expect(await rowCounts(t)).toEqual(rowsBefore);
    // Deleting it again: it is already gone.
    expectErrorBody(
      await call(t, {
        method: 'DELETE',
        url: '/api/artist/delete-song',
        token: fatima.token,
        payload: { songId: f2.id },
      }),
      404,
    );

    expectErrorBody(
      await call(t, { method: 'POST', url: `/api/admin/songs/${f2.id}/restore`, token: fatima.token }),
      403,
      'FORBIDDEN',
    );
    const restored = await call(t, { method: 'POST', url: `/api/admin/songs/${f2.id}/restore`, token: admin.token });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      message: SUCCESS_MESSAGES.SONG_RESTORED,
      song: { id: f2.id, status: 'published', removedAt: null, playCount: 2, likeCount: 1 },
    });
    expect((await call(t, { method: 'GET', url: `/api/songs/${f2.id}/stream` })).statusCode).toBe(200);
    const again = (await call(t, { method: 'GET', url: '/api/artist/songs', token: fatima.token })).json();
    expect(again.songs.map((s: SongJson) => s.id)).toContain(f2.id);
    expectErrorBody(
      await call(t, { method: 'POST', url: `/api/admin/songs/${f2.id}/restore`, token: admin.token }),
      409,
      'SONG_NOT_REMOVED',
    );
  });

  it('lets an admin remove any song', async () => {
    const res = await call(t, {
      method: 'DELETE',
      url: '/api/artist/delete-song',
      token: admin.token,
      payload: { songId: m1.id },
    });
    expect(res.json()).toEqual({ success: true, message: SUCCESS_MESSAGES.SONG_DELETED });
    await call(t, { method: 'POST', url: `/api/admin/songs/${m1.id}/restore`, token: admin.token });
  });
});

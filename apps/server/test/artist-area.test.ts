import { ERROR_MESSAGES, lagosDate, SUCCESS_MESSAGES } from '@nupe/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, songs as songsTable } from '../src/db/schema/index.js';
import { type Fixtures, makeFixtures, multipart, type Part } from './fixtures/media.js';
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

const DAY = 86_400_000;
const utc = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

function sendForm(method: 'POST' | 'PUT', url: string, token: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return call(t, { method, url, payload, headers, token });
}

const png = (name = 'cover') => ({ name, filename: `${name}.png`, type: 'image/png', data: f.image.png });

describe('dashboard and analytics', () => {
  it('count only the caller’s songs, per UTC day, zero-filled, against the previous period', async () => {
    const a = await uploadSong(t, admin.token, f, { title: 'Figures A', ownerId: fatima.id });
    const b = await uploadSong(t, admin.token, f, { title: 'Figures B', ownerId: fatima.id });
    const other = await uploadSong(t, admin.token, f, { title: 'Musa own', ownerId: musa.id });
    const songs = t.app.services.songs;
    const now = Date.now();
    await songs.recordPlay(a.id, null, new Date(now));
    await songs.recordPlay(a.id, null, new Date(now));
    await songs.recordPlay(b.id, null, new Date(now - 2 * DAY));
    await songs.recordPlay(b.id, null, new Date(now - 8 * DAY)); // the 7 days before
    await songs.recordDownload(a.id, null, new Date(now - DAY));
    await songs.recordPlay(other.id, null, new Date(now));
    for (const kind of ['like', 'favorite']) {
      const res = await call(t, { method: 'PUT', url: `/api/songs/${a.id}/${kind}`, token: listener.token });
      expect(res.statusCode).toBe(200);
    }

    const res = await call(t, { method: 'GET', url: '/api/artist/analytics?days=7', token: fatima.token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.days).toBe(7);
    expect(body.series).toHaveLength(7);
    expect(body.from).toBe(utc(6 * DAY));
    expect(body.to).toBe(utc(0));
    expect(body.series.map((d: { day: string }) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => utc(n * DAY)));
    expect(body.series[6]).toEqual({ day: utc(0), plays: 2, downloads: 0, likes: 1, favorites: 1 });
    expect(body.series[5]).toEqual({ day: utc(DAY), plays: 0, downloads: 1, likes: 0, favorites: 0 });
    expect(body.series[4].plays).toBe(1);
    expect(body.totals).toEqual({ plays: 3, downloads: 1, likes: 1, favorites: 1 });
    expect(body.change.plays).toEqual({ current: 3, previous: 1, changePercent: 200, trend: 'up' });
    expect(body.change.downloads).toEqual({ current: 1, previous: 0, changePercent: 100, trend: 'up' });
    expect(body.topSongs.map((s: { title: string }) => s.title)).toEqual(['Figures A', 'Figures B']);
    expect(body.topSongs[0]).toMatchObject({ plays: 2, downloads: 1, likes: 1, favorites: 1 });

    const ninety = await call(t, { method: 'GET', url: '/api/artist/analytics?days=90', token: fatima.token });
    expect(ninety.json().series).toHaveLength(90);
    expect(ninety.json().totals.plays).toBe(4);

    const dash = await call(t, { method: 'GET', url: '/api/artist/dashboard', token: fatima.token });
    expect(dash.statusCode, dash.body).toBe(200);
    const d = dash.json();
    expect(d.totals).toEqual({ plays: 4, downloads: 1, likes: 1, favorites: 1, songs: 2 });
    expect(d.last7Days.plays).toMatchObject({ current: 3, previous: 1 });
    expect(d.displayName).toBe('Fatima Etsu');
    expect(d.recentSongs.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(d.recentSongs.map((s: { id: string }) => s.id)).not.toContain(other.id);

    const musaDash = await call(t, { method: 'GET', url: '/api/artist/dashboard', token: musa.token });
    expect(musaDash.json().totals).toEqual({ plays: 1, downloads: 0, likes: 0, favorites: 0, songs: 1 });
  });

  it('shows a removed song on the dashboard but not in the figures', async () => {
    const gone = await uploadSong(t, musa.token, f, { title: 'Soon removed' });
    await call(t, {
      method: 'DELETE',
      url: '/api/artist/delete-song',
      payload: { songId: gone.id },
      token: musa.token,
    });
    const d = (await call(t, { method: 'GET', url: '/api/artist/dashboard', token: musa.token })).json();
    const listed = d.recentSongs.find((s: { id: string }) => s.id === gone.id);
    expect(listed.removedAt).not.toBeNull();
    expect(d.totals.songs).toBe(1);
  });

  it('refuses another period, strangers and listeners', async () => {
    const bad = await call(t, { method: 'GET', url: '/api/artist/analytics?days=5', token: fatima.token });
    expect(expectErrorBody(bad, 400).message).toContain('days must be 7, 30 or 90');
    expectErrorBody(await call(t, { method: 'GET', url: '/api/artist/analytics' }), 401);
    expectErrorBody(await call(t, { method: 'GET', url: '/api/artist/dashboard', token: listener.token }), 403);
  });
});

describe('albums', () => {
  let albumId: string;

  it('creates an album with a cover, then refuses the same title', async () => {
    const res = await sendForm('POST', '/api/artist/albums', fatima.token, [
      { name: 'title', value: 'River Songs' },
      { name: 'genre', value: 'Songs' },
      { name: 'releaseDate', value: '2026-03-14' },
      png(),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { album, message } = res.json();
    expect(message).toBe(SUCCESS_MESSAGES.ALBUM_CREATED);
    expect(album).toMatchObject({ title: 'River Songs', genre: 'Songs', releaseDate: '2026-03-14', songs: [] });
    expect(album.coverUrl).toMatch(/^\/api\/media\/images\/covers\//);
    albumId = album.id;

    const again = await sendForm('POST', '/api/artist/albums', fatima.token, [
      { name: 'title', value: 'river songs' },
      { name: 'genre', value: 'Songs' },
      { name: 'releaseDate', value: '2026-03-14' },
    ]);
    expectErrorBody(again, 409, 'ALBUM_TITLE_TAKEN');
    // Another artist may use the title.
    const musaAlbum = await sendForm('POST', '/api/artist/albums', musa.token, [
      { name: 'title', value: 'River Songs' },
      { name: 'genre', value: 'Zikiri' },
      { name: 'releaseDate', value: '2025-01-01' },
    ]);
    expect(musaAlbum.statusCode).toBe(201);
    expect(musaAlbum.json().album.coverUrl).toBeNull();
  });

  it('refuses bad fields and a cover that is not an image', async () => {
    const bad = await sendForm('POST', '/api/artist/albums', fatima.token, [
      { name: 'title', value: '' },
      { name: 'genre', value: 'Jazz' },
      { name: 'releaseDate', value: '2026-02-30' },
    ]);
    const body = expectErrorBody(bad, 400, 'VALIDATION_FAILED') as { fields?: Record<string, string> };
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['genre', 'releaseDate', 'title']);
    const gif = await sendForm('POST', '/api/artist/albums', fatima.token, [
      { name: 'title', value: 'Gif Album' },
      { name: 'genre', value: 'Songs' },
      { name: 'releaseDate', value: '2026-01-01' },
      { name: 'cover', filename: 'c.png', type: 'image/png', data: f.image.gif },
    ]);
    expectErrorBody(gif, 415, 'INVALID_IMAGE_TYPE');
    const json = await call(t, {
      method: 'POST',
      url: '/api/artist/albums',
      payload: { title: 'x' },
      token: fatima.token,
    });
    expectErrorBody(json, 415);
  });

  it('edits title, genre, release date and cover; another artist gets 404', async () => {
    const res = await call(t, {
      method: 'PATCH',
      url: `/api/artist/albums/${albumId}`,
      payload: { title: 'River Songs (Live)', genre: 'Zikiri', releaseDate: '2026-04-01' },
      token: fatima.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().album).toMatchObject({ title: 'River Songs (Live)', genre: 'Zikiri', releaseDate: '2026-04-01' });
    const before = res.json().album.coverUrl;
    const cover = await sendForm('PUT', `/api/artist/albums/${albumId}/cover`, fatima.token, [
      { name: 'cover', filename: 'c.jpg', type: 'image/jpeg', data: f.image.jpeg },
    ]);
    expect(cover.statusCode, cover.body).toBe(200);
    expect(cover.json().album.coverUrl).not.toBe(before);

    expectErrorBody(
      await call(t, {
        method: 'PATCH',
        url: `/api/artist/albums/${albumId}`,
        payload: { title: 'Mine' },
        token: musa.token,
      }),
      404,
      'ALBUM_NOT_FOUND',
    );
    expectErrorBody(
      await sendForm('PUT', `/api/artist/albums/${albumId}/cover`, musa.token, [png()]),
      404,
      'ALBUM_NOT_FOUND',
    );
    expectErrorBody(await call(t, { method: 'GET', url: `/api/artist/album/${albumId}`, token: musa.token }), 404);
    expectErrorBody(
      await call(t, { method: 'PATCH', url: `/api/artist/albums/${albumId}`, payload: {}, token: fatima.token }),
      400,
    );
    expectErrorBody(
      await call(t, {
        method: 'PATCH',
        url: `/api/artist/albums/${albumId}`,
        payload: { releaseDate: 'soon' },
        token: fatima.token,
      }),
      400,
    );
  });

  it('moves songs into an album and out again, only between the owner’s own', async () => {
    const song = await uploadSong(t, fatima.token, f, { title: 'Moving song' });
    const moved = await call(t, {
      method: 'PATCH',
      url: `/api/artist/songs/${song.id}`,
      payload: { albumId },
      token: fatima.token,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().song.album).toEqual({ id: albumId, title: 'River Songs (Live)' });
    const album = (await call(t, { method: 'GET', url: `/api/artist/album/${albumId}`, token: fatima.token })).json()
      .album;
    expect(album.songs.map((s: { id: string }) => s.id)).toEqual([song.id]);

    const musaAlbums = (await call(t, { method: 'GET', url: '/api/artist/albums', token: musa.token })).json().albums;
    expectErrorBody(
      await call(t, {
        method: 'PATCH',
        url: `/api/artist/songs/${song.id}`,
        payload: { albumId: musaAlbums[0].id },
        token: fatima.token,
      }),
      404,
      'ALBUM_NOT_FOUND',
    );
    expectErrorBody(
      await call(t, {
        method: 'PATCH',
        url: `/api/artist/songs/${song.id}`,
        payload: { albumId: null },
        token: musa.token,
      }),
      404,
      'SONG_NOT_FOUND',
    );
    const out = await call(t, {
      method: 'PATCH',
      url: `/api/artist/songs/${song.id}`,
      payload: { albumId: null },
      token: fatima.token,
    });
    expect(out.json().song.album).toBeNull();
  });
});

describe('rejected songs go back to review', () => {
  async function rejected(title: string) {
    const song = await uploadSong(t, fatima.token, f, { title });
    await t.app.database.db
      .update(songsTable)
      .set({ status: 'rejected', rejectionReason: 'The recording clips at the start.' })
      .where(eq(songsTable.id, song.id));
    return song;
  }

  it('shows the reason, and new details send it back as pending', async () => {
    const song = await rejected('Clipped take');
    const listed = (await call(t, { method: 'GET', url: '/api/artist/songs', token: fatima.token })).json().songs;
    expect(listed.find((s: { id: string }) => s.id === song.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The recording clips at the start.',
    });
    const res = await call(t, {
      method: 'PATCH',
      url: `/api/artist/songs/${song.id}`,
      payload: { title: 'Clean take', artist: 'Fatima Etsu & Band', genre: 'Zikiri' },
      token: fatima.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SUCCESS_MESSAGES.SONG_RESUBMITTED);
    expect(res.json().song).toMatchObject({
      title: 'Clean take',
      artist: 'Fatima Etsu & Band',
      genre: 'Zikiri',
      status: 'pending',
      rejectionReason: null,
    });
  });

  it('replaces the audio with the upload checks, keeping the old file', async () => {
    const song = await rejected('Wrong file');
    const [before] = await t.app.database.db.select().from(songsTable).where(eq(songsTable.id, song.id));
    const text = await sendForm('PUT', `/api/artist/songs/${song.id}/audio`, fatima.token, [
      { name: 'audio', filename: 'a.mp3', type: 'audio/mpeg', data: f.bad.textAsMp3 },
    ]);
    expectErrorBody(text, 415, 'INVALID_AUDIO_TYPE');
    expect(text.json().message).toBe(ERROR_MESSAGES.INVALID_AUDIO_TYPE);
    expectErrorBody(
      await sendForm('PUT', `/api/artist/songs/${song.id}/audio`, fatima.token, []),
      400,
      'MISSING_AUDIO',
    );
    expectErrorBody(
      await sendForm('PUT', `/api/artist/songs/${song.id}/audio`, musa.token, [
        { name: 'audio', filename: 'a.ogg', type: 'audio/ogg', data: f.audio.ogg },
      ]),
      404,
      'SONG_NOT_FOUND',
    );

    const res = await sendForm('PUT', `/api/artist/songs/${song.id}/audio`, fatima.token, [
      { name: 'audio', filename: 'take2.webm', type: 'audio/webm', data: f.audio.webm },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().song).toMatchObject({ status: 'pending', rejectionReason: null });
    expect(res.json().song.audioUrl).toMatch(/\.webm$/);
    const [after] = await t.app.database.db.select().from(songsTable).where(eq(songsTable.id, song.id));
    expect(after?.audioFileId).not.toBe(before?.audioFileId);
    const old = await t.app.database.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, before?.audioFileId as string));
    expect(old).toHaveLength(1);
  });

  it('locks a published song’s details and audio; strangers get 404; bad input 400', async () => {
    const pub = await uploadSong(t, admin.token, f, { title: 'Published one', ownerId: fatima.id });
    expectErrorBody(
      await call(t, {
        method: 'PATCH',
        url: `/api/artist/songs/${pub.id}`,
        payload: { title: 'New' },
        token: fatima.token,
      }),
      409,
      'SONG_DETAILS_LOCKED',
    );
    expectErrorBody(
      await sendForm('PUT', `/api/artist/songs/${pub.id}/audio`, fatima.token, [
        { name: 'audio', filename: 'a.mp3', type: 'audio/mpeg', data: f.audio.mp3 },
      ]),
      409,
    );
    expectErrorBody(
      await call(t, {
        method: 'PATCH',
        url: `/api/artist/songs/${pub.id}`,
        payload: { title: 'Mine' },
        token: musa.token,
      }),
      404,
      'SONG_NOT_FOUND',
    );
    expectErrorBody(
      await call(t, {
        method: 'PATCH',
        url: `/api/artist/songs/${pub.id}`,
        payload: { genre: 'Jazz' },
        token: fatima.token,
      }),
      400,
    );
    expectErrorBody(
      await call(t, {
        method: 'PATCH',
        url: `/api/artist/songs/${pub.id}`,
        payload: { status: 'published' },
        token: fatima.token,
      }),
      400,
    );
    expectErrorBody(
      await call(t, {
        method: 'PATCH',
        url: '/api/artist/songs/not-an-id',
        payload: { title: 'x' },
        token: fatima.token,
      }),
      400,
    );
  });
});

describe('events', () => {
  const today = lagosDate();
  const shift = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

  it('creates, lists upcoming and past, edits and deletes; only the owner', async () => {
    const make = (title: string, date: string) =>
      call(t, {
        method: 'POST',
        url: '/api/artist/events',
        payload: { title, date, time: '19:30', venue: 'Bida Durbar Ground', description: 'With the palace drummers.' },
        token: fatima.token,
      });
    const next = await make('Durbar night', shift(10));
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().event).toMatchObject({ title: 'Durbar night', date: shift(10), time: '19:30' });
    const todays = await make('Today show', today);
    const past = await make('Last year', shift(-30));
    expect(past.statusCode).toBe(201);

    const list = (await call(t, { method: 'GET', url: '/api/artist/events', token: fatima.token })).json();
    expect(list.upcoming.map((e: { title: string }) => e.title)).toEqual(['Today show', 'Durbar night']);
    expect(list.past.map((e: { title: string }) => e.title)).toEqual(['Last year']);

    const id = next.json().event.id;
    const edited = await call(t, {
      method: 'PATCH',
      url: `/api/artist/events/${id}`,
      payload: { venue: 'Minna City Hall', time: '20:00' },
      token: fatima.token,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().event).toMatchObject({ venue: 'Minna City Hall', time: '20:00', title: 'Durbar night' });

    const dash = (await call(t, { method: 'GET', url: '/api/artist/dashboard', token: fatima.token })).json();
    expect(dash.upcomingEvents.map((e: { id: string }) => e.id)).toEqual([todays.json().event.id, id]);

    // Another artist sees nothing and changes nothing.
    const musaList = (await call(t, { method: 'GET', url: '/api/artist/events', token: musa.token })).json();
    expect(musaList).toEqual({ upcoming: [], past: [] });
    expectErrorBody(
      await call(t, {
        method: 'PATCH',
        url: `/api/artist/events/${id}`,
        payload: { title: 'Mine' },
        token: musa.token,
      }),
      404,
      'EVENT_NOT_FOUND',
    );
    expectErrorBody(await call(t, { method: 'DELETE', url: `/api/artist/events/${id}`, token: musa.token }), 404);

    const del = await call(t, { method: 'DELETE', url: `/api/artist/events/${id}`, token: fatima.token });
    expect(del.json()).toEqual({ message: SUCCESS_MESSAGES.EVENT_DELETED });
    expectErrorBody(await call(t, { method: 'DELETE', url: `/api/artist/events/${id}`, token: fatima.token }), 404);
  });

  it('refuses bad input with the error body', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/artist/events',
      payload: { title: ' ', date: '2026-13-01', time: '25:00', venue: '' },
      token: fatima.token,
    });
    const body = expectErrorBody(res, 400) as { fields?: Record<string, string> };
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['date', 'time', 'title', 'venue']);
    expectErrorBody(
      await call(t, { method: 'POST', url: '/api/artist/events', payload: { title: 'x' }, token: listener.token }),
      403,
    );
  });
});

describe('profile', () => {
  it('reads and saves the profile; the public artist page shows it', async () => {
    const res = await call(t, { method: 'GET', url: '/api/artist/profile', token: fatima.token });
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile).toMatchObject({ displayName: 'Fatima Etsu', avatarUrl: null, contactEmail: null });

    const saved = await call(t, {
      method: 'PATCH',
      url: '/api/artist/profile',
      payload: {
        displayName: 'Fatima Etsu Band',
        bio: 'Songs of the Niger.',
        genre: 'Zikiri',
        contactEmail: 'book@fatima.ng',
      },
      token: fatima.token,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(SUCCESS_MESSAGES.PROFILE_UPDATED);

    const avatar = await sendForm('PUT', '/api/artist/profile/avatar', fatima.token, [png('avatar')]);
    expect(avatar.statusCode, avatar.body).toBe(200);
    expect(avatar.json().profile.avatarUrl).toMatch(/^\/api\/media\/images\/avatars\/.+\/md\.webp$/);

    const pub = await call(t, { method: 'GET', url: `/api/artists/${profile.id}` });
    expect(pub.json().artist).toMatchObject({
      displayName: 'Fatima Etsu Band',
      bio: 'Songs of the Niger.',
      genre: 'Zikiri',
      contactEmail: 'book@fatima.ng',
      avatarUrl: avatar.json().profile.avatarUrl,
    });

    const cleared = await call(t, {
      method: 'PATCH',
      url: '/api/artist/profile',
      payload: { contactEmail: '' },
      token: fatima.token,
    });
    expect(cleared.json().profile.contactEmail).toBeNull();
    // Musa's own profile is untouched.
    expect(
      (await call(t, { method: 'GET', url: '/api/artist/profile', token: musa.token })).json().profile.displayName,
    ).toBe('Musa Kolo');
  });

  it('refuses bad input and a bad image', async () => {
    const bad = await call(t, {
      method: 'PATCH',
      url: '/api/artist/profile',
      payload: { displayName: '', contactEmail: 'not-an-email', genre: 'Jazz' },
      token: fatima.token,
    });
    const body = expectErrorBody(bad, 400) as { fields?: Record<string, string> };
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['contactEmail', 'displayName', 'genre']);
    expectErrorBody(
      await sendForm('PUT', '/api/artist/profile/avatar', fatima.token, [
        { name: 'avatar', filename: 'a.png', type: 'image/png', data: f.image.gif },
      ]),
      415,
      'INVALID_IMAGE_TYPE',
    );
    expectErrorBody(await sendForm('PUT', '/api/artist/profile/avatar', fatima.token, []), 400, 'MISSING_IMAGE');
    // An admin has no artist profile of their own.
    expectErrorBody(
      await call(t, { method: 'GET', url: '/api/artist/profile', token: admin.token }),
      404,
      'PROFILE_NOT_FOUND',
    );
  });
});

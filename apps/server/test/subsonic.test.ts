import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SubsonicAPI } from 'subsonic-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { asSubsonic116 } from './helpers/opensubsonic-xml.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';
import { sharedXsd, xmllint } from './helpers/xml-schemas.js';

/**
 * The Subsonic / OpenSubsonic API at /rest and the app keys it accepts: keys shown once,
 * kept sealed, revoked at once; every XML answer valid against Subsonic's schema (1.16.1, from
 * the Airsonic sources, read from shared/xsd); the npm subsonic-api client through a session;
 * access protocols as on the web.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
let listener: SignedInUser;
let key: string;
let base: string;
const songs: { id: string; title: string }[] = [];

const newKey = async (who: SignedInUser, name = 'My phone') => {
  const res = await call(t, { method: 'POST', url: '/api/me/app-keys', token: who.token, payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; key: string };
};

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp({ publicUrl: 'https://music.nupe.example' }), makeFixtures()]);
  [admin, staff, listener] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'staff'),
    createUser(t, 'listener', 'Amina Listener'),
  ]);
  for (const [title, genre] of [
    ['Ẹ̀yàgí Zikiri', 'Zikiri'],
    ['Bida Market Mix', 'Dj'],
    ['How Tsoede Crossed the River', 'Histories'],
  ] as const) {
    songs.push({ title, id: (await uploadSong(t, admin.token, f, { title, genre })).id });
  }
  key = (await newKey(listener)).key;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

const rest = async (
  method: string,
  params: Record<string, string | string[]> = {},
  auth: Record<string, string> = { apiKey: key },
) => {
  const qs = new URLSearchParams({ v: '1.16.1', c: 'nupe-test', ...auth });
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) qs.append(k, one);
  return call(t, { method: 'GET', url: `/rest/${method}?${qs}` });
};
const json = async (method: string, params: Record<string, string | string[]> = {}, auth?: Record<string, string>) =>
  (await rest(method, { ...params, f: 'json' }, auth)).json()['subsonic-response'];
const validXml = (xml: string) =>
  expect(xmllint(asSubsonic116(xml), sharedXsd('subsonic', 'subsonic-rest-api.xsd'))).toBeNull();

describe('app keys', () => {
  it('are shown once, listed with their last use, and revoked at once', async () => {
    const created = await newKey(listener, 'Tablet');
    expect(created.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = (await call(t, { method: 'GET', url: '/api/me/app-keys', token: listener.token })).json();
    expect(listed.connect).toEqual({ server: 'https://music.nupe.example', username: listener.phone });
    const tablet = listed.keys.find((k: { id: string }) => k.id === created.id);
    expect(tablet).toEqual({ id: created.id, name: 'Tablet', createdAt: expect.any(String), lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect((await json('ping', {}, { apiKey: created.key })).status).toBe('ok');
    const used = (await call(t, { method: 'GET', url: '/api/me/app-keys', token: listener.token })).json();
    expect(used.keys.find((k: { id: string }) => k.id === created.id).lastUsedAt).not.toBeNull();
    // Nobody else may revoke it; its owner can, and the next request is refused.
    expect(
      (await call(t, { method: 'DELETE', url: `/api/me/app-keys/${created.id}`, token: staff.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, { method: 'DELETE', url: `/api/me/app-keys/${created.id}`, token: listener.token })).statusCode,
    ).toBe(200);
    expect(await json('ping', {}, { apiKey: created.key })).toMatchObject({ status: 'failed', error: { code: 44 } });
    expect(await json('ping', {}, { u: listener.phone, p: created.key })).toMatchObject({
      status: 'failed',
      error: { code: 40 },
    });
  });

  it('refuse a nameless key and an eleventh; the key is sealed in the database', async () => {
    const other = await createUser(t, 'listener');
    expect(
      (await call(t, { method: 'POST', url: '/api/me/app-keys', token: other.token, payload: { name: ' ' } }))
        .statusCode,
    ).toBe(400);
    const keys = [];
    for (let i = 0; i < 10; i++) keys.push(await newKey(other, `Device ${i}`));
    const eleventh = await call(t, {
      method: 'POST',
      url: '/api/me/app-keys',
      token: other.token,
      payload: { name: 'One more' },
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().code).toBe('TOO_MANY_APP_KEYS');
    const rows = await t.app.database.db.execute(
      `select sealed, digest from app_keys where name = 'Device 0'` as never,
    );
    expect(JSON.stringify(rows)).not.toContain(keys[0]?.key);
  });
});

describe('authentication on /rest', () => {
  it('accepts the key as apiKey, as p (plain and enc:) and as an md5 token; never the account password', async () => {
    const salt = 'c19b2d';
    const token = createHash('md5')
      .update(key + salt)
      .digest('hex');
    for (const auth of <Record<string, string>[]>[
      { apiKey: key },
      { u: listener.phone, p: key },
      { u: listener.phone.replace('+234', '0'), p: `enc:${Buffer.from(key).toString('hex')}` },
      { u: listener.phone, t: token, s: salt },
    ]) {
      expect((await json('ping', {}, auth)).status, JSON.stringify(auth)).toBe('ok');
    }
    expect((await json('ping', {}, { u: listener.phone, p: listener.password })).error).toEqual({
      code: 40,
      message: 'Wrong username or app key.',
    });
  });

  it('answers a wrong key with 40 whether or not the account exists, and the protocol errors with their codes', async () => {
    const known = await json('ping', {}, { u: listener.phone, p: 'not-the-key' });
    const unknown = await json('ping', {}, { u: '0809 000 0000', p: 'not-the-key' });
    expect(known.error).toEqual(unknown.error);
    expect(known.error.code).toBe(40);
    expect((await json('ping', {}, { apiKey: key, u: listener.phone })).error.code).toBe(43);
    expect((await json('ping', {}, { apiKey: 'nope' })).error.code).toBe(44);
    expect((await json('ping', {}, {})).error.code).toBe(10);
    expect((await json('getSong', {})).error.code).toBe(10);
    expect((await json('getSong', { id: '00000000-0000-4000-8000-000000000000' })).error.code).toBe(70);
    expect((await json('noSuchMethod')).error.code).toBe(70);
    // No authentication for the extensions list.
    const ext = await json('getOpenSubsonicExtensions', {}, {});
    expect(ext.openSubsonic).toBe(true);
    expect(ext.openSubsonicExtensions.map((e: { name: string }) => e.name)).toContain('apiKeyAuthentication');
  });

  it('counts failed attempts like sign-ins: past the limit even the right key waits', async () => {
    const limited = await createTestApp({ authRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const who = await createUser(limited, 'listener');
      const made = await call(limited, {
        method: 'POST',
        url: '/api/me/app-keys',
        token: who.token,
        payload: { name: 'Phone' },
      });
      const good = made.json().key as string;
      const ping = async (p: string) =>
        (
          await call(limited, {
            method: 'GET',
            url: `/rest/ping?${new URLSearchParams({ v: '1.16.1', c: 't', f: 'json', u: who.phone, p })}`,
          })
        ).json()['subsonic-response'];
      expect((await ping(good)).status).toBe('ok');
      for (let i = 0; i < 3; i++) expect((await ping('wrong')).error.code).toBe(40);
      const refused = await ping('wrong');
      expect(refused.error).toEqual({ code: 40, message: 'Too many failed attempts: wait a few minutes.' });
    } finally {
      await limited.close();
    }
  });

  it('answers JSONP only to a function name', async () => {
    const ok = await rest('ping', { f: 'jsonp', callback: 'handle.ping' });
    expect(ok.body).toMatch(/^handle\.ping\(\{"subsonic-response":\{"status":"ok"/);
    expect(ok.headers['content-type']).toMatch(/^text\/javascript/);
    const bad = await rest('ping', { f: 'jsonp', callback: 'alert(1)//' });
    expect(bad.json()['subsonic-response'].error.code).toBe(10);
  });
});

describe('the catalogue through /rest', () => {
  it('answers every endpoint with XML valid against the Subsonic schema, with and without .view', async () => {
    const [zikiri] = songs as [(typeof songs)[0]];
    const artist = (await json('getArtists')).artists.index.flatMap((i: { artist: { id: string }[] }) => i.artist)[0]
      .id as string;
    const album = (await json('getArtist', { id: artist })).artist.album[0].id as string;
    const playlist = (await json('createPlaylist', { name: 'For the schema' })).playlist.id as string;
    const calls: [string, Record<string, string>][] = [
      ['ping', {}],
      ['getLicense', {}],
      ['getOpenSubsonicExtensions', {}],
      ['getMusicFolders', {}],
      ['getIndexes', {}],
      ['getMusicDirectory', { id: artist }],
      ['getMusicDirectory', { id: album }],
      ['getArtists', {}],
      ['getArtist', { id: artist }],
      ['getAlbum', { id: album }],
      ['getSong', { id: zikiri.id }],
      ['getGenres', {}],
      ['getAlbumList', { type: 'newest' }],
      ['getAlbumList2', { type: 'alphabeticalByName', size: '5' }],
      ['getAlbumList2', { type: 'byGenre', genre: 'DJ mixes' }],
      ['getRandomSongs', { size: '2' }],
      ['getSongsByGenre', { genre: 'Zikiri' }],
      ['getStarred', {}],
      ['getStarred2', {}],
      ['search2', { query: 'Bida' }],
      ['search3', { query: '' }],
      ['getUser', { username: listener.phone }],
      ['getPlaylists', {}],
      ['createPlaylist', { name: 'Evening Zikiri', songId: zikiri.id }],
      ['getPlaylist', { id: playlist }],
      ['updatePlaylist', { playlistId: playlist, comment: 'For the evening' }],
      ['setRating', { id: zikiri.id, rating: '4' }],
      ['savePlayQueue', { id: zikiri.id, current: zikiri.id, position: '1200' }],
      ['getPlayQueue', {}],
      ['getPodcasts', {}],
      ['getInternetRadioStations', {}],
      ['getBookmarks', {}],
      ['getSimilarSongs2', { id: zikiri.id }],
      ['getTopSongs', { artist: 'x' }],
      ['getArtistInfo2', { id: artist }],
      ['getAlbumInfo2', { id: album }],
      ['getNowPlaying', {}],
      ['star', { id: zikiri.id }],
      ['scrobble', { id: zikiri.id }],
      ['getSong', { id: 'nope' }],
    ];
    for (const [method, params] of calls) {
      for (const name of [method, `${method}.view`]) {
        const res = await rest(name, params);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/xml/);
        // The 1.16.1 schema types playQueue's `current` as xs:int, a relic of numeric ids: every
        // other id there is a string, and OpenSubsonic made this one a string too (ours are uuids).
        validXml(method === 'getPlayQueue' ? res.body.replace(/ current="[0-9a-f-]{36}"/, '') : res.body);
        if (method !== 'getSong' || params.id !== 'nope') expect(res.body, name).toContain('status="ok"');
      }
    }
  });

  it('streams the song with Range, the renditions by maxBitRate, and the original for download', async () => {
    const [zikiri] = songs as [(typeof songs)[0]];
    const qs = new URLSearchParams({ v: '1.16.1', c: 'nupe-test', apiKey: key, id: zikiri.id });
    const whole = await call(t, { method: 'GET', url: `/rest/stream?${qs}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    const range = await call(t, { method: 'GET', url: `/rest/stream.view?${qs}`, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
    expect(range.rawPayload).toEqual(whole.rawPayload.subarray(0, 100));
    const download = await call(t, { method: 'GET', url: `/rest/download?${qs}` });
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(download.rawPayload).toEqual(whole.rawPayload);
    const cover = await call(t, {
      method: 'GET',
      url: `/rest/getCoverArt?${qs.toString().replace(`id=${zikiri.id}`, `id=co-${zikiri.id}`)}&size=160`,
    });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
  });

  it('gives each caller only what their access allows, as the web does', async () => {
    const community = await uploadSong(t, admin.token, f, { title: 'Community only chant' });
    const staffOnly = await uploadSong(t, admin.token, f, { title: 'Staff only sermon' });
    await call(t, {
      method: 'PATCH',
      url: `/api/songs/${community.id}/access`,
      token: staff.token,
      payload: { level: 'community' },
    });
    await call(t, {
      method: 'PATCH',
      url: `/api/songs/${staffOnly.id}/access`,
      token: staff.token,
      payload: { level: 'staff' },
    });
    const staffKey = (await newKey(staff)).key;
    const titles = async (apiKey: string) =>
      (
        (await json('search3', { query: '', songCount: '500' }, { apiKey })).searchResult3.song as { title: string }[]
      ).map((s) => s.title);
    expect(await titles(key)).toContain('Community only chant');
    expect(await titles(key)).not.toContain('Staff only sermon');
    expect(await titles(staffKey)).toContain('Staff only sermon');
    expect((await json('getSong', { id: staffOnly.id })).error.code).toBe(70);
    const stream = await rest('stream', { id: staffOnly.id, f: 'json' });
    expect(stream.json()['subsonic-response'].error.code).toBe(70);
    // Removed: gone from /rest at once.
    await call(t, {
      method: 'DELETE',
      url: '/api/artist/delete-song',
      token: admin.token,
      payload: { songId: community.id },
    });
    expect(await titles(key)).not.toContain('Community only chant');
  });
});

describe('playlists, ratings and the play queue through /rest', () => {
  it('are the same playlists as /listen: created, edited by index, renamed, made public, deleted', async () => {
    const [a, b, c] = songs.map((s) => s.id) as [string, string, string];
    const made = (await json('createPlaylist', { name: 'Road to Bida', songId: [a, b, c] })).playlist;
    expect(made).toMatchObject({ name: 'Road to Bida', songCount: 3, owner: listener.phone, public: false });
    expect(made.entry.map((e: { id: string }) => e.id)).toEqual([a, b, c]);
    const web = (await call(t, { method: 'GET', url: `/api/playlists/${made.id}`, token: listener.token })).json();
    expect(web.playlist.songs.map((s: { id: string }) => s.id)).toEqual([a, b, c]);
    // Remove the second, add the first again at the end; rename, describe and share it.
    expect(
      (
        await json('updatePlaylist', {
          playlistId: made.id,
          songIndexToRemove: '1',
          songIdToAdd: a,
          name: 'Road to Bida and back',
          comment: 'Songs for the drive',
          public: 'true',
        })
      ).status,
    ).toBe('ok');
    const after = (await json('getPlaylist', { id: made.id })).playlist;
    expect(after.entry.map((e: { id: string }) => e.id)).toEqual([a, c, a]);
    expect(after).toMatchObject({ name: 'Road to Bida and back', comment: 'Songs for the drive', public: true });
    expect((await json('getPlaylists')).playlists.playlist.map((p: { id: string }) => p.id)).toContain(made.id);
    // createPlaylist with playlistId replaces the songs.
    const replaced = (await json('createPlaylist', { playlistId: made.id, songId: [c] })).playlist;
    expect(replaced.entry.map((e: { id: string }) => e.id)).toEqual([c]);

    // Another listener may read the public list but not change or delete it (50), nor see a private one (70).
    const otherKey = (await newKey(await createUser(t, 'listener'))).key;
    expect((await json('getPlaylist', { id: made.id }, { apiKey: otherKey })).playlist.owner).toBe('Amina');
    expect(
      (await json('updatePlaylist', { playlistId: made.id, name: 'Mine now' }, { apiKey: otherKey })).error.code,
    ).toBe(50);
    expect((await json('deletePlaylist', { id: made.id }, { apiKey: otherKey })).error.code).toBe(50);
    const secret = (await json('createPlaylist', { name: 'Private' })).playlist.id;
    expect((await json('getPlaylist', { id: secret }, { apiKey: otherKey })).error.code).toBe(70);
    expect((await json('getPlaylist', { id: 'nope' })).error.code).toBe(70);
    // A song the caller may not hear cannot be added.
    expect((await json('updatePlaylist', { playlistId: made.id, songIdToAdd: made.id })).status).toBe('failed');

    expect((await json('deletePlaylist', { id: made.id })).status).toBe('ok');
    expect((await call(t, { method: 'GET', url: `/api/playlists/${made.id}` })).statusCode).toBe(404);
  });

  it('keeps ratings per listener and the play queue between devices', async () => {
    const [a, b] = songs.map((s) => s.id) as [string, string];
    expect((await json('setRating', { id: a, rating: '5' })).status).toBe('ok');
    expect((await json('getSong', { id: a })).song.userRating).toBe(5);
    expect((await json('setRating', { id: a, rating: '0' })).status).toBe('ok');
    expect((await json('getSong', { id: a })).song.userRating).toBeUndefined();
    expect((await json('setRating', { id: a, rating: '6' })).error.code).toBe(0);
    expect((await json('setRating', { id: a })).error.code).toBe(10);

    await json('savePlayQueue', { id: [a, b], current: b, position: '61500' }, { apiKey: key });
    const phoneKey = (await newKey(listener, 'Second phone')).key;
    const queue = (await json('getPlayQueue', {}, { apiKey: phoneKey })).playQueue;
    expect(queue).toMatchObject({ current: b, position: 61500, changedBy: 'nupe-test' });
    expect(queue.entry.map((e: { id: string }) => e.id)).toEqual([a, b]);
    await json('savePlayQueue', {});
    expect((await json('getPlayQueue')).playQueue).toMatchObject({ changedBy: '', entry: [] });
  });
});

describe('a session of the npm subsonic-api client (JSON)', () => {
  it('pings, browses artist → album → song, syncs everything with search3, streams a range, stars, scrobbles', async () => {
    const api = new SubsonicAPI({ url: base, auth: { username: listener.phone, password: key } });
    expect((await api.ping()).status).toBe('ok');
    const { artists } = await api.getArtists();
    const first = artists.index?.[0]?.artist?.[0];
    expect(first).toBeDefined();
    const { artist } = await api.getArtist({ id: first?.id as string });
    const { album } = await api.getAlbum({ id: artist.album?.[0]?.id as string });
    const song = album.song?.[0];
    expect(song?.title).toBeTruthy();
    // A full sync in pages, as Symfonium does.
    const seen = new Set<string>();
    for (let offset = 0; ; offset += 2) {
      const { searchResult3 } = await api.search3({
        query: '',
        songCount: 2,
        songOffset: offset,
        artistCount: 0,
        albumCount: 0,
      });
      const page = searchResult3.song ?? [];
      for (const s of page) seen.add(s.id);
      if (page.length < 2) break;
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    const res = await api.stream({ id: song?.id as string });
    expect(res.status).toBe(200);
    await api.star({ id: song?.id as string });
    const { starred2 } = await api.getStarred2();
    expect(starred2.song?.map((s) => s.id)).toContain(song?.id);
    await api.scrobble({ id: song?.id as string, submission: true });
    const after = (await call(t, { method: 'GET', url: `/api/songs/${song?.id}` })).json().song.playCount;
    expect(after).toBeGreaterThan(0);
    // A playlist made and edited, and the song's lyrics (the archive's transcript layers).
    const { playlist } = await api.createPlaylist({ name: 'From the app', songId: [song?.id as string] });
    await api.updatePlaylist({ playlistId: playlist.id, name: 'From the app, renamed' });
    expect((await api.getPlaylist({ id: playlist.id })).playlist).toMatchObject({
      name: 'From the app, renamed',
      songCount: 1,
    });
    const { lyricsList } = await api.getLyricsBySongId({ id: song?.id as string });
    // (the client types lyricsList as an array; OpenSubsonic answers { structuredLyrics: [...] })
    expect((lyricsList as unknown as { structuredLyrics: unknown[] }).structuredLyrics).toEqual([]);
    // And with the key as OpenSubsonic's apiKey.
    const keyed = new SubsonicAPI({ url: base, auth: { apiKey: key } });
    expect((await keyed.getSong({ id: song?.id as string })).song.id).toBe(song?.id);
  });
});

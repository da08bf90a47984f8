import { lagosDate, lagosDayStart } from '@nupe/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { songs } from '../src/db/schema/index.js';
import { listedFor, songScope } from '../src/repositories/song-scopes.js';
import { type Fixtures, makeFixtures, uniqueMp3 } from './fixtures/media.js';
import { filesUnder, rowCounts, sendUpload, uploadSong } from './helpers/catalogue.js';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
} from './helpers/test-app.js';

/**
 * Access protocols and duplicates: who may see an item (level, named group, seasons),
 * enforced by one rule on every surface; Traditional Knowledge labels on the item; and an
 * upload of a recording already in the archive.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
let artist: SignedInUser;
let listener: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  [admin, staff, artist, listener, member] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'staff'),
    createUser(t, 'artist'),
    createUser(t, 'listener'),
    createUser(t, 'listener', 'Zikiri circle member'),
  ]);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});
afterEach(() => {
  vi.useRealTimers();
});

const setAccess = (songId: string, payload: object, token = staff.token) =>
  call(t, { method: 'PATCH', url: `/api/songs/${songId}/access`, token, payload });

async function newGroup(name: string, members: SignedInUser[] = []) {
  const res = await call(t, { method: 'POST', url: '/api/staff/access-groups', token: staff.token, payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().group.id as string;
  for (const m of members) {
    const added = await call(t, {
      method: 'POST',
      url: `/api/staff/access-groups/${id}/members`,
      token: staff.token,
      payload: { phone: m.phone },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  return id;
}

/** Each caller's music-app key, made once. */
const appKeys = new Map<string, string>();
/**
 * Whether a signed-in caller meets the item in a music app (/rest, #17): getSong, search3 and
 * stream must all agree. Anonymous callers have no /rest at all (every call needs a key).
 */
async function inMusicApp(song: { id: string }, title: string, caller: SignedInUser): Promise<boolean> {
  let apiKey = appKeys.get(caller.id);
  if (!apiKey) {
    const made = await call(t, {
      method: 'POST',
      url: '/api/me/app-keys',
      token: caller.token,
      payload: { name: 'Phone' },
    });
    apiKey = made.json().key as string;
    appKeys.set(caller.id, apiKey);
  }
  const rest = (method: string, params: Record<string, string>) =>
    call(t, {
      method: 'GET',
      url: `/rest/${method}?${new URLSearchParams({ v: '1.16.1', c: 'access-test', f: 'json', apiKey, ...params })}`,
    });
  const got = (await rest('getSong', { id: song.id })).json()['subsonic-response'].status === 'ok';
  const found = JSON.stringify((await rest('search3', { query: title, songCount: '100' })).json()).includes(song.id);
  const streamed = String((await rest('stream', { id: song.id })).headers['content-type']).startsWith('audio/');
  return got && found && streamed
    ? true
    : !got && !found && !streamed
      ? false
      : Promise.reject(new Error(`/rest disagrees with itself: ${got} ${found} ${streamed}`));
}

/** Where a caller meets an item: its page, the list, search, shelves, their library, stream, download, a music app. */
async function surfaces(song: { id: string }, title: string, caller?: SignedInUser) {
  const token = caller?.token;
  const get = (url: string) => call(t, { method: 'GET', url, token });
  const ids = (body: { songs?: { id: string }[] }) => {
    if (!body.songs) throw new Error(`not a list: ${JSON.stringify(body)}`);
    return body.songs.map((s) => s.id);
  };
  if (caller) await call(t, { method: 'PUT', url: `/api/songs/${song.id}/like`, token });
  return {
    page: (await get(`/api/songs/${song.id}`)).statusCode,
    listed: ids((await get('/api/songs?limit=100')).json()).includes(song.id),
    searched: ids((await get(`/api/songs?q=${encodeURIComponent(title)}`)).json()).includes(song.id),
    shelved: JSON.stringify((await get('/api/songs/shelves')).json()).includes(song.id),
    liked: caller ? ids((await get('/api/me/likes')).json()).includes(song.id) : false,
    stream: (await get(`/api/songs/${song.id}/stream`)).statusCode,
    download: (await get(`/api/songs/${song.id}/download`)).statusCode,
    musicApp: caller ? await inMusicApp(song, title, caller) : false,
  };
}
const open = (liked: boolean) => ({
  page: 200,
  listed: true,
  searched: true,
  shelved: true,
  liked,
  stream: 200,
  download: 200,
  // Liked means signed in here: only a signed-in caller has a music app's key.
  musicApp: liked,
});
/**
 * What an OAI-PMH harvest gives of an item: nothing, a deleted header, or its record. A
 * harvested copy outlives any season or protocol, so only items open to all are harvested.
 */
async function harvested(song: { id: string }, title: string): Promise<'absent' | 'deleted' | 'record'> {
  let xml = '';
  let query = 'verb=ListRecords&metadataPrefix=oai_dc';
  for (;;) {
    const page = (await call(t, { method: 'GET', url: `/oai?${query}` })).body;
    xml += page;
    const next = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(page)?.[1];
    if (!next) break;
    query = `verb=ListRecords&resumptionToken=${encodeURIComponent(next)}`;
  }
  const at = xml.indexOf(`song/${song.id}</identifier>`);
  if (at < 0) {
    expect(xml).not.toContain(title);
    return 'absent';
  }
  const record = xml.slice(xml.lastIndexOf('<header', at), xml.indexOf('</record>', at));
  if (record.startsWith('<header status="deleted">')) {
    expect(xml).not.toContain(title);
    return 'deleted';
  }
  expect(record).toContain(title);
  return 'record';
}
const closed = {
  page: 404,
  listed: false,
  searched: false,
  shelved: false,
  liked: false,
  stream: 404,
  download: 404,
  musicApp: false,
};

describe('access protocols', () => {
  it('a community item is for signed-in listeners; a group item for its members; a staff item for staff', async () => {
    const groupId = await newGroup('Bida Zikiri circle', [member]);
    const community = await uploadSong(t, admin.token, f, { title: 'Community gathering song' });
    const circle = await uploadSong(t, admin.token, f, { title: 'Circle Zikiri chant' });
    const staffOnly = await uploadSong(t, admin.token, f, { title: 'Staff only preaching' });
    expect((await setAccess(community.id, { level: 'community', labels: ['tk_co'] })).statusCode).toBe(200);
    const set = await setAccess(circle.id, { level: 'group', group: groupId, labels: ['tk_ss', 'tk_a'] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().song.access).toEqual({
      level: 'group',
      group: { id: groupId, name: 'Bida Zikiri circle' },
      labels: [
        {
          code: 'tk_ss',
          name: 'TK Secret / Sacred',
          text: 'Sacred knowledge, open only to those the community has chosen. Do not pass it on.',
        },
        {
          code: 'tk_a',
          name: 'TK Attribution',
          text: 'Credit the community and the people named with this recording whenever it is used or shared.',
        },
      ],
      seasons: [],
    });
    expect((await setAccess(staffOnly.id, { level: 'staff' })).statusCode).toBe(200);

    expect(await surfaces(community, 'Community gathering song')).toEqual(closed);
    expect(await surfaces(community, 'Community gathering song', listener)).toEqual(open(true));

    expect(await surfaces(circle, 'Circle Zikiri chant')).toEqual(closed);
    expect(await surfaces(circle, 'Circle Zikiri chant', listener)).toEqual(closed);
    expect(await surfaces(circle, 'Circle Zikiri chant', artist)).toEqual(closed);
    expect(await surfaces(circle, 'Circle Zikiri chant', member)).toEqual(open(true));

    expect(await surfaces(staffOnly, 'Staff only preaching', member)).toEqual(closed);
    expect(await surfaces(staffOnly, 'Staff only preaching', staff)).toEqual(open(true));
    // Never harvested: not even the signed-in community's items leave through /oai.
    expect(await harvested(community, 'Community gathering song')).toBe('absent');
    expect(await harvested(circle, 'Circle Zikiri chant')).toBe('absent');
    expect(await harvested(staffOnly, 'Staff only preaching')).toBe('absent');

    // Leaving the group closes the item to them at once.
    const removed = await call(t, {
      method: 'DELETE',
      url: `/api/staff/access-groups/${groupId}/members/${member.id}`,
      token: staff.token,
    });
    expect(removed.json()).toMatchObject({ message: 'Member removed.', members: [] });
    expect(await surfaces(circle, 'Circle Zikiri chant', member)).toEqual(closed);
  });

  it("a member's browser fetches the item's media with the key in its addresses; the key is no bearer token", async () => {
    const groupId = await newGroup('Kakaki players', [member]);
    const song = await uploadSong(t, admin.token, f, { title: 'Kakaki fanfare' });
    await setAccess(song.id, { level: 'group', group: groupId });
    const view = (await call(t, { method: 'GET', url: `/api/songs/${song.id}`, token: member.token })).json().song;
    const key = new URL(view.streamUrl, 'http://x').searchParams.get('key') as string;
    expect(key).toBeTruthy();
    // As <audio> and <img> ask: no Authorization header, only the address.
    for (const url of [view.streamUrl, view.downloadUrl, view.audioUrl, view.coverUrl, view.coverUrls.lg]) {
      const res = await call(t, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^private/);
    }
    // Without the key, with a forged one or with a non-member's, the addresses are 404s.
    const bare = view.streamUrl.replace(/\?key=.*/, '');
    expect((await call(t, { method: 'GET', url: bare })).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: `${bare}?key=forged.key.value` })).statusCode).toBe(404);
    const outsiderKey = await t.app.tokens.signMedia(listener.id);
    expect((await call(t, { method: 'GET', url: `${bare}?key=${outsiderKey}` })).statusCode).toBe(404);
    // The key opens media routes only: as a bearer token it is refused.
    expect((await call(t, { method: 'GET', url: '/api/users/me', token: key })).statusCode).toBe(401);
    // Public songs keep plain, shareable addresses.
    const plain = await uploadSong(t, admin.token, f, { title: 'Open song' });
    const plainView = (await call(t, { method: 'GET', url: `/api/songs/${plain.id}`, token: member.token })).json()
      .song;
    expect(plainView.streamUrl).toBe(`/api/songs/${plain.id}/stream`);
  });

  it('a seasonal item opens and closes with the clock (in Nigeria’s days)', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Ramadan wazi' });
    expect(await harvested(song, 'Ramadan wazi')).toBe('record');
    // A one-day window, tomorrow in Lagos (sign-in tokens last a day: the clock moves less).
    const tomorrow = lagosDate(1);
    const seasons = [{ name: 'Eid day', from: tomorrow, to: tomorrow }];
    const set = await setAccess(song.id, { level: 'public', labels: ['tk_s'], seasons });
    expect(set.json().song.access.seasons).toEqual(seasons);
    // Nigeria keeps UTC+1 all year: its midnight opening day D is 23:00 UTC the day before.
    const opens = lagosDayStart(tomorrow);
    expect(opens.toISOString().slice(11, 16)).toBe('23:00');
    const closes = new Date(opens.getTime() + 86_400_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = async (instant: Date, who?: SignedInUser) => {
      vi.setSystemTime(instant);
      return (await call(t, { method: 'GET', url: `/api/songs/${song.id}`, token: who?.token })).statusCode;
    };
    const minuteBefore = (d: Date) => new Date(d.getTime() - 60_000);
    expect(await at(minuteBefore(opens))).toBe(404); // 23:59 the day before
    expect(await surfaces(song, 'Ramadan wazi', listener)).toEqual(closed);
    // Staff keep the archive whatever the season.
    expect(await at(minuteBefore(opens), staff)).toBe(200);
    expect(await at(opens)).toBe(200); // midnight: the season opens
    expect(await surfaces(song, 'Ramadan wazi')).toEqual(open(false));
    // In season it streams, but a harvest would keep it past the season: deleted for harvesters.
    expect(await harvested(song, 'Ramadan wazi')).toBe('deleted');
    expect(await at(minuteBefore(closes))).toBe(200); // its last minute
    expect(await at(closes)).toBe(404); // closed again
    expect(await surfaces(song, 'Ramadan wazi')).toEqual(closed);
  });

  it('the rule in SQL and on a loaded row agree, for every level, caller and day', async () => {
    const groupId = await newGroup('Agreement circle', [member]);
    const ids: string[] = [];
    const cases = [
      { level: 'public' },
      { level: 'community' },
      { level: 'group', group: groupId },
      { level: 'staff' },
      { level: 'public', seasons: [{ name: 'Harmattan', from: '12-20', to: '01-05' }] },
      { level: 'community', seasons: [{ name: 'Rains', from: '06-01', to: '06-30' }] },
      { level: 'group', group: groupId, seasons: [{ name: 'Sallah 2027', from: '2027-03-10', to: '2027-03-12' }] },
    ];
    for (const [i, access] of cases.entries()) {
      const song = await uploadSong(t, admin.token, f, { title: `Agreement ${i}` });
      expect((await setAccess(song.id, access)).statusCode).toBe(200);
      ids.push(song.id);
    }
    const db = t.app.database.db;
    const rows = await db.select().from(songs).where(inArray(songs.id, ids));
    const viewers = [null, listener, member, artist, staff].map((u) => (u ? { id: u.id, role: u.role } : null));
    for (const day of ['2026-12-19', '2026-12-20', '2027-01-05', '2027-01-06', '2027-03-11', '2027-06-15']) {
      for (const viewer of viewers) {
        const inSql = (await db.select({ id: songs.id }).from(songs).where(songScope.listedFor(viewer, day)))
          .map((r) => r.id)
          .filter((id) => ids.includes(id))
          .sort();
        const onRows = rows
          .filter((r) => listedFor(r, viewer, viewer?.id === member.id, day))
          .map((r) => r.id)
          .sort();
        expect(inSql, `${viewer?.role ?? 'anonymous'} on ${day}`).toEqual(onRows);
      }
    }
    // And the sample is not trivial: on a wet June day a listener sees the community item only.
    const june = rows.filter((r) => listedFor(r, { id: listener.id, role: 'listener' }, false, '2027-06-15'));
    expect(june.map((r) => r.title).sort()).toEqual(['Agreement 0', 'Agreement 1', 'Agreement 5']);
  });

  it('refuses bad access with a clear message and changes nothing; listeners and artists may not set it', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Kept as it was' });
    const groupId = await newGroup('Refusal circle');
    const cases: [object, string][] = [
      [{ level: 'secret' }, 'Level must be public, community, group or staff.'],
      [{ level: 'group' }, 'Choose the group that may see this item.'],
      [{ level: 'community', group: groupId }, 'Only a group item names a group.'],
      [{ level: 'public', labels: ['tk_zz'] }, 'Unknown label.'],
      [{ level: 'public', labels: ['tk_a', 'tk_a'] }, 'Each label may appear once.'],
      [
        { level: 'public', seasons: [{ name: 'Bad', from: '2027-02-30', to: '2027-03-01' }] },
        'Season dates must be days such as 2027-02-08, or 12-20 for every year.',
      ],
      [{ level: 'public', seasons: [{ name: '', from: '01-01', to: '01-02' }] }, 'Season name is required.'],
    ];
    for (const [payload, message] of cases) {
      const res = await setAccess(song.id, payload);
      expectErrorBody(res, 400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    const unknownGroup = await setAccess(song.id, { level: 'group', group: '00000000-0000-4000-8000-000000000000' });
    expectErrorBody(unknownGroup, 404, 'GROUP_NOT_FOUND');
    expect((await setAccess(song.id, { level: 'staff' }, artist.token)).statusCode).toBe(403);
    expect((await setAccess(song.id, { level: 'staff' }, listener.token)).statusCode).toBe(403);
    const [row] = await t.app.database.db.select().from(songs).where(eq(songs.id, song.id));
    expect(row).toMatchObject({ accessLevel: 'public', accessGroupId: null, accessLabels: [], accessSeasons: [] });
  });

  it('groups: names are unique, members are accounts, a group in use is kept', async () => {
    const groupId = await newGroup('Family of Mallam Isa');
    const again = await call(t, {
      method: 'POST',
      url: '/api/staff/access-groups',
      token: staff.token,
      payload: { name: 'Family of Mallam Isa' },
    });
    expectErrorBody(again, 409, 'GROUP_NAME_TAKEN');
    const nobody = await call(t, {
      method: 'POST',
      url: `/api/staff/access-groups/${groupId}/members`,
      token: staff.token,
      payload: { phone: '0803 000 0001' },
    });
    expectErrorBody(nobody, 404, 'MEMBER_NOT_FOUND');
    const song = await uploadSong(t, admin.token, f, { title: 'Family praise song' });
    await setAccess(song.id, { level: 'group', group: groupId });
    const listed = (await call(t, { method: 'GET', url: '/api/staff/access-groups', token: staff.token })).json();
    expect(listed.groups.find((g: { id: string }) => g.id === groupId)).toMatchObject({ itemCount: 1, memberCount: 0 });
    expectErrorBody(
      await call(t, { method: 'DELETE', url: `/api/staff/access-groups/${groupId}`, token: staff.token }),
      409,
      'GROUP_IN_USE',
    );
    await setAccess(song.id, { level: 'public' });
    const deleted = await call(t, { method: 'DELETE', url: `/api/staff/access-groups/${groupId}`, token: staff.token });
    expect(deleted.json()).toEqual({ message: 'Group deleted.' });
    expect((await call(t, { method: 'GET', url: '/api/staff/access-groups', token: listener.token })).statusCode).toBe(
      403,
    );
  });
});

describe('duplicates', () => {
  it("the uploader's own recording again is a 409 naming their item, and leaves nothing behind", async () => {
    const data = uniqueMp3(f.audio.mp3);
    const first = await uploadSong(t, artist.token, f, { title: 'Only once', audio: { data } });
    const beforeRows = await rowCounts(t);
    const beforeFiles = filesUnder(t.config.mediaDir);
    const again = await sendUpload(t, artist.token, f, { title: 'Twice', audio: { data } });
    expectErrorBody(again, 409, 'DUPLICATE_UPLOAD');
    expect(again.json()).toMatchObject({
      message: 'You have already uploaded this recording. It is in your songs; choose another file.',
      existing: { id: first.id, title: 'Only once' },
    });
    expect(await rowCounts(t)).toEqual(beforeRows);
    expect(filesUnder(t.config.mediaDir)).toEqual(beforeFiles);
    expect(filesUnder(`${t.config.dataDir}/tmp/uploads`)).toEqual([]);
  });

  it("someone else's recording is let through and flagged to staff, never shown to the uploader", async () => {
    const data = uniqueMp3(f.audio.mp3);
    const theirs = await uploadSong(t, admin.token, f, { title: 'The first deposit', audio: { data } });
    const mine = await uploadSong(t, artist.token, f, { title: 'A copy of it', audio: { data } });
    const issues = (
      await call(t, { method: 'GET', url: '/api/staff/quality?status=open&limit=100', token: staff.token })
    ).json().issues as { kind: string; songId: string; description: string }[];
    const flagged = issues.filter((i) => i.kind === 'possible_duplicate' && i.songId === mine.id);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]?.description).toContain(`“The first deposit” (${theirs.id})`);
    const artistSees = [
      ...(await call(t, { method: 'GET', url: `/api/artist/songs/${mine.id}/issues`, token: artist.token })).json()
        .issues,
      ...(await call(t, { method: 'GET', url: '/api/artist/issues', token: artist.token })).json().issues,
    ] as { kind: string }[];
    expect(artistSees.filter((i) => i.kind === 'possible_duplicate')).toEqual([]);
  });
});

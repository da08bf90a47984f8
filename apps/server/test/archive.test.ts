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
 * Archive descriptions (#14, PRODUCT.md section 9 "Description"): who may describe an item,
 * what is accepted (ISO 639-3, ISO 3166-1, EDTF, OLAC roles and discourse types, NFC text),
 * and the history of every change.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
let artist: SignedInUser;
let other: SignedInUser;
let listener: SignedInUser;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  [admin, staff, artist, other, listener] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'staff', 'Musa Archivist'),
    createUser(t, 'artist', 'Aisha Kutigi'),
    createUser(t, 'artist', 'Other Artist'),
    createUser(t, 'listener'),
  ]);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

const describe_ = (songId: string, token: string | undefined, payload: object) =>
  call(t, { method: 'PATCH', url: `/api/songs/${songId}/archive`, token, payload });
const history = async (songId: string, token = staff.token) =>
  (await call(t, { method: 'GET', url: `/api/songs/${songId}/archive/history`, token })).json().history as {
    at: string;
    by: { id: string; name: string };
    changes: { field: string; before: unknown; after: unknown }[];
  }[];

// "ẹ̀yàgí" typed with combining marks (NFD), as some keyboards send it.
const decomposed = 'e\u0323\u0300ya\u0300gi\u0301';
const full = {
  languages: ['nup', 'eng'],
  recorded: '198X',
  place: { name: 'Bida', region: 'Niger State', country: 'NG', lat: 9.08, lon: 6.01 },
  occasion: 'Zikiri session',
  description: `A Zikiri chant with the word ${decomposed}.`,
  subjects: ['Zikiri', 'devotion'],
  discourseType: 'singing',
  contributors: [
    { name: 'Mallam Isa Bida', role: 'singer' },
    { name: 'Ndako Gboya', role: 'performer', roleDetail: 'kakaki player' },
  ],
  rights: 'Shared by the family for listening and research.',
};

describe('archive descriptions', () => {
  it('a song never described answers null and [], never invented', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Undescribed' });
    expect(song.archive).toEqual({
      languages: [],
      recorded: null,
      place: null,
      occasion: null,
      description: null,
      subjects: [],
      discourseType: null,
      contributors: [],
      rights: null,
      collection: null,
    });
  });

  it('the owning artist describes their item; text is stored NFC; each change is in the history', async () => {
    const song = await uploadSong(t, artist.token, f, { title: 'Described Zikiri' });
    const res = await describe_(song.id, artist.token, full);
    expect(res.statusCode, res.body).toBe(200);
    const archive = res.json().song.archive;
    expect(archive).toMatchObject({
      languages: ['nup', 'eng'],
      recorded: '198X',
      place: { name: 'Bida', region: 'Niger State', country: 'NG', lat: 9.08, lon: 6.01 },
      discourseType: 'singing',
      contributors: [
        { name: 'Mallam Isa Bida', role: 'singer', roleDetail: null },
        { name: 'Ndako Gboya', role: 'performer', roleDetail: 'kakaki player' },
      ],
      collection: null,
    });
    expect(archive.description).toBe(`A Zikiri chant with the word ${decomposed.normalize('NFC')}.`);
    expect(archive.description).toContain('ẹ̀yàgí'.normalize('NFC'));
    expect(archive.description).not.toContain(decomposed);

    // A partial change: only what changed is recorded, newest first; the same value again records nothing.
    await describe_(song.id, staff.token, { occasion: 'Sallah', recorded: '1987~' });
    await describe_(song.id, staff.token, { occasion: 'Sallah' });
    const h = await history(song.id);
    expect(h).toHaveLength(2);
    expect(h[0]?.by).toEqual({ id: staff.id, name: 'Musa Archivist' });
    expect(h[0]?.changes).toEqual([
      { field: 'recorded', before: '198X', after: '1987~' },
      { field: 'occasion', before: 'Zikiri session', after: 'Sallah' },
    ]);
    expect(h[1]?.by.id).toBe(artist.id);
    expect(h[1]?.changes.map((c) => c.field).sort()).toEqual(
      [
        'contributors',
        'description',
        'discourseType',
        'languages',
        'occasion',
        'place',
        'recorded',
        'rights',
        'subjects',
      ].sort(),
    );
  });

  it('refuses codes, dates and roles that are not in their registries, with a clear message, storing nothing', async () => {
    const song = await uploadSong(t, artist.token, f, { title: 'Refused descriptions' });
    const cases: [object, string][] = [
      [{ languages: ['qqq'] }, 'Unknown language code “qqq”: use an ISO 639-3 code such as nup.'],
      [{ languages: ['NUP'] }, 'Each language must be an ISO 639-3 code such as nup.'],
      [
        { recorded: '1987-02-30' },
        '“1987-02-30” is not a date: use EDTF such as 1987-06-14, 1987-06, 1987, 198X, 1987~ or 1987?.',
      ],
      [{ place: { name: 'Bida', country: 'XX' } }, 'Unknown country code “XX”: use an ISO 3166-1 code such as NG.'],
      [
        { contributors: [{ name: 'Ndako', role: 'drummer' }] },
        'Each contributor role must be an OLAC role, such as singer or speaker.',
      ],
      [{ discourseType: 'song' }, 'Discourse type must be an OLAC discourse type, such as singing.'],
      [{ description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters.'],
      [{}, 'Send at least one field to change.'],
      [{ title: 'not an archive field' }, 'Unexpected field "title".'],
    ];
    for (const [payload, message] of cases) {
      const res = await describe_(song.id, artist.token, payload);
      expectErrorBody(res, 400);
      expect(res.json().message, JSON.stringify(payload).slice(0, 80)).toBe(message);
    }
    expect(await history(song.id)).toEqual([]);
    const view = (await call(t, { method: 'GET', url: `/api/songs/${song.id}`, token: artist.token })).json().song;
    expect(view.archive.languages).toEqual([]);
  });

  it('others may not describe: 403 where they see the item, 404 where they may not, 401 signed out', async () => {
    const published = await uploadSong(t, admin.token, f, { title: 'Someone else’s published song' });
    const pending = await uploadSong(t, artist.token, f, { title: 'Pending, the artist’s own' });
    expectErrorBody(await describe_(published.id, other.token, { occasion: 'x' }), 403, 'FORBIDDEN');
    expectErrorBody(await describe_(published.id, listener.token, { occasion: 'x' }), 403, 'FORBIDDEN');
    expectErrorBody(await describe_(pending.id, other.token, { occasion: 'x' }), 404, 'SONG_NOT_FOUND');
    expectErrorBody(await describe_(pending.id, undefined, { occasion: 'x' }), 401);
    expect(
      (await call(t, { method: 'GET', url: `/api/songs/${pending.id}/archive/history`, token: other.token }))
        .statusCode,
    ).toBe(404);
    expect((await describe_(published.id, admin.token, { occasion: 'Radio broadcast' })).statusCode).toBe(200);
  });

  it('collections: staff create one, items join it, the list counts them', async () => {
    const created = await call(t, {
      method: 'POST',
      url: '/api/collections',
      token: staff.token,
      payload: { title: 'Bida Zikiri sessions, 1980s' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().collection.id as string;
    expectErrorBody(
      await call(t, {
        method: 'POST',
        url: '/api/collections',
        token: staff.token,
        payload: { title: 'Bida Zikiri sessions, 1980s' },
      }),
      409,
      'COLLECTION_TITLE_TAKEN',
    );
    expect(
      (await call(t, { method: 'POST', url: '/api/collections', token: artist.token, payload: { title: 'Mine' } }))
        .statusCode,
    ).toBe(403);
    const song = await uploadSong(t, artist.token, f, { title: 'In a collection' });
    const joined = await describe_(song.id, artist.token, { collection: id });
    expect(joined.json().song.archive.collection).toEqual({ id, title: 'Bida Zikiri sessions, 1980s' });
    expectErrorBody(
      await describe_(song.id, artist.token, { collection: '00000000-0000-4000-8000-000000000000' }),
      404,
      'COLLECTION_NOT_FOUND',
    );
    const list = (await call(t, { method: 'GET', url: '/api/collections' })).json().collections as {
      id: string;
      itemCount: number;
    }[];
    expect(list.find((c) => c.id === id)?.itemCount).toBe(1);
  });
});

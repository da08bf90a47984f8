import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { rowCounts, sendUpload, uploadSong } from './helpers/catalogue.js';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
} from './helpers/test-app.js';

/**
 * Archive descriptions: who may describe an item,
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
      describedBy: null,
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
      describedBy: 'Aisha Kutigi',
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

  it('an upload may bring its essentials; a wrong one refuses the whole upload and stores nothing', async () => {
    const essentials = {
      languages: ['nup'],
      recorded: '1987',
      place: { name: 'Bida', country: 'NG' },
      occasion: 'Sallah',
    };
    const song = await uploadSong(t, artist.token, f, {
      title: 'Uploaded with its essentials',
      extra: { archive: JSON.stringify(essentials) },
    });
    expect(song.archive).toMatchObject({
      languages: ['nup'],
      recorded: '1987',
      occasion: 'Sallah',
      place: { name: 'Bida' },
    });
    expect((await history(song.id, artist.token))[0]?.by.id).toBe(artist.id);
    const before = await rowCounts(t);
    const bad = await sendUpload(t, artist.token, f, {
      title: 'Refused with its essentials',
      extra: { archive: JSON.stringify({ ...essentials, languages: ['qqq'] }) },
    });
    expectErrorBody(bad, 400);
    expect(bad.json().message).toBe('Unknown language code “qqq”: use an ISO 639-3 code such as nup.');
    const notJson = await sendUpload(t, artist.token, f, { title: 'Not JSON', extra: { archive: '{languages' } });
    expectErrorBody(notJson, 400);
    expect(await rowCounts(t)).toEqual(before);
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
    const count = async () =>
      (
        (await call(t, { method: 'GET', url: '/api/collections' })).json().collections as {
          id: string;
          itemCount: number;
        }[]
      ).find((c) => c.id === id)?.itemCount;
    // Counted once the public may see it: a pending item is nobody else's to count.
    expect(await count()).toBe(0);
    const published = await call(t, {
      method: 'PATCH',
      url: `/api/admin/songs/${song.id}/status`,
      token: admin.token,
      payload: { published: true },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await count()).toBe(1);
  });
});

describe('transcripts and translations', () => {
  const put = (songId: string, language: string, body: string, token = artist.token, query = '', type = 'text/vtt') =>
    call(t, {
      method: 'PUT',
      url: `/api/songs/${songId}/transcripts/${language}${query}`,
      token,
      payload: body,
      headers: { 'content-type': type },
    });
  // The songs are the artist's, under review: only they (and staff) see them.
  const vtt = (songId: string, language: string, token: string | null = artist.token) =>
    call(t, { method: 'GET', url: `/api/songs/${songId}/transcripts/${language}.vtt`, token: token ?? undefined });

  // As a person might send it: CRLF, a cue id, settings, a NOTE, tone marks typed decomposed.
  const sent = [
    'WEBVTT - Zikiri of Bida',
    '',
    'NOTE recorded in 1987',
    '',
    '1',
    `00:00.100 --> 00:00.900 align:start`,
    `<v Mallam Isa>${decomposed}</v>`,
    '',
    '00:00:01.000 --> 00:00:01.900',
    'Second line',
    '',
  ].join('\r\n');
  const normalised = `WEBVTT\n\n00:00:00.100 --> 00:00:00.900\n<v Mallam Isa>${decomposed.normalize('NFC')}</v>\n\n00:00:01.000 --> 00:00:01.900\nSecond line\n`;

  it('a WebVTT round trip: stored NFC, answered normalised, and the same bytes again after re-import', async () => {
    const song = await uploadSong(t, artist.token, f, { title: 'Transcribed Zikiri' });
    const res = await put(song.id, 'nup', sent, artist.token, '?kind=transcript&status=reviewed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transcripts).toEqual([
      { language: 'nup', kind: 'transcript', status: 'reviewed', cueCount: 2, updatedAt: expect.any(String) },
    ]);
    const first = await vtt(song.id, 'nup');
    expect(first.headers['content-type'], first.body).toBe('text/vtt; charset=utf-8');
    expect(first.body).toBe(normalised);
    await put(song.id, 'nup', first.body, artist.token, '?status=reviewed');
    expect((await vtt(song.id, 'nup')).body).toBe(first.body);

    // A parser nobody here wrote reads our file the same way.
    const { parseText } = await import('media-captions');
    const parsed = await parseText(first.body, { type: 'vtt', strict: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.cues.map((c) => [c.startTime, c.endTime, c.text])).toEqual([
      [0.1, 0.9, `<v Mallam Isa>${decomposed.normalize('NFC')}</v>`],
      [1, 1.9, 'Second line'],
    ]);
  });

  it('plain text is one untimed line a line; its WebVTT keeps them as NOTE untimed blocks', async () => {
    const song = await uploadSong(t, artist.token, f, { title: 'Translated Zikiri' });
    const res = await put(
      song.id,
      'eng',
      'The first line\n\nThe second line\n',
      staff.token,
      '?kind=translation',
      'text/plain',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = (await vtt(song.id, 'eng')).body;
    expect(body).toBe('WEBVTT\n\nNOTE untimed\nThe first line\n\nNOTE untimed\nThe second line\n');
    await put(song.id, 'eng', body, staff.token, '?kind=translation');
    expect((await vtt(song.id, 'eng')).body).toBe(body);
    const list = (
      await call(t, { method: 'GET', url: `/api/songs/${song.id}/transcripts`, token: artist.token })
    ).json().transcripts;
    expect(list).toEqual([
      { language: 'eng', kind: 'translation', status: 'draft', cueCount: 2, updatedAt: expect.any(String) },
    ]);
    const gone = await call(t, { method: 'DELETE', url: `/api/songs/${song.id}/transcripts/eng`, token: artist.token });
    expect(gone.json().transcripts).toEqual([]);
    expect((await vtt(song.id, 'eng')).statusCode).toBe(404);
  });

  it('refuses overlapping, out-of-order and out-of-range times, markup, a wrong header, a 5 MB body and unknown codes; stores nothing', async () => {
    const song = await uploadSong(t, artist.token, f, { title: 'Refused transcripts' });
    const cue = (a: string, b: string, text = 'line') => `${a} --> ${b}\n${text}`;
    const file = (...cues: string[]) => `WEBVTT\n\n${cues.join('\n\n')}\n`;
    const cases: [string, string, string | RegExp][] = [
      [
        'nup',
        file(cue('00:00:00.000', '00:00:01.000'), cue('00:00:00.500', '00:00:01.500')),
        'Line 2 (00:00:00.500): it starts before the line before it ends (out of order or overlapping).',
      ],
      [
        'nup',
        file(cue('00:00:01.000', '00:00:01.500'), cue('00:00:00.000', '00:00:00.500')),
        'Line 2 (00:00:00.000): it starts before the line before it ends (out of order or overlapping).',
      ],
      ['nup', file(cue('00:00:01.000', '00:00:00.500')), 'Line 1 (00:00:01.000): it ends before it starts.'],
      [
        'nup',
        file(cue('00:00:00.000', '00:09:00.000')),
        // The recording's measured length varies by a few milliseconds from one upload to the next.
        /^Line 1 \(00:00:00\.000\): it ends after the recording does \(00:00:02\.0\d\d\)\.$/,
      ],
      [
        'nup',
        file(cue('00:00:00.000', '00:00:01.000', 'hi <script>alert(1)</script>')),
        'Line 4: the text holds markup that is not WebVTT (<script>).',
      ],
      ['nup', 'Not a WebVTT file', 'A WebVTT file starts with the line WEBVTT.'],
      [
        'nup',
        file(cue('00:00:0x.000', '00:00:01.000')),
        'Line 3: “00:00:0x.000” is not a WebVTT time such as 00:01:02.500.',
      ],
      [
        'nup',
        file(cue('00:00:00.000', '00:00:01.000', 'x'.repeat(5 * 1024 * 1024))),
        'A transcript may be at most 1 MB.',
      ],
      [
        'qqq',
        file(cue('00:00:00.000', '00:00:01.000')),
        'Unknown language code “qqq”: use an ISO 639-3 code such as nup.',
      ],
      ['NUP', file(cue('00:00:00.000', '00:00:01.000')), 'The language must be an ISO 639-3 code such as nup.'],
    ];
    for (const [language, body, message] of cases) {
      const res = await put(song.id, language, body);
      expectErrorBody(res, 400);
      expect(res.json().message, String(message)).toMatch(message);
    }
    expect(
      (await call(t, { method: 'GET', url: `/api/songs/${song.id}/transcripts`, token: artist.token })).json(),
    ).toEqual({
      transcripts: [],
    });
  });

  it('only its describers may write a layer; outsiders of a hidden item get 404 on every transcript route', async () => {
    const published = await uploadSong(t, admin.token, f, { title: 'Open transcript' });
    const pending = await uploadSong(t, artist.token, f, { title: 'Hidden transcript' });
    const file = 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nline\n';
    expectErrorBody(await put(published.id, 'nup', file, other.token), 403, 'FORBIDDEN');
    expectErrorBody(await put(published.id, 'nup', file, listener.token), 403, 'FORBIDDEN');
    expect((await put(pending.id, 'nup', file)).statusCode).toBe(200);
    expect((await call(t, { method: 'GET', url: `/api/songs/${pending.id}/transcripts` })).statusCode).toBe(404);
    expect((await vtt(pending.id, 'nup', null)).statusCode).toBe(404);
    expect((await put(pending.id, 'nup', file, other.token)).statusCode).toBe(404);
    expect(
      (await call(t, { method: 'GET', url: `/api/songs/${pending.id}/transcripts/nup.vtt`, token: artist.token }))
        .statusCode,
    ).toBe(200);
  });
});

describe('finding the archive', () => {
  const found = async (query: string) =>
    ((await call(t, { method: 'GET', url: `/api/songs?limit=100&${query}` })).json().songs as { title: string }[])
      .map((s) => s.title)
      .filter((title) => title.startsWith('Find:'))
      .sort();

  it('a word said only in a transcript finds the item, typed with or without tone marks; descriptions too', async () => {
    const said = await uploadSong(t, admin.token, f, { title: 'Find: the one that says it' });
    await uploadSong(t, admin.token, f, { title: 'Find: another' });
    const res = await call(t, {
      method: 'PUT',
      url: `/api/songs/${said.id}/transcripts/nup`,
      token: admin.token,
      payload: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nÈdù ẹ̀yàgí lo\n',
      headers: { 'content-type': 'text/vtt' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await found('q=eyagi')).toEqual(['Find: the one that says it']);
    expect(await found(`q=${encodeURIComponent('ẹ̀yàgí')}`)).toEqual(['Find: the one that says it']);
    expect(await found(`q=${encodeURIComponent('ẹ̀yàgí'.normalize('NFD'))}`)).toEqual(['Find: the one that says it']);
    expect(await found('q=eyag')).toEqual(['Find: the one that says it']); // a word's start is enough
    expect(await found('q=nowhere')).toEqual([]);
    // The number of matches holds on every page, past the last one too.
    const first = (await call(t, { method: 'GET', url: '/api/songs?q=eyagi&limit=1' })).json();
    const beyond = (await call(t, { method: 'GET', url: '/api/songs?q=eyagi&limit=1&page=50' })).json();
    expect(first.total).toBeGreaterThanOrEqual(1);
    expect(beyond).toMatchObject({ songs: [], total: first.total });

    const described = await uploadSong(t, admin.token, f, { title: 'Find: described' });
    await describe_(described.id, admin.token, { description: 'Sung at the Gani festival in Mokwa.' });
    expect(await found('q=gani%20mokwa')).toEqual(['Find: described']);
  });

  it('filters by language, decade, place, occasion and collection', async () => {
    const collection = (
      await call(t, {
        method: 'POST',
        url: '/api/collections',
        token: staff.token,
        payload: { title: 'Find collection' },
      })
    ).json().collection.id as string;
    const a = await uploadSong(t, admin.token, f, { title: 'Find: Bida 1987' });
    const b = await uploadSong(t, admin.token, f, { title: 'Find: Mokwa 1990s' });
    const c = await uploadSong(t, admin.token, f, { title: 'Find: sometime last century' });
    await describe_(a.id, admin.token, {
      languages: ['nup'],
      recorded: '1987-06',
      place: { name: 'Bida', country: 'NG' },
      occasion: 'Sallah',
      collection,
    });
    await describe_(b.id, admin.token, {
      languages: ['hau', 'nup'],
      recorded: '199X',
      place: { name: 'Mokwa', country: 'NG' },
    });
    await describe_(c.id, admin.token, { languages: ['eng'], recorded: '19XX' });
    expect(await found('language=nup')).toEqual(['Find: Bida 1987', 'Find: Mokwa 1990s']);
    expect(await found('language=eng')).toEqual(['Find: sometime last century']);
    expect(await found('decade=1980')).toEqual(['Find: Bida 1987']);
    expect(await found('decade=1990')).toEqual(['Find: Mokwa 1990s']);
    expect(await found('place=mokwa')).toEqual(['Find: Mokwa 1990s']);
    expect(await found('occasion=sallah')).toEqual(['Find: Bida 1987']);
    expect(await found(`collection=${collection}`)).toEqual(['Find: Bida 1987']);
    expect(await found('language=nup&decade=1990')).toEqual(['Find: Mokwa 1990s']);
    // The facets count what the caller may see.
    const facets = (await call(t, { method: 'GET', url: '/api/archive/facets' })).json();
    const count = (list: { value: string; count: number }[], value: string) =>
      list.find((x) => x.value === value)?.count;
    expect(count(facets.languages, 'nup')).toBeGreaterThanOrEqual(2);
    expect(count(facets.decades, '1980')).toBeGreaterThanOrEqual(1);
    expect(facets.decades.find((d: { value: string; label: string }) => d.value === '1990')?.label).toBe('1990s');
    expect(count(facets.places, 'Mokwa')).toBeGreaterThanOrEqual(1);
    expect(count(facets.collections, collection)).toBe(1);
    const bad = await call(t, { method: 'GET', url: '/api/songs?decade=1985' });
    expectErrorBody(bad, 400);
    expect(bad.json().message).toBe('decade must be a year ending in 0, such as 1980.');
  });
});

describe('proverbs', () => {
  const proverb = {
    text: `Ẹ̀yàgí ${decomposed} gbà`,
    meanings: { eng: { literal: 'The word of the elder is a stone.', figurative: 'Advice from elders lasts.' } },
    notes: 'Said at the end of a Zikiri session (illustrative).',
  };

  it('artists and staff record proverbs and mark where they are said; the index lists them and their recordings', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Proverb in a published song' });
    const hidden = await uploadSong(t, artist.token, f, { title: 'Proverb in a pending song' });
    const created = await call(t, { method: 'POST', url: '/api/proverbs', token: artist.token, payload: proverb });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().proverb.id as string;
    expect(created.json().proverb.text).toBe(proverb.text.normalize('NFC'));

    // The artist may mark their own song, not someone else's.
    const mine = await call(t, {
      method: 'POST',
      url: `/api/proverbs/${id}/occurrences`,
      token: artist.token,
      payload: { song: hidden.id, start: 0.5, end: 1.5 },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expectErrorBody(
      await call(t, {
        method: 'POST',
        url: `/api/proverbs/${id}/occurrences`,
        token: artist.token,
        payload: { song: song.id, start: 0, end: 1 },
      }),
      403,
    );
    const marked = await call(t, {
      method: 'POST',
      url: `/api/proverbs/${id}/occurrences`,
      token: staff.token,
      payload: { song: song.id, start: 0.2, end: 1.2 },
    });
    // Occurrences list published recordings only: the pending one joins once it is published.
    expect(marked.json().proverb.occurrences.map((o: { song: { id: string } }) => o.song.id)).toEqual([song.id]);

    // The public sees the recordings it may hear: the pending one stays hidden.
    const pub = (await call(t, { method: 'GET', url: `/api/proverbs/${id}` })).json().proverb;
    expect(pub.occurrences).toEqual([
      { song: expect.objectContaining({ id: song.id }), start: expect.closeTo(0.2), end: expect.closeTo(1.2) },
    ]);
    expect(pub.occurrenceCount).toBe(1);
    const index = (await call(t, { method: 'GET', url: '/api/proverbs?q=eyagi' })).json();
    expect(index.proverbs.map((p: { id: string }) => p.id)).toContain(id);
    expect((await call(t, { method: 'GET', url: '/api/proverbs?q=stone%20elder' })).json().proverbs[0]?.id).toBe(id);
  });

  it('refuses a proverb without an English meaning, a moment that ends before it starts or after the recording', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Proverb moments refused' });
    const bad = await call(t, {
      method: 'POST',
      url: '/api/proverbs',
      token: staff.token,
      payload: { text: 'A proverb', meanings: { hau: { literal: 'x' } } },
    });
    expectErrorBody(bad, 400);
    expect(bad.json().message).toBe('Give the meaning in English (eng).');
    const id = (await call(t, { method: 'POST', url: '/api/proverbs', token: staff.token, payload: proverb })).json()
      .proverb.id as string;
    for (const [payload, message] of [
      [{ song: song.id, start: 1, end: 0.5 }, 'End must come after start.'],
      [{ song: song.id, start: 0, end: 600 }, 'The moment ends after the recording does.'],
    ] as const) {
      const res = await call(t, {
        method: 'POST',
        url: `/api/proverbs/${id}/occurrences`,
        token: staff.token,
        payload,
      });
      expectErrorBody(res, 400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await call(t, { method: 'POST', url: '/api/proverbs', token: listener.token, payload: proverb })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, { method: 'GET', url: '/api/proverbs/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
  });
});

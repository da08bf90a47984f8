import { IIIF_CONTENT_TYPE } from '@nupe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import {
  createCollection,
  describeItem,
  iiifSchemaErrors,
  makeRenditions,
  putTranscript,
  setAccess,
  withdrawConsent,
} from './helpers/syndication.js';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
} from './helpers/test-app.js';

/**
 * IIIF Presentation 3 and Content Search 2.0 (/iiif): every manifest and collection valid against
 * the IIIF consortium's own JSON schema; the audio, transcripts, proverbs and rights of an item
 * where a viewer looks for them; and only what anyone may hear for good — anything else a 404.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
let artist: SignedInUser;
const SITE = 'https://archive.nupe.example';

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp({ publicUrl: SITE }), makeFixtures()]);
  [admin, staff, artist] = await Promise.all([createUser(t, 'admin'), createUser(t, 'staff'), createUser(t, 'artist')]);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

// biome-ignore lint/suspicious/noExplicitAny: IIIF documents are read by path in the assertions.
type Json = Record<string, any>;
const get = (url: string, token?: string) => call(t, { method: 'GET', url, ...(token ? { token } : {}) });
/** A IIIF answer: 200, its media type and CORS header, valid against the official schema. */
async function iiif(url: string): Promise<Json> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(IIIF_CONTENT_TYPE);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  const doc = res.json();
  expect(iiifSchemaErrors(doc)).toBeNull();
  return doc;
}
const manifestUrl = (id: string) => `/iiif/songs/${id}/manifest`;

const transcript = [
  'WEBVTT',
  '',
  '00:00.100 --> 00:00.900',
  '<v Mallam Isa>Ẹtsu Nupe, sọ̀ kpẹ̀ẹ̀</v>',
  '',
  'NOTE untimed',
  'A line not yet placed in time',
  '',
  '00:01.000 --> 00:01.900',
  'Zikiri & prayer',
  '',
].join('\n');
const translation = ['WEBVTT', '', '00:00.100 --> 00:00.900', 'The Etsu of Nupe, we greet you', ''].join('\n');

/** A published item described as an archive keeps it: collection, place, people, rights, layers, a proverb. */
async function describedItem(title: string, collectionId: string) {
  const song = await uploadSong(t, admin.token, f, { title, genre: 'Zikiri' });
  const described = await describeItem(t, staff.token, song.id, {
    languages: ['nup'],
    recorded: '1987',
    place: { name: 'Bida', region: 'Niger State', country: 'NG', lat: 9.08, lon: 6.01 },
    occasion: 'Sallah',
    description: 'A Zikiri session for the Etsu Nupe.',
    subjects: ['prayer'],
    contributors: [{ name: 'Mallam Isa', role: 'singer' }],
    rights: 'Shared with the family’s consent for listening and study.',
    collection: collectionId,
  });
  expect(described.statusCode, described.body).toBe(200);
  expect((await putTranscript(t, staff.token, song.id, 'nup', 'transcript', transcript)).statusCode).toBe(200);
  expect((await putTranscript(t, staff.token, song.id, 'eng', 'translation', translation)).statusCode).toBe(200);
  expect((await setAccess(t, staff.token, song.id, { level: 'public', labels: ['tk_a', 'tk_nc'] })).statusCode).toBe(
    200,
  );
  return song;
}

describe('IIIF manifests', () => {
  it('an open item is a Manifest with one audio Canvas, its layers, proverbs, cover, rights and OAI-PMH record', async () => {
    const collection = await createCollection(t, staff.token, 'Bida Zikiri sessions', 'Chants from Bida.');
    const song = await describedItem('Zikiri for the Etsu', collection.id);
    const proverb = await call(t, {
      method: 'POST',
      url: '/api/proverbs',
      token: staff.token,
      payload: { text: 'Ẹ̀yàgí gbà', meanings: { eng: { literal: 'The elder speaks.', figurative: null } } },
    });
    expect(proverb.statusCode, proverb.body).toBe(201);
    const marked = await call(t, {
      method: 'POST',
      url: `/api/proverbs/${proverb.json().proverb.id}/occurrences`,
      token: staff.token,
      payload: { song: song.id, start: 1.2, end: 1.8 },
    });
    expect(marked.statusCode, marked.body).toBe(201);

    const m = await iiif(manifestUrl(song.id));
    // The schema does refuse: a canvas without its duration is no longer a valid manifest.
    expect(iiifSchemaErrors({ ...m, items: [{ ...m.items[0], duration: undefined }] })).not.toBeNull();
    const canvasId = `${SITE}/iiif/songs/${song.id}/canvas/1`;
    expect(m).toMatchObject({ id: `${SITE}${manifestUrl(song.id)}`, type: 'Manifest', label: { none: [song.title] } });
    expect(m.items).toHaveLength(1);
    const canvas = m.items[0];
    expect(canvas).toMatchObject({ id: canvasId, type: 'Canvas' });
    expect(canvas.duration).toBeGreaterThan(1.5);
    expect(canvas.duration).toBeLessThan(2.5);
    // Before its renditions are made, the original streams.
    const painting = canvas.items[0].items[0];
    expect(painting).toMatchObject({
      motivation: 'painting',
      target: canvasId,
      body: { type: 'Sound', format: 'audio/mpeg' },
    });
    expect(canvas.rendering[0]).toMatchObject({ type: 'Sound', format: 'audio/mpeg' });
    expect(painting.body.id).toBe(canvas.rendering[0].id);

    // Each layer a supplementing page, one annotation per timed cue; the untimed line stays out.
    const [nup, eng] = canvas.annotations;
    expect(nup.label).toEqual({ en: ['Transcript (Nupe)'] });
    expect(eng.label).toEqual({ en: ['Translation (English)'] });
    expect(nup.items.map((a: Json) => [a.motivation, a.target, a.body.value, a.body.language])).toEqual([
      ['supplementing', `${canvasId}#t=0.1,0.9`, 'Ẹtsu Nupe, sọ̀ kpẹ̀ẹ̀', 'nup'],
      ['supplementing', `${canvasId}#t=1,1.9`, 'Zikiri & prayer', 'nup'],
    ]);
    expect(eng.items).toHaveLength(1);

    // The proverb moment as a Range; no sections yet.
    expect(m.structures).toEqual([
      expect.objectContaining({
        type: 'Range',
        label: { en: ['Proverbs'] },
        items: [
          expect.objectContaining({
            label: { none: ['Ẹ̀yàgí gbà'.normalize('NFC')] },
            items: [{ id: `${canvasId}#t=1.2,1.8`, type: 'Canvas' }],
          }),
        ],
      }),
    ]);
    expect(m.thumbnail[0]).toMatchObject({ type: 'Image', format: 'image/webp' });
    expect(m.requiredStatement.value.none).toEqual([
      'Shared with the family’s consent for listening and study.',
      expect.stringMatching(/^TK Attribution: Credit the community/),
      expect.stringMatching(/^TK Non-Commercial: /),
    ]);
    expect(m.metadata).toContainEqual({ label: { en: ['TK Non-Commercial'] }, value: { en: [expect.any(String)] } });
    expect(m.metadata).toContainEqual({ label: { en: ['Contributor (singer)'] }, value: { none: ['Mallam Isa'] } });
    expect(m.metadata).toContainEqual({ label: { en: ['Language'] }, value: { en: ['Nupe'] } });
    expect(m.partOf).toEqual([
      { id: `${SITE}/iiif/collections/${collection.id}`, type: 'Collection', label: { none: [collection.title] } },
    ]);
    expect(m.service).toEqual([{ id: `${SITE}/iiif/songs/${song.id}/search`, type: 'SearchService2' }]);

    // Every address the manifest gives answers: the audio, the cover, the OAI-PMH record.
    const local = (url: string) => url.slice(SITE.length);
    // Viewers on other sites may play the audio (CORS) and show the cover (CORP).
    const audio = await get(local(painting.body.id));
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['access-control-allow-origin']).toBe('*');
    const cover = await get(local(m.thumbnail[0].id));
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const record = await get(local(m.seeAlso[0].id));
    expect(record.body).toContain('<dc:title>Zikiri for the Etsu</dc:title>');

    // Once the streaming copy is made, it is the painting body; the original stays the rendering.
    await makeRenditions(t);
    const after = (await iiif(manifestUrl(song.id))).items[0];
    expect(after.items[0].items[0].body.id).toMatch(new RegExp(`^${SITE}/api/media/renditions/.+\\.mp3$`));
    expect(after.rendering[0].id).toBe(canvas.rendering[0].id);
    expect((await get(local(after.items[0].items[0].body.id))).headers['content-type']).toBe('audio/mpeg');
  });

  it('collections: every collection with open items, and each one’s manifests', async () => {
    const collection = await createCollection(t, staff.token, 'Histories told in Mokwa');
    const empty = await createCollection(t, staff.token, 'A collection with nothing open');
    const open = await describedItem('History of Mokwa', collection.id);
    const hidden = await describedItem('History kept for the community', empty.id);
    expect((await setAccess(t, staff.token, hidden.id, { level: 'community' })).statusCode).toBe(200);

    const all = await iiif('/iiif/collections');
    expect(all).toMatchObject({ type: 'Collection', id: `${SITE}/iiif/collections` });
    const ids = all.items.map((c: Json) => c.id);
    expect(ids).toContain(`${SITE}/iiif/collections/${collection.id}`);
    expect(ids).not.toContain(`${SITE}/iiif/collections/${empty.id}`);
    const one = await iiif(`/iiif/collections/${collection.id}`);
    expect(one.items).toEqual([
      expect.objectContaining({
        id: `${SITE}${manifestUrl(open.id)}`,
        type: 'Manifest',
        label: { none: ['History of Mokwa'] },
      }),
    ]);
    expect((await iiif(`/iiif/collections/${empty.id}`)).items).toEqual([]);
    expect((await get('/iiif/collections/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/iiif/collections/not-an-id')).statusCode).toBe(404);
  });
});

describe('IIIF Content Search', () => {
  it('finds cues in the transcript and translation layers, with or without tone marks', async () => {
    const collection = await createCollection(t, staff.token, 'Searchable sessions');
    const song = await describedItem('Searchable Zikiri', collection.id);
    const search = async (q: string) => {
      const res = await get(`/iiif/songs/${song.id}/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(IIIF_CONTENT_TYPE);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      const page = res.json();
      expect(page).toMatchObject({ '@context': 'http://iiif.io/api/search/2/context.json', type: 'AnnotationPage' });
      return page.items as Json[];
    };
    const manifest = await iiif(manifestUrl(song.id));
    const [nup, eng] = manifest.items[0].annotations;
    // Without tone marks, with them, in another case, as a prefix: the same hits, the manifest's own annotations.
    for (const q of ['etsu', 'Ẹ̀tsu', 'ETS']) expect(await search(q)).toEqual([nup.items[0], eng.items[0]]);
    expect(await search('so kpe')).toEqual([nup.items[0]]);
    expect(await search('prayer')).toEqual([nup.items[1]]);
    expect(await search('etsu prayer')).toEqual([]);
    // The untimed line is not in the manifest, so not a hit either.
    expect(await search('placed')).toEqual([]);
    expectErrorBody(await get(`/iiif/songs/${song.id}/search`), 400, 'SEARCH_WORDS_REQUIRED');
    expectErrorBody(await get(`/iiif/songs/${song.id}/search?q=%20-%20`), 400, 'SEARCH_WORDS_REQUIRED');
  });
});

describe('only what anyone may hear for good', () => {
  it('pending, restricted, seasonal, withdrawn and removed items: manifest and search are 404, collections leave them out at once', async () => {
    const collection = await createCollection(t, staff.token, 'Items that leave');
    const surfaces = async (id: string) => ({
      manifest: (await get(manifestUrl(id))).statusCode,
      search: (await get(`/iiif/songs/${id}/search?q=etsu`)).statusCode,
      inCollection: JSON.stringify((await iiif(`/iiif/collections/${collection.id}`)).items).includes(id),
    });
    const open = { manifest: 200, search: 200, inCollection: true };
    const gone = { manifest: 404, search: 404, inCollection: false };

    const pending = await uploadSong(t, artist.token, f, { title: 'Pending item' });
    expect(await surfaces(pending.id)).toMatchObject({ manifest: 404, search: 404 });

    const changes: [string, (id: string) => Promise<unknown>][] = [
      ['community level', (id) => setAccess(t, staff.token, id, { level: 'community' })],
      ['staff level', (id) => setAccess(t, staff.token, id, { level: 'staff' })],
      [
        'a seasonal window',
        (id) =>
          setAccess(t, staff.token, id, {
            level: 'public',
            seasons: [{ name: 'All year', from: '01-01', to: '12-31' }],
          }),
      ],
      ['consent withdrawn', (id) => withdrawConsent(t, staff.token, id)],
      ['removed', (id) => call(t, { method: 'POST', url: `/api/admin/songs/${id}/remove`, token: admin.token })],
    ];
    for (const [what, change] of changes) {
      const song = await describedItem(`Item then ${what}`, collection.id);
      expect(await surfaces(song.id), what).toEqual(open);
      const res = (await change(song.id)) as { statusCode: number; body: string };
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
      // No cache stands between: the very next request no longer publishes it.
      expect(await surfaces(song.id), what).toEqual(gone);
      // A signed-in admin sees no more here than the public.
      expect((await get(manifestUrl(song.id), admin.token)).statusCode).toBe(404);
    }
    expectErrorBody(await get(manifestUrl('00000000-0000-4000-8000-000000000000')), 404, 'SONG_NOT_FOUND');
    expect((await get('/iiif/songs/nope/manifest')).statusCode).toBe(404);
  });
});

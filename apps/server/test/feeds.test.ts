import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import {
  createCollection,
  describeItem,
  feedparser,
  makeRenditions,
  putTranscript,
  setAccess,
  withdrawConsent,
  xpath,
} from './helpers/syndication.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * Podcast feeds of collections and artists (/feeds), read by Debian's python3-feedparser and
 * libxml2's XPath: RSS 2.0 with the iTunes and Podcasting 2.0 tags, an MP3 enclosure with its
 * real length, and only items open to anyone for good — anything else leaves the next fetch.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
let artist: SignedInUser;
let artistId: string;
const SITE = 'https://archive.nupe.example';
const HOST = 'archive.nupe.example';

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp({ publicUrl: SITE }), makeFixtures()]);
  [admin, staff, artist] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'staff'),
    createUser(t, 'artist', 'Hauwa Ndagi'),
  ]);
  const artists = (await call(t, { method: 'GET', url: '/api/artists?q=Hauwa' })).json().artists;
  artistId = artists[0].id;
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

// biome-ignore lint/suspicious/noExplicitAny: parsed feeds are read by path in the assertions.
type Json = Record<string, any>;
const get = (url: string) => call(t, { method: 'GET', url });
async function feed(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  const parsed = feedparser(res.body);
  expect(parsed.bozo, parsed.bozo_exception).toBeFalsy();
  expect(parsed.version).toBe('rss20');
  return { xml: res.body, parsed };
}
const local = (url: string) => url.slice(SITE.length);
const entryOf = (parsed: ReturnType<typeof feedparser>, songId: string) =>
  parsed.entries.find((e) => e.id === `${SITE}/song/${songId}`) as Json | undefined;
/** The values an XPath selects, as xmllint prints attributes (` name="value"`). */
const attrs = (xml: string, expression: string) => [...xpath(xml, expression).matchAll(/="([^"]*)"/g)].map((m) => m[1]);

async function episode(title: string, collectionId: string, upload: Parameters<typeof uploadSong>[3] = {}) {
  const song = await uploadSong(t, admin.token, f, { title, ownerId: artist.id, genre: 'Preachings', ...upload });
  const described = await describeItem(t, staff.token, song.id, {
    languages: ['nup'],
    place: { name: 'Bida', region: 'Niger State', country: 'NG', lat: 9.08, lon: 6.01 },
    description: 'A preaching in Bida.',
    contributors: [
      { name: 'Mallam Isa', role: 'speaker' },
      { name: 'Musa Kakaki', role: 'performer', roleDetail: 'kakaki' },
    ],
    rights: 'Shared for listening and study.',
    collection: collectionId,
  });
  expect(described.statusCode, described.body).toBe(200);
  return song;
}

describe('podcast feeds', () => {
  it('a collection feed: RSS 2.0, iTunes and Podcasting 2.0 tags, MP3 enclosures with their real length', async () => {
    const collection = await createCollection(t, staff.token, 'Friday preachings', 'Preachings from Bida.');
    const made = await episode('Preaching with its streaming copy', collection.id);
    const vtt = 'WEBVTT\n\n00:00.100 --> 00:00.900\nBismillah\n';
    expect((await putTranscript(t, staff.token, made.id, 'nup', 'transcript', vtt)).statusCode).toBe(200);
    expect((await putTranscript(t, staff.token, made.id, 'eng', 'translation', vtt)).statusCode).toBe(200);
    expect((await setAccess(t, staff.token, made.id, { level: 'public', labels: ['tk_a'] })).statusCode).toBe(200);
    await makeRenditions(t);
    // An MP3 original whose copy is not made yet still plays; a WAV original waits for its MP3.
    const mp3Only = await episode('Preaching as uploaded', collection.id);
    const wav = await episode('Preaching recorded as WAV', collection.id, {
      audio: { data: f.audio.wav, filename: 'tone.wav', type: 'audio/wav' },
    });

    const url = `/feeds/collections/${collection.id}.rss`;
    const { xml, parsed } = await feed(url);
    expect(parsed.namespaces).toMatchObject({
      itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd',
      podcast: 'https://podcastindex.org/namespace/1.0',
    });
    expect(parsed.feed).toMatchObject({
      title: 'Friday preachings',
      link: `${SITE}/listen/archive?collection=${collection.id}`,
      subtitle: 'Preachings from Bida.',
      language: 'nup',
      author: 'Nupe Music',
    });
    // podcast:guid is the namespace's UUIDv5 of the feed address, as Python's uuid computes it.
    const guid = execFileSync(
      '/usr/bin/python3',
      [
        '-c',
        'import uuid, sys; print(uuid.uuid5(uuid.UUID("ead4c236-bf58-58c6-a2c6-a6b28d128cb6"), sys.argv[1]))',
        `${HOST}${url}`,
      ],
      { encoding: 'utf8' },
    ).trim();
    expect(parsed.feed.podcast_guid).toBe(guid);
    expect(parsed.entries.map((e) => e.title)).toEqual(['Preaching as uploaded', 'Preaching with its streaming copy']);
    expect(entryOf(parsed, wav.id)).toBeUndefined();

    // Each enclosure is an MP3 whose length is the bytes the server sends for it.
    for (const song of [made, mp3Only]) {
      const entry = entryOf(parsed, song.id) as Json;
      const enclosure = entry.links.find((l: { rel: string }) => l.rel === 'enclosure');
      expect(enclosure.type).toBe('audio/mpeg');
      const audio = await get(local(enclosure.href));
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/mpeg');
      expect(Number(enclosure.length)).toBe(audio.rawPayload.length);
      expect(entry.itunes_duration).toBe('2');
      expect(entry.author).toBe('Test Ensemble');
    }
    const madeEntry = entryOf(parsed, made.id) as Json;
    expect(madeEntry.links.find((l: { rel: string }) => l.rel === 'enclosure').href).toMatch(
      /\/api\/media\/renditions\//,
    );
    expect(madeEntry.summary).toContain('TK Attribution: Credit the community');

    // Podcasting 2.0, per item: a transcript per layer, people with their OLAC roles, place, licence.
    const item = `//item[guid='${SITE}/song/${made.id}']`;
    const pc = (name: string) => `${item}/*[local-name()='${name}']`;
    expect(attrs(xml, `${pc('transcript')}/@language`)).toEqual(['nup', 'eng']);
    expect(attrs(xml, `${pc('transcript')}/@type`)).toEqual(['text/vtt', 'text/vtt']);
    for (const transcriptUrl of attrs(xml, `${pc('transcript')}/@url`)) {
      const res = await get(local(transcriptUrl as string));
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Bismillah');
    }
    expect(attrs(xml, `${pc('person')}/@role`)).toEqual(['speaker', 'performer']);
    expect(xpath(xml, `string(${pc('person')}[1])`)).toBe('Mallam Isa');
    expect(attrs(xml, `${pc('location')}/@geo`)).toEqual(['geo:9.08,6.01']);
    expect(xpath(xml, `string(${pc('location')})`)).toBe('Bida, Niger State, NG');
    expect(xpath(xml, `string(${pc('license')})`)).toBe('Shared for listening and study.');
    // No sections, so no chapters to point at.
    expect(xpath(xml, `count(${pc('chapters')})`)).toBe('0');

    // Once its MP3 is made, the WAV recording joins the feed.
    await makeRenditions(t);
    expect(entryOf((await feed(url)).parsed, wav.id)).toBeDefined();
  });

  it("an artist's feed, and the OPML list of every feed", async () => {
    const collection = await createCollection(t, staff.token, 'Histories of Bida');
    const song = await episode('History of the Etsu', collection.id);
    const empty = await createCollection(t, staff.token, 'A collection nobody may hear yet');
    const hidden = await episode('A history for the community', empty.id);
    expect((await setAccess(t, staff.token, hidden.id, { level: 'community' })).statusCode).toBe(200);

    const { parsed } = await feed(`/feeds/artists/${artistId}.rss`);
    expect(parsed.feed).toMatchObject({ title: 'Hauwa Ndagi', link: `${SITE}/listen/artist/${artistId}` });
    expect(entryOf(parsed, song.id)).toBeDefined();
    expect(entryOf(parsed, hidden.id)).toBeUndefined();

    const res = await get('/feeds/opml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/x-opml; charset=utf-8');
    const feeds = attrs(res.body, "//outline[@type='rss']/@xmlUrl");
    expect(feeds).toContain(`${SITE}/feeds/collections/${collection.id}.rss`);
    expect(feeds).toContain(`${SITE}/feeds/artists/${artistId}.rss`);
    expect(feeds).not.toContain(`${SITE}/feeds/collections/${empty.id}.rss`);
    // Every feed it lists answers.
    for (const xmlUrl of feeds) await feed(local(xmlUrl as string));

    for (const missing of [
      '/feeds/collections/00000000-0000-4000-8000-000000000000.rss',
      '/feeds/artists/00000000-0000-4000-8000-000000000000.rss',
      `/feeds/collections/${collection.id}.xml`,
      '/feeds/artists/nobody.rss',
    ]) {
      expect((await get(missing)).statusCode, missing).toBe(404);
    }
  });

  it('restricted, seasonal, withdrawn and removed items leave both feeds on the next fetch', async () => {
    const collection = await createCollection(t, staff.token, 'Items that leave the feeds');
    const changes: [string, (id: string) => Promise<{ statusCode: number; body: string }>][] = [
      ['community level', (id) => setAccess(t, staff.token, id, { level: 'community' })],
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
    const where = async (songId: string) => ({
      collection: entryOf((await feed(`/feeds/collections/${collection.id}.rss`)).parsed, songId) !== undefined,
      artist: entryOf((await feed(`/feeds/artists/${artistId}.rss`)).parsed, songId) !== undefined,
    });
    for (const [what, change] of changes) {
      const song = await episode(`Episode then ${what}`, collection.id);
      expect(await where(song.id), what).toEqual({ collection: true, artist: true });
      const res = await change(song.id);
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
      expect(await where(song.id), what).toEqual({ collection: false, artist: false });
    }
    const pending = await uploadSong(t, artist.token, f, { title: 'Pending episode' });
    expect(await where(pending.id)).toEqual({ collection: false, artist: false });
  });
});

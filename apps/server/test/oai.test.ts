import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.js';
import { backupRepository } from '../src/repositories/backup.repository.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';
import { sharedXsd, xmllint } from './helpers/xml-schemas.js';

/**
 * The OAI-PMH 2.0 data provider: every verb and error condition, checked against the
 * official OAI-PMH, oai_dc and OLAC schemas with xmllint; only what the public may see; deleted
 * records persistent; resumption tokens stable while records change.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
const HOST = 'archive.nupe.example';

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp({ publicUrl: `https://${HOST}`, oaiPageSize: 2 }), makeFixtures()]);
  [admin, staff] = await Promise.all([createUser(t, 'admin'), createUser(t, 'staff')]);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

const oai = async (query: string) => {
  const res = await call(t, { method: 'GET', url: `/oai?${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/xml/);
  return res.body;
};
/** The response must be valid against the official schemas (olac records: the OLAC driver). */
const valid = (xml: string) => {
  const driver = /metadataPrefix="olac"|<olac:olac/.test(xml) ? 'validate-olac.xsd' : 'validate-oai_dc.xsd';
  expect(xmllint(xml, sharedXsd('oai-pmh', driver))).toBeNull();
  return xml;
};
const errorCode = (xml: string) => /<error code="([^"]+)"/.exec(xml)?.[1] ?? null;
const identifiers = (xml: string) => [...xml.matchAll(/<identifier>([^<]+)<\/identifier>/g)].map((m) => m[1] as string);
const token = (xml: string) => /<resumptionToken[^>]*>([^<]*)<\/resumptionToken>/.exec(xml)?.[1] ?? null;
const idOf = (songId: string) => `oai:${HOST}:song/${songId}`;

const describeItem = (songId: string, payload: object) =>
  call(t, { method: 'PATCH', url: `/api/songs/${songId}/archive`, token: staff.token, payload });

describe('OAI-PMH requests', () => {
  it('Identify names the repository, its deletion policy and granularity, with OLAC and oai-identifier descriptions', async () => {
    const xml = valid(await oai('verb=Identify'));
    expect(xml).toContain(`<baseURL>https://${HOST}/oai</baseURL>`);
    expect(xml).toContain('<protocolVersion>2.0</protocolVersion>');
    expect(xml).toContain('<deletedRecord>persistent</deletedRecord>');
    expect(xml).toContain('<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>');
    expect(xml).toContain(`<repositoryIdentifier>${HOST}</repositoryIdentifier>`);
    expect(xml).toContain('<olac-archive');
    expect(xml).toContain('<request verb="Identify">');
  });

  it('answers POST as GET', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/oai',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'verb=ListMetadataFormats',
    });
    valid(res.body);
    expect(res.body).toContain('<metadataPrefix>oai_dc</metadataPrefix>');
    expect(res.body).toContain('<metadataPrefix>olac</metadataPrefix>');
  });

  it('lists sets per genre and per collection', async () => {
    const collection = (
      await call(t, {
        method: 'POST',
        url: '/api/collections',
        token: staff.token,
        payload: { title: 'Bida Zikiri sessions', description: 'Chants recorded in Bida in the 1980s.' },
      })
    ).json().collection;
    const song = await uploadSong(t, admin.token, f, { title: 'Zikiri in a collection', genre: 'Zikiri' });
    expect((await describeItem(song.id, { collection: collection.id })).statusCode).toBe(200);
    const xml = valid(await oai('verb=ListSets'));
    expect(xml).toContain('<setSpec>genre:Zikiri</setSpec>');
    expect(xml).toContain('<setName>DJ mixes</setName>');
    expect(xml).toContain(`<setSpec>collection:${collection.id}</setSpec>`);
    const inSet = valid(await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&set=collection:${collection.id}`));
    expect(identifiers(inSet)).toEqual([idOf(song.id)]);
    expect(identifiers(valid(await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&set=genre:Zikiri')))).toContain(
      idOf(song.id),
    );
  });

  it('gives an item as Dublin Core and as OLAC with ISO 639-3 languages, OLAC roles and discourse type', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Ẹ̀yàgí praise song', genre: 'Songs' });
    const described = await describeItem(song.id, {
      languages: ['nup'],
      recorded: '198X',
      place: { name: 'Bida', region: 'Niger State', country: 'NG', lat: 9.08, lon: 6.01 },
      occasion: 'Wedding',
      description: 'A praise song & its chorus <live>.',
      subjects: ['praise'],
      discourseType: 'singing',
      contributors: [
        { name: 'Hauwa Ndagi', role: 'singer' },
        { name: 'Musa Kakaki', role: 'performer', roleDetail: 'kakaki player' },
      ],
      rights: 'Shared with the family’s consent.',
    });
    expect(described.statusCode, described.body).toBe(200);
    const dc = valid(await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${idOf(song.id)}`));
    expect(dc).toContain('<dc:title>Ẹ̀yàgí praise song</dc:title>');
    expect(dc).toContain('<dc:description>A praise song &amp; its chorus &lt;live&gt;.</dc:description>');
    expect(dc).toContain('<dc:language>nup</dc:language>');
    expect(dc).toContain('<dc:contributor>Musa Kakaki (kakaki player)</dc:contributor>');
    expect(dc).toContain(`<dc:identifier>https://${HOST}/song/${song.id}</dc:identifier>`);
    const olac = valid(await oai(`verb=GetRecord&metadataPrefix=olac&identifier=${idOf(song.id)}`));
    expect(olac).toContain('<dc:contributor xsi:type="olac:role" olac:code="singer">Hauwa Ndagi</dc:contributor>');
    expect(olac).toContain('<dc:subject xsi:type="olac:language" olac:code="nup"></dc:subject>');
    expect(olac).toContain('<dc:type xsi:type="olac:discourse-type" olac:code="singing"></dc:type>');
    expect(olac).toContain('<dcterms:created>198X</dcterms:created>');
    // The whole list in OLAC validates too.
    valid(await oai('verb=ListRecords&metadataPrefix=olac'));
  });

  it('answers each error condition with its code, and the arguments only where they were valid', async () => {
    const cases: [string, string][] = [
      ['', 'badVerb'],
      ['verb=Harvest', 'badVerb'],
      ['verb=Identify&verb=Identify', 'badVerb'],
      ['verb=Identify&extra=1', 'badArgument'],
      ['verb=ListRecords', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=olac', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-13-01', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=yesterday', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01&until=2026-02-01T00:00:00Z', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-01&until=2026-01-01', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=abc', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&set=not%20a%20set', 'badArgument'],
      ['verb=GetRecord&metadataPrefix=oai_dc', 'badArgument'],
      ['verb=ListRecords&resumptionToken=abc.def', 'badResumptionToken'],
      ['verb=ListSets&resumptionToken=abc', 'badResumptionToken'],
      ['verb=ListRecords&metadataPrefix=marc21', 'cannotDisseminateFormat'],
      [
        `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:song/00000000-0000-4000-8000-000000000000`,
        'idDoesNotExist',
      ],
      ['verb=GetRecord&metadataPrefix=oai_dc&identifier=song-1', 'idDoesNotExist'],
      ['verb=ListMetadataFormats&identifier=oai:elsewhere.org:song/1', 'idDoesNotExist'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2999-01-01', 'noRecordsMatch'],
      ['verb=ListRecords&metadataPrefix=oai_dc&until=1999-01-01', 'noRecordsMatch'],
      ['verb=ListRecords&metadataPrefix=oai_dc&set=genre:Rock', 'noRecordsMatch'],
    ];
    for (const [query, code] of cases) {
      const xml = valid(await oai(query));
      expect(errorCode(xml), query).toBe(code);
      const request = /<request([^>]*)>/.exec(xml)?.[1] ?? '';
      if (code === 'badVerb' || code === 'badArgument') expect(request, query).toBe('');
      else expect(request, query).toContain('verb=');
    }
    // A token issued for one verb is refused for another, and an altered one is refused.
    await uploadSong(t, admin.token, f, { title: 'Token check one' });
    await uploadSong(t, admin.token, f, { title: 'Token check two' });
    await uploadSong(t, admin.token, f, { title: 'Token check three' });
    const issued = token(await oai('verb=ListIdentifiers&metadataPrefix=oai_dc'));
    expect(issued).toBeTruthy();
    expect(errorCode(await oai(`verb=ListRecords&resumptionToken=${encodeURIComponent(issued as string)}`))).toBe(
      'badResumptionToken',
    );
    const [body, mac] = (issued as string).split('.');
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body as string, 'base64url').toString()), c: 0 }),
    ).toString('base64url');
    expect(
      errorCode(await oai(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(`${altered}.${mac}`)}`)),
    ).toBe('badResumptionToken');
  });
});

describe('what the public may see, and what it may no longer see', () => {
  it('never harvests an item under a protocol, and harvests a withdrawn, removed or restricted item as deleted without its metadata', async () => {
    const open = await uploadSong(t, admin.token, f, { title: 'Open harvest song' });
    const community = await uploadSong(t, admin.token, f, { title: 'Community only song' });
    await call(t, {
      method: 'PATCH',
      url: `/api/songs/${community.id}/access`,
      token: staff.token,
      payload: { level: 'community' },
    });
    const pending = await uploadSong(t, (await createUser(t, 'artist')).token, f, { title: 'Pending review song' });
    const list = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc');
    const all = await harvestIdentifiers('verb=ListIdentifiers&metadataPrefix=oai_dc');
    expect(all).toContain(idOf(open.id));
    expect(all).not.toContain(idOf(community.id));
    expect(all).not.toContain(idOf(pending.id));
    expect(list).not.toContain('Community only song');
    for (const q of [
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=${idOf(community.id)}`,
      `verb=ListMetadataFormats&identifier=${idOf(community.id)}`,
    ]) {
      expect(errorCode(await oai(q))).toBe('idDoesNotExist');
    }

    const withdrawn = await uploadSong(t, admin.token, f, { title: 'Consent withdrawn song' });
    const removed = await uploadSong(t, admin.token, f, { title: 'Removed song' });
    const restricted = await uploadSong(t, admin.token, f, { title: 'Later restricted song' });
    const seasonal = await uploadSong(t, admin.token, f, { title: 'Later seasonal song' });
    for (const s of [withdrawn, removed, restricted, seasonal]) {
      expect(await getRecord(s.id)).toContain(`<dc:title>`);
    }
    const consent = {
      person: 'Mallam Isa',
      relation: 'performer',
      scopes: ['stream'],
      date: '2026-11-20',
      witness: null,
    };
    await call(t, {
      method: 'POST',
      url: `/api/songs/${withdrawn.id}/consents`,
      token: staff.token,
      payload: { ...consent, kind: 'grant' },
    });
    await call(t, {
      method: 'POST',
      url: `/api/songs/${withdrawn.id}/consents`,
      token: staff.token,
      payload: { ...consent, kind: 'withdrawal' },
    });
    await call(t, {
      method: 'DELETE',
      url: '/api/artist/delete-song',
      token: admin.token,
      payload: { songId: removed.id },
    });
    await call(t, {
      method: 'PATCH',
      url: `/api/songs/${restricted.id}/access`,
      token: staff.token,
      payload: { level: 'staff' },
    });
    const toSeasonal = await call(t, {
      method: 'PATCH',
      url: `/api/songs/${seasonal.id}/access`,
      token: staff.token,
      payload: { level: 'public', seasons: [{ name: 'All year', from: '01-01', to: '12-31' }] },
    });
    expect(toSeasonal.statusCode, toSeasonal.body).toBe(200);
    for (const [s, title] of [
      [withdrawn, 'Consent withdrawn song'],
      [removed, 'Removed song'],
      [restricted, 'Later restricted song'],
      [seasonal, 'Later seasonal song'],
    ] as const) {
      const xml = valid(await getRecord(s.id));
      expect(xml, title).toContain('<header status="deleted">');
      expect(xml, title).not.toContain(title);
      expect(xml).not.toContain('<metadata>');
      const listed = await harvest('verb=ListRecords&metadataPrefix=olac');
      expect(listed).not.toContain(title);
      expect(listed).toContain(`<header status="deleted"><identifier>${idOf(s.id)}</identifier>`);
    }
    // Open again: harvested again, with its metadata.
    await call(t, {
      method: 'PATCH',
      url: `/api/songs/${restricted.id}/access`,
      token: staff.token,
      payload: { level: 'public' },
    });
    expect(await getRecord(restricted.id)).toContain('<dc:title>Later restricted song</dc:title>');
  });
});

describe('datestamps and resumption', () => {
  it('selects by from and until inclusive, at day and second granularity', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Datestamp song' });
    const xml = await getRecord(song.id);
    const stamp = /<datestamp>([^<]+)<\/datestamp>/.exec(xml)?.[1] as string;
    expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const day = stamp.slice(0, 10);
    for (const q of [`from=${stamp}&until=${stamp}`, `from=${day}&until=${day}`, `from=${stamp}`, `until=${stamp}`]) {
      expect(await harvestIdentifiers(`verb=ListIdentifiers&metadataPrefix=oai_dc&${q}`), q).toContain(idOf(song.id));
    }
    const next = new Date(Date.parse(stamp) + 1000).toISOString().replace('.000Z', 'Z');
    expect(await harvestIdentifiers(`verb=ListIdentifiers&metadataPrefix=oai_dc&from=${next}`)).not.toContain(
      idOf(song.id),
    );
  });

  it('pages with completeListSize, cursor and expirationDate; records edited or withdrawn during a harvest are sent once', async () => {
    for (let i = 0; i < 4; i++) await uploadSong(t, admin.token, f, { title: `Paging song ${i}` });
    const first = await oai('verb=ListRecords&metadataPrefix=oai_dc');
    const tokenTag = /<resumptionToken([^>]*)>/.exec(first)?.[1] ?? '';
    expect(tokenTag).toMatch(/completeListSize="\d+"/);
    expect(tokenTag).toContain('cursor="0"');
    expect(tokenTag).toMatch(/expirationDate="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z"/);
    const total = Number(/completeListSize="(\d+)"/.exec(tokenTag)?.[1]);
    const seen: string[] = identifiers(first);
    let next = token(first);
    let pages = 1;
    let changed = false;
    const ids = identifiers(await harvest('verb=ListIdentifiers&metadataPrefix=oai_dc'));
    while (next) {
      if (!changed) {
        // Mid-harvest: one record already sent is edited, one not yet sent is edited, one not yet sent is taken down.
        const sentId = (seen[0] as string).split('/')[1] as string;
        const later = ids.filter((i) => !seen.includes(i)).map((i) => i.split('/')[1] as string);
        await describeItem(sentId, { occasion: 'Edited after it was harvested' });
        await describeItem(later[0] as string, { occasion: 'Edited before it was harvested' });
        await call(t, {
          method: 'DELETE',
          url: '/api/artist/delete-song',
          token: admin.token,
          payload: { songId: later.at(-1) },
        });
        changed = true;
      }
      const page = valid(await oai(`verb=ListRecords&resumptionToken=${encodeURIComponent(next)}`));
      const cursor = Number(/cursor="(\d+)"/.exec(page)?.[1]);
      expect(cursor).toBe(seen.length);
      seen.push(...identifiers(page));
      next = token(page);
      pages++;
      if (!next) expect(page).toMatch(/<resumptionToken completeListSize="\d+" cursor="\d+"\/>/);
    }
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total);
  });
});

async function getRecord(songId: string) {
  return oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${idOf(songId)}`);
}

/** Every page of a list, concatenated. */
async function harvest(query: string): Promise<string> {
  let xml = await oai(query);
  let out = xml;
  const verb = /verb=(\w+)/.exec(query)?.[1];
  for (let next = token(xml); next; next = token(xml)) {
    xml = await oai(`verb=${verb}&resumptionToken=${encodeURIComponent(next)}`);
    out += xml;
  }
  return out;
}
const harvestIdentifiers = async (query: string) => identifiers(await harvest(query));

describe('restores', () => {
  it('a restore session marks nothing for the provider (the snapshot brings its own marks)', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Restored song' });
    await oai('verb=Identify'); // takes the upload's mark
    const db = t.app.database.db;
    const pending = async (conn: Pick<typeof db, 'execute'> = db) =>
      rowsOf<{ n: number }>(
        await conn.execute(sql`select count(*)::int as n from oai_pending where song_id = ${song.id}`),
      )[0]?.n;
    await db.transaction(async (tx) => {
      await backupRepository.restoringSession(tx);
      await tx.execute(sql`update songs set title = 'Restored song, renamed' where id = ${song.id}`);
      expect(await pending(tx)).toBe(0);
    });
    await db.execute(sql`update songs set title = 'Restored song, renamed again' where id = ${song.id}`);
    expect(await pending()).toBe(1);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
import { webManifest } from './helpers/web-build.js';

/**
 * Citing and embedding a recording: citations in five styles (Citation.js), the song page's
 * schema.org JSON-LD and oEmbed discovery link, oEmbed itself and the embeddable player's page,
 * which other sites may frame. What a signed-out visitor may not hear is a 404 on each.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
const BASE = 'https://nupe.example';

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'nupe-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Nupe Music</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(webManifest()));
  [t, f] = await Promise.all([createTestApp({ webDistDir: dist, publicUrl: BASE }), makeFixtures()]);
  [admin, staff] = await Promise.all([createUser(t, 'admin'), createUser(t, 'staff', 'Musa Archivist')]);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

const get = (url: string, token?: string) => call(t, { method: 'GET', url, token });

/** A published, described recording with a transcript and sections. */
async function describedSong(title: string) {
  const song = await uploadSong(t, admin.token, f, { title, artist: 'Bida Zikiri Group' });
  const described = await call(t, {
    method: 'PATCH',
    url: `/api/songs/${song.id}/archive`,
    token: staff.token,
    payload: {
      languages: ['nup', 'hau'],
      recorded: '1987-06-14',
      place: { name: 'Bida', region: 'Niger State', country: 'NG', lat: 9.08, lon: 6.01 },
      occasion: 'Maulud',
      contributors: [
        { name: 'Mallam Isa Bida', role: 'singer' },
        { name: 'Ndako Gboya', role: 'performer', roleDetail: 'kakaki player' },
        { name: 'Aisha Kutigi', role: 'recorder' },
      ],
    },
  });
  expect(described.statusCode, described.body).toBe(200);
  const vtt = 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nLa ilaha illallah\n\n00:00:01.000 --> 00:00:02.000\nẸ̀yàgí\n';
  await call(t, {
    method: 'PUT',
    url: `/api/songs/${song.id}/transcripts/nup`,
    token: staff.token,
    payload: vtt,
    headers: { 'content-type': 'text/vtt' },
  });
  await call(t, {
    method: 'PUT',
    url: `/api/songs/${song.id}/sections`,
    token: staff.token,
    payload: {
      sections: [
        { start: 0, title: 'Opening' },
        { start: 1, title: 'The prayer for the Etsu' },
      ],
    },
  });
  return song;
}

async function restrict(songId: string) {
  const res = await call(t, {
    method: 'PATCH',
    url: `/api/songs/${songId}/access`,
    token: staff.token,
    payload: { level: 'community' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function withdraw(songId: string) {
  for (const kind of ['grant', 'withdrawal']) {
    const res = await call(t, {
      method: 'POST',
      url: `/api/songs/${songId}/consents`,
      token: staff.token,
      payload: { kind, person: 'Mallam Isa Bida', relation: 'performer', scopes: ['stream'], date: '2026-11-24' },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

/** Reads BibTeX with bibtexparser (Debian python3-bibtexparser): each entry's fields. */
function readBibtex(bib: string): Record<string, string>[] {
  const script = 'import sys, json, bibtexparser\nprint(json.dumps(bibtexparser.loads(sys.stdin.read()).entries))';
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: bib, encoding: 'utf8' }));
}

describe('citations', () => {
  it('APA and Chicago credit the people heard with their roles, with date, place and address', async () => {
    const song = await describedSong('Maulud at Bida');
    const apa = await get(`/api/songs/${song.id}/cite?style=apa`);
    expect(apa.statusCode).toBe(200);
    expect(apa.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(apa.body).toContain(
      'Mallam Isa Bida (singer) & Ndako Gboya (kakaki player). (1987, June 14). Maulud at Bida [Songs; Audio recording]. Nupe Music.',
    );
    expect(apa.body).toContain(`${BASE}/song/${song.id}`);
    expect(apa.body).not.toContain('Aisha Kutigi'); // the recordist is not an author
    const chicago = await get(`/api/songs/${song.id}/cite?style=chicago`);
    expect(chicago.statusCode).toBe(200);
    expect(chicago.body).toMatch(/^Mallam Isa Bida \(singer\) and Ndako Gboya \(kakaki player\)\. 1987\. /);
    expect(chicago.body).toContain('Bida, Niger State, NG');
    // The default style is APA.
    expect((await get(`/api/songs/${song.id}/cite`)).body).toBe(apa.body);
  });

  it('BibTeX read by bibtexparser, RIS and CSL-JSON as files', async () => {
    const song = await describedSong('Maulud at Bida, files');
    const bib = await get(`/api/songs/${song.id}/cite?style=bibtex`);
    expect(bib.headers['content-type']).toBe('application/x-bibtex; charset=utf-8');
    const [entry] = readBibtex(bib.body);
    expect(entry).toMatchObject({ year: '1987', url: `${BASE}/song/${song.id}`, publisher: 'Nupe Music' });
    expect(entry?.author).toContain('Mallam Isa Bida (singer)');
    expect(entry?.note).toBe('Performers: Mallam Isa Bida (singer); Ndako Gboya (kakaki player)');

    const ris = await get(`/api/songs/${song.id}/cite?style=ris`);
    expect(ris.headers['content-type']).toBe('application/x-research-info-systems; charset=utf-8');
    const lines = ris.body.split(/\r?\n/);
    expect(lines[0]).toBe('TY  - SOUND');
    expect(lines).toContain('TI  - Maulud at Bida, files');
    expect(lines).toContain('LA  - nup');
    expect(lines.at(-2) ?? lines.at(-1)).toMatch(/^ER {2}- ?$/);

    const csl = await get(`/api/songs/${song.id}/cite?style=csl-json`);
    expect(csl.headers['content-type']).toBe('application/vnd.citationstyles.csl+json; charset=utf-8');
    const [item] = JSON.parse(csl.body);
    expect(item).toMatchObject({
      id: song.id,
      type: 'song',
      title: 'Maulud at Bida, files',
      performer: [{ literal: 'Mallam Isa Bida' }, { literal: 'Ndako Gboya' }],
      issued: { 'date-parts': [[1987, 6, 14]] },
      language: 'nup',
      URL: `${BASE}/song/${song.id}`,
    });
  });

  it('an unknown style is a 400; a restricted or withdrawn item is a 404 to those who may not see it', async () => {
    const song = await describedSong('Cited then restricted');
    const bad = expectErrorBody(await get(`/api/songs/${song.id}/cite?style=mla`), 400, 'VALIDATION_FAILED');
    expect(bad.message).toBe('style must be apa, chicago, bibtex, ris or csl-json.');
    await restrict(song.id);
    expectErrorBody(await get(`/api/songs/${song.id}/cite?style=apa`), 404, 'SONG_NOT_FOUND');
    expect((await get(`/api/songs/${song.id}/cite?style=apa`, staff.token)).statusCode).toBe(200);
    const withdrawn = await describedSong('Cited then withdrawn');
    await withdraw(withdrawn.id);
    for (const style of ['apa', 'bibtex', 'csl-json']) {
      expectErrorBody(await get(`/api/songs/${withdrawn.id}/cite?style=${style}`), 404, 'SONG_NOT_FOUND');
    }
  });
});

const jsonLdOf = (html: string) => {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return m?.[1] ? JSON.parse(m[1]) : null;
};

describe('the song page: JSON-LD and oEmbed discovery', () => {
  it('carries a MusicRecording/AudioObject with language, place, date, people, transcript and sections', async () => {
    const song = await describedSong('Maulud <script> at Bida');
    const page = await get(`/song/${song.id}`);
    expect(page.statusCode).toBe(200);
    // The title's markup cannot close the block.
    expect(page.body).not.toContain('Maulud <script>');
    const ld = jsonLdOf(page.body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['MusicRecording', 'AudioObject'],
      '@id': `${BASE}/song/${song.id}`,
      name: 'Maulud <script> at Bida',
      inLanguage: ['nup', 'hau'],
      dateCreated: '1987-06-14',
      locationCreated: {
        '@type': 'Place',
        name: 'Bida',
        address: { addressCountry: 'NG', addressRegion: 'Niger State' },
        geo: { latitude: 9.08, longitude: 6.01 },
      },
      transcript: 'La ilaha illallah\nẸ̀yàgí',
      caption: [
        {
          encodingFormat: 'text/vtt',
          inLanguage: 'nup',
          contentUrl: `${BASE}/api/songs/${song.id}/transcripts/nup.vtt`,
        },
      ],
      hasPart: [
        { '@type': 'Clip', name: 'Opening', startOffset: 0, endOffset: 1 },
        { '@type': 'Clip', name: 'The prayer for the Etsu', startOffset: 1 },
      ],
      embedUrl: `${BASE}/embed/song/${song.id}`,
    });
    expect(ld.contributor).toContainEqual({
      '@type': 'Role',
      roleName: 'kakaki player',
      contributor: { '@type': 'Person', name: 'Ndako Gboya' },
    });
    expect(ld.duration).toMatch(/^PT\dS$/);
    const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(page.body)?.[1];
    expect(link?.replaceAll('&amp;', '&')).toBe(
      `${BASE}/oembed?url=${encodeURIComponent(`${BASE}/song/${song.id}`)}&format=json`,
    );
  });

  it('a restricted or withdrawn item has no page, no JSON-LD and no oEmbed link', async () => {
    const restricted = await describedSong('Restricted Maulud');
    const withdrawn = await describedSong('Withdrawn Maulud');
    await restrict(restricted.id);
    await withdraw(withdrawn.id);
    for (const song of [restricted, withdrawn]) {
      const page = await get(`/song/${song.id}`);
      expect(page.statusCode).toBe(404);
      expect(jsonLdOf(page.body)).toBeNull();
      expect(page.body).not.toContain('application/json+oembed');
    }
  });
});

describe('oEmbed and the embeddable player', () => {
  it('answers a rich iframe of the player for a song, listener-app or embed address', async () => {
    const song = await describedSong('Embedded Maulud');
    for (const address of [`${BASE}/song/${song.id}`, `${BASE}/listen/song/${song.id}`]) {
      const res = await get(`/oembed?${new URLSearchParams({ url: address, format: 'json' })}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        version: '1.0',
        type: 'rich',
        title: 'Embedded Maulud',
        author_name: 'Bida Zikiri Group',
        provider_name: 'Nupe Music',
        width: 480,
        height: 200,
      });
      expect(res.json().html).toMatch(
        new RegExp(`^<iframe src="${BASE}/embed/song/${song.id}" width="480" height="200"`),
      );
    }
    const narrow = await get(`/oembed?${new URLSearchParams({ url: `${BASE}/song/${song.id}`, maxwidth: '300' })}`);
    expect(narrow.json().width).toBe(300);
    const xml = await get(`/oembed?${new URLSearchParams({ url: `${BASE}/song/${song.id}`, format: 'xml' })}`);
    expect(expectErrorBody(xml, 400, 'VALIDATION_FAILED').message).toBe('Only format=json is offered for oEmbed.');
    expectErrorBody(await get(`/oembed?${new URLSearchParams({ url: 'https://elsewhere.example/song/x' })}`), 404);
  });

  it('the player page may be framed by any site; other pages may not', async () => {
    const song = await describedSong('Framed Maulud');
    const embed = await get(`/embed/song/${song.id}`);
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.body).toContain('<meta name="robots" content="noindex">');
    const page = await get(`/song/${song.id}`);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('a restricted or withdrawn item is a 404 on oEmbed and on the player page', async () => {
    const restricted = await describedSong('Restricted embed');
    const withdrawn = await describedSong('Withdrawn embed');
    await restrict(restricted.id);
    await withdraw(withdrawn.id);
    for (const song of [restricted, withdrawn]) {
      expect((await get(`/embed/song/${song.id}`)).statusCode).toBe(404);
      expectErrorBody(await get(`/oembed?${new URLSearchParams({ url: `${BASE}/song/${song.id}` })}`), 404);
    }
  });
});

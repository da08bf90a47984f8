import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/**
 * Sections of long recordings: who reads and who replaces them, what is refused (naming the
 * section), their history, and their exports as chapters, read back by parsers nobody here
 * wrote (Debian's python3-webvtt).
 */
let t: TestApp;
let f: Fixtures;
let minute: Buffer;
let admin: SignedInUser;
let staff: SignedInUser;
let artist: SignedInUser;
let other: SignedInUser;
let listener: SignedInUser;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  // A one-minute recording: room for sections.
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=60'],
    ...['-c:a', 'libmp3lame', '-b:a', '32k', path.join(f.dir, 'minute.mp3')],
  ]);
  minute = readFileSync(path.join(f.dir, 'minute.mp3'));
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

let n = 0;
/** A one-minute recording of its own (each upload is other bytes). */
const upload = (token: string, title: string) =>
  uploadSong(t, token, f, { title, audio: { data: Buffer.concat([minute, Buffer.from(`TAG${++n}`.padEnd(128))]) } });
const put = (songId: string, token: string | undefined, sections: object[]) =>
  call(t, { method: 'PUT', url: `/api/songs/${songId}/sections`, token, payload: { sections } });
const get = (url: string, token?: string) => call(t, { method: 'GET', url, token });

const zikiri = [
  {
    start: 0,
    title: 'Opening prayer',
    synopsis: 'The leader greets the gathering.',
    keywords: ['prayer'],
    language: 'nup',
  },
  { start: 12.5, end: 30, title: 'The prayer for the Etsu', keywords: ['Etsu Nupe', 'prayer'], language: 'nup' },
  { start: 30, title: 'Closing song', language: 'hau' },
];

describe('sections', () => {
  it('describers replace the whole list; anyone who may hear the item reads it in order, with ids', async () => {
    const song = await upload(admin.token, 'Evening Zikiri at Bida');
    expect((await get(`/api/songs/${song.id}/sections`)).json()).toEqual([]);
    // Sent out of order: kept in order of their starts.
    const saved = await put(song.id, staff.token, [zikiri[2], zikiri[0], zikiri[1]] as object[]);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await get(`/api/songs/${song.id}/sections`)).json();
    expect(read).toEqual(saved.json());
    expect(read).toEqual([
      {
        id: expect.any(String),
        start: 0,
        end: null,
        title: 'Opening prayer',
        synopsis: 'The leader greets the gathering.',
        keywords: ['prayer'],
        language: 'nup',
      },
      {
        id: expect.any(String),
        start: 12.5,
        end: 30,
        title: 'The prayer for the Etsu',
        synopsis: null,
        keywords: ['Etsu Nupe', 'prayer'],
        language: 'nup',
      },
      {
        id: expect.any(String),
        start: 30,
        end: null,
        title: 'Closing song',
        synopsis: null,
        keywords: [],
        language: 'hau',
      },
    ]);
    // Replacing with an empty list clears them.
    expect((await put(song.id, admin.token, [])).json()).toEqual([]);
    expect((await get(`/api/songs/${song.id}/sections`)).json()).toEqual([]);
  });

  it('the owning artist, staff and admins may; other signed-in people get 403, or 404 where they may not see it', async () => {
    const own = await upload(artist.token, 'Aisha’s history of Bida'); // pending review: only she and staff see it
    expect((await put(own.id, artist.token, zikiri)).statusCode).toBe(200);
    expectErrorBody(await put(own.id, other.token, zikiri), 404, 'SONG_NOT_FOUND');
    expectErrorBody(await put(own.id, listener.token, zikiri), 404, 'SONG_NOT_FOUND');
    expectErrorBody(await get(`/api/songs/${own.id}/sections`), 404, 'SONG_NOT_FOUND');
    expectErrorBody(await get(`/api/songs/${own.id}/sections`, other.token), 404, 'SONG_NOT_FOUND');
    expect((await get(`/api/songs/${own.id}/sections`, staff.token)).json()).toHaveLength(3);

    const published = await upload(admin.token, 'A published preaching');
    expectErrorBody(await put(published.id, other.token, zikiri), 403, 'FORBIDDEN');
    expectErrorBody(await put(published.id, listener.token, zikiri), 403, 'FORBIDDEN');
    expectErrorBody(await put(published.id, undefined, zikiri), 401);
    // An outsider's invalid body still meets the 404 first: nothing about the item leaks.
    expectErrorBody(await put(own.id, other.token, [{ start: -1 }]), 404, 'SONG_NOT_FOUND');
    expect((await get(`/api/songs/${published.id}/sections`)).json()).toEqual([]);
  });

  it('overlapping, reversed or out-of-range sections are a 400 naming the section, and nothing changes', async () => {
    const song = await upload(admin.token, 'Checked sections');
    await put(song.id, staff.token, zikiri);
    const before = (await get(`/api/songs/${song.id}/sections`)).json();
    const cases: [object[], string, string][] = [
      [
        [
          { start: 0, end: 20, title: 'Greeting' },
          { start: 15, title: 'Praise' },
        ],
        'Section 1 “Greeting” overlaps section 2 “Praise”, which starts at 0:15.',
        'sections.0.end',
      ],
      [
        [
          { start: 5, title: 'First' },
          { start: 5, title: 'Same moment' },
        ],
        'Section 1 “First” overlaps section 2 “Same moment”, which starts at 0:05.',
        'sections.0.end',
      ],
      [[{ start: 20, end: 10, title: 'Backwards' }], 'Section 1 “Backwards” ends before it starts.', 'sections.0.end'],
      [
        [
          { start: 0, title: 'Intro' },
          { start: 75, title: 'Too late' },
        ],
        'Section 2 “Too late” starts at 1:15, after the recording ends (1:00).',
        'sections.1.start',
      ],
      [
        [{ start: 10, end: 90, title: 'Too long' }],
        'Section 1 “Too long” ends at 1:30, after the recording ends (1:00).',
        'sections.0.end',
      ],
      [
        [{ start: 0, title: 'Unknown tongue', language: 'zzz' }],
        'Section 1 “Unknown tongue”: unknown language code “zzz”; use an ISO 639-3 code such as nup.',
        'sections.0.language',
      ],
    ];
    for (const [sections, message, field] of cases) {
      const res = await put(song.id, staff.token, sections);
      const body = expectErrorBody(res, 400, 'VALIDATION_FAILED') as {
        message: string;
        fields?: Record<string, string>;
      };
      expect(body.message).toBe(message);
      expect(body.fields?.[field]).toBe(message);
    }
    // Shape problems are refused by validation, naming the field.
    const shape = expectErrorBody(await put(song.id, staff.token, [{ start: 3 }]), 400, 'VALIDATION_FAILED');
    expect(shape.message).toBe('Each section needs a title.');
    expectErrorBody(await put(song.id, staff.token, [{ id: 'x', start: 3, title: 'With an id' }]), 400);
    expect((await get(`/api/songs/${song.id}/sections`)).json()).toEqual(before);
  });

  it('every change is kept in the description history: who, when, the list before and after', async () => {
    const song = await upload(admin.token, 'A history told by an elder');
    await put(song.id, staff.token, zikiri.slice(0, 2));
    await put(song.id, staff.token, zikiri.slice(0, 2)); // the same list: no new entry
    await put(song.id, admin.token, zikiri);
    const history = (await get(`/api/songs/${song.id}/archive/history`, staff.token)).json().history as {
      by: { name: string };
      changes: { field: string; before: { title: string }[]; after: { title: string }[] }[];
    }[];
    const changes = history.filter((h) => h.changes.some((c) => c.field === 'sections'));
    expect(changes).toHaveLength(2);
    const [latest, first] = changes;
    expect(first?.by.name).toBe('Musa Archivist');
    expect(first?.changes[0]?.before).toEqual([]);
    expect(first?.changes[0]?.after.map((s) => s.title)).toEqual(['Opening prayer', 'The prayer for the Etsu']);
    expect(latest?.changes[0]?.after.map((s) => s.title)).toEqual([
      'Opening prayer',
      'The prayer for the Etsu',
      'Closing song',
    ]);
  });
});

/** Reads a WebVTT file with webvtt-py (Debian python3-webvtt): each cue's start, end and text. */
function readWithWebvttPy(vtt: string): { start: string; end: string; text: string }[] {
  const script = [
    'import sys, json, io, webvtt',
    'data = sys.stdin.read()',
    'captions = webvtt.read_buffer(io.StringIO(data))',
    'print(json.dumps([{"start": c.start, "end": c.end, "text": c.text} for c in captions]))',
  ].join('\n');
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: vtt, encoding: 'utf8' }));
}

describe('chapters', () => {
  it('WebVTT chapters: one cue a section, ending where it ends or where the next begins, read by webvtt-py', async () => {
    const song = await upload(admin.token, 'Chaptered Zikiri');
    await put(song.id, staff.token, zikiri);
    const res = await get(`/api/songs/${song.id}/chapters.vtt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    const cues = readWithWebvttPy(res.body);
    expect(cues).toEqual([
      { start: '00:00:00.000', end: '00:00:12.500', text: 'Opening prayer' },
      { start: '00:00:12.500', end: '00:00:30.000', text: 'The prayer for the Etsu' },
      // The last runs to the end of the recording (its measured length, about a minute).
      {
        start: '00:00:30.000',
        end: expect.stringMatching(/^00:01:00\.\d{3}$|^00:00:59\.\d{3}$/),
        text: 'Closing song',
      },
    ]);
  });

  it('Podcasting 2.0 JSON chapters, version 1.2.0', async () => {
    const song = await upload(admin.token, 'Chaptered preaching');
    await put(song.id, staff.token, zikiri);
    const res = await get(`/api/songs/${song.id}/chapters.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json+chapters; charset=utf-8');
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({ version: '1.2.0', title: 'Chaptered preaching', author: 'Test Ensemble' });
    expect(body.chapters.map((c: { startTime: number; title: string }) => [c.startTime, c.title])).toEqual([
      [0, 'Opening prayer'],
      [12.5, 'The prayer for the Etsu'],
      [30, 'Closing song'],
    ]);
    expect(body.chapters[0].endTime).toBe(12.5);
    expect(body.chapters[2].endTime).toBeGreaterThan(59);
    expect(body.chapters[1].url).toMatch(new RegExp(`/song/${song.id}\\?t=12$`));
  });

  it('an item the caller may not see has no sections nor chapters (404), withdrawn or restricted', async () => {
    const song = await upload(admin.token, 'Soon restricted');
    await put(song.id, staff.token, zikiri);
    for (const url of ['sections', 'chapters.vtt', 'chapters.json']) {
      expect((await get(`/api/songs/${song.id}/${url}`)).statusCode).toBe(200);
    }
    const restricted = await call(t, {
      method: 'PATCH',
      url: `/api/songs/${song.id}/access`,
      token: staff.token,
      payload: { level: 'community' },
    });
    expect(restricted.statusCode, restricted.body).toBe(200);
    for (const url of ['sections', 'chapters.vtt', 'chapters.json']) {
      expectErrorBody(await get(`/api/songs/${song.id}/${url}`), 404, 'SONG_NOT_FOUND');
      // Community items are for signed-in people.
      expect((await get(`/api/songs/${song.id}/${url}`, listener.token)).statusCode).toBe(200);
    }
    const consent = (kind: string) =>
      call(t, {
        method: 'POST',
        url: `/api/songs/${song.id}/consents`,
        token: staff.token,
        payload: { kind, person: 'Mallam Isa Bida', relation: 'performer', scopes: ['stream'], date: '2026-11-24' },
      });
    expect((await consent('grant')).statusCode).toBe(201);
    const withdrawn = await consent('withdrawal');
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    for (const url of ['sections', 'chapters.vtt', 'chapters.json']) {
      expectErrorBody(await get(`/api/songs/${song.id}/${url}`, listener.token), 404, 'SONG_NOT_FOUND');
    }
  });
});

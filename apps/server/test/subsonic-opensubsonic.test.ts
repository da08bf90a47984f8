import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { schemaErrors } from './helpers/opensubsonic-schema.js';
import { asSubsonic116 } from './helpers/opensubsonic-xml.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';
import { sharedXsd, xmllint } from './helpers/xml-schemas.js';

/**
 * OpenSubsonic extensions beyond the first ones: songLyrics v2 (enhanced lyrics), transcodeOffset
 * (stream from an offset, seeking in the source) with its limit on transcodes at once, and the
 * song fields (contributors, displayArtist, played, samplingRate, channelCount). JSON answers
 * are checked against OpenSubsonic's own schemas, XML against the 1.16.1 XSD (its additions
 * aside) or for well-formedness where the XSD has no such answer.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let key: string;
let dir: string;
let song: { id: string };

const ffprobeDuration = (bytes: Buffer) => {
  const file = path.join(dir, `probe-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, bytes);
  return Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString(),
  );
};

beforeAll(async () => {
  t = await createTestApp({ maxTranscodes: 1 });
  f = await makeFixtures();
  dir = mkdtempSync(path.join(tmpdir(), 'nupe-os-'));
  admin = await createUser(t, 'admin');
  const res = await call(t, {
    method: 'POST',
    url: '/api/me/app-keys',
    token: admin.token,
    payload: { name: 'Feishin' },
  });
  expect(res.statusCode, res.body).toBe(201);
  key = res.json().key;
  // 8 s of stereo at 44.1 kHz: long enough to seek into.
  execFileSync('sox', [
    '-n',
    '-r',
    '44100',
    '-c',
    '2',
    path.join(dir, 'eight.wav'),
    'synth',
    '8',
    'sine',
    '440',
    'gain',
    '-6',
  ]);
  const wav = readFileSync(path.join(dir, 'eight.wav'));
  song = await uploadSong(t, admin.token, f, {
    title: 'Call and response',
    audio: { data: wav, filename: 'eight.wav', type: 'audio/wav' },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  f?.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const rest = (method: string, params: Record<string, string> = {}) =>
  call(t, {
    method: 'GET',
    url: `/rest/${method}?${new URLSearchParams({ v: '1.16.1', c: 'feishin', apiKey: key, ...params })}`,
  });
const json = async (method: string, params: Record<string, string> = {}) => {
  const body = (await rest(method, { ...params, f: 'json' })).json();
  expect(schemaErrors(method, body)).toBeNull();
  return body['subsonic-response'];
};
/** A transcode's slot is freed when its ffmpeg has exited, a moment after its last byte. */
const slotsFree = () => expect.poll(() => t.app.transcodeSlots.inUse, { timeout: 5000 }).toBe(0);
const wellFormed = (xml: string) => execFileSync('xmllint', ['--nonet', '--noout', '-'], { input: xml, stdio: 'pipe' });

describe('getOpenSubsonicExtensions', () => {
  it('advertises songLyrics 1 and 2, transcodeOffset, indexBasedQueue and playbackReport', async () => {
    const list = (await json('getOpenSubsonicExtensions')).openSubsonicExtensions as {
      name: string;
      versions: number[];
    }[];
    expect(list).toEqual(
      expect.arrayContaining([
        { name: 'songLyrics', versions: [1, 2] },
        { name: 'transcodeOffset', versions: [1] },
        { name: 'indexBasedQueue', versions: [1] },
        { name: 'playbackReport', versions: [1] },
      ]),
    );
  });
});

describe('songLyrics v2 (Feishin asks with enhanced=true)', () => {
  const leader = 'Ẹ̀yàgí'.normalize('NFD'); // sent decomposed: answered NFC
  beforeAll(async () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:00:01.000 --> 00:00:03.000',
      `<v Leader>${leader} <00:00:02.000>bẹ</v> <v Chorus>Ẹ̀n</v>`,
      '',
      '00:00:03.000 --> 00:00:05.000',
      '<v Leader>Lo <00:00:04.000>wa',
      '',
    ].join('\n');
    for (const [language, kind, body] of [
      ['nup', 'transcript', vtt],
      [
        'eng',
        'translation',
        'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nBlessing, yes\n\n00:00:03.000 --> 00:00:05.000\nGo on\n',
      ],
    ] as const) {
      const res = await call(t, {
        method: 'PUT',
        url: `/api/songs/${song.id}/transcripts/${language}?kind=${kind}&status=reviewed`,
        token: admin.token,
        payload: body,
        headers: { 'content-type': 'text/vtt' },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
  });

  it('v1 (no enhanced) answers lines of plain text only', async () => {
    const list = (await json('getLyricsBySongId', { id: song.id })).lyricsList.structuredLyrics;
    expect(list[0]).toEqual({
      lang: 'nup',
      synced: true,
      line: [
        { start: 1000, value: `${'Ẹ̀yàgí'.normalize('NFC')} bẹ Ẹ̀n` },
        { start: 3000, value: 'Lo wa' },
      ],
    });
    expect(list[0].kind).toBeUndefined();
  });

  it('enhanced: the transcript as main with agents and cue lines, the translation with its lang', async () => {
    const [main, translation] = (await json('getLyricsBySongId', { id: song.id, enhanced: 'true' })).lyricsList
      .structuredLyrics;
    expect(main).toMatchObject({ kind: 'main', lang: 'nup', synced: true });
    expect(main.agents).toEqual([
      { id: 'v1', role: 'main', name: 'Leader' },
      { id: 'v2', role: 'voice', name: 'Chorus' },
    ]);
    expect(
      main.cueLine.map((c: { index: number; agentId: string; value: string }) => [c.index, c.agentId, c.value]),
    ).toEqual([
      [0, 'v1', `${'Ẹ̀yàgí'.normalize('NFC')} bẹ`],
      [0, 'v2', 'Ẹ̀n'],
      [1, 'v1', 'Lo wa'],
    ]);
    // Every cue's bytes, read from the NFC value, are its word.
    for (const line of main.cueLine as {
      value: string;
      cue: { byteStart: number; byteEnd: number; value: string }[];
    }[]) {
      expect(line.value).toBe(line.value.normalize('NFC'));
      const bytes = Buffer.from(line.value, 'utf8');
      for (const cue of line.cue)
        expect(bytes.subarray(cue.byteStart, cue.byteEnd + 1).toString('utf8')).toBe(cue.value);
    }
    expect(main.cueLine[0].cue.map((c: { start: number; end: number }) => [c.start, c.end])).toEqual([
      [1000, 2000],
      [2000, 3000],
    ]);
    expect(translation).toMatchObject({ kind: 'translation', lang: 'eng', synced: true });
    expect(translation.agents).toBeUndefined();
    const xml = (await rest('getLyricsBySongId', { id: song.id, enhanced: 'true' })).body;
    expect(() => wellFormed(xml)).not.toThrow();
    expect(xml).toContain('<agents id="v1" role="main" name="Leader">');
  });
});

describe('song fields', () => {
  it('contributors (OLAC roles as OpenSubsonic roles), displayArtist, played, sampling rate and channels', async () => {
    const patched = await call(t, {
      method: 'PATCH',
      url: `/api/songs/${song.id}/archive`,
      token: admin.token,
      payload: {
        contributors: [
          { name: 'Mallam Isa Bida', role: 'singer' },
          { name: 'Ndako Gboya', role: 'performer', roleDetail: 'kakaki player' },
          { name: 'Aisha Kutigi', role: 'recorder' },
        ],
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await rest('scrobble', { id: song.id, f: 'json' })).json()['subsonic-response'].status).toBe('ok');
    const one = (await json('getSong', { id: song.id })).song;
    expect(one.contributors).toEqual([
      { role: 'performer', subRole: 'vocals', artist: { id: expect.stringMatching(/^ar-/), name: 'Mallam Isa Bida' } },
      {
        role: 'performer',
        subRole: 'kakaki player',
        artist: { id: expect.stringMatching(/^ar-/), name: 'Ndako Gboya' },
      },
      { role: 'engineer', subRole: 'recording', artist: { id: expect.stringMatching(/^ar-/), name: 'Aisha Kutigi' } },
    ]);
    expect(one).toMatchObject({ displayArtist: one.artist, mediaType: 'song', samplingRate: 44100, channelCount: 2 });
    expect(Date.parse(one.played)).toBeGreaterThan(Date.now() - 60_000);
    expect(one.bitRate).toBeGreaterThan(1000); // PCM: kbps as the original holds it
    const xml = (await rest('getSong', { id: song.id })).body;
    expect(xml).toContain('<contributors role="performer" subRole="kakaki player"><artist id="ar-');
    expect(xmllint(asSubsonic116(xml), sharedXsd('subsonic', 'subsonic-rest-api.xsd'))).toBeNull();
  });
});

describe('transcodeOffset (Symfonium seeks a transcoded stream)', () => {
  it('stream with timeOffset starts that far in: the seek is in the source', async () => {
    const whole = await rest('stream', { id: song.id, format: 'mp3', maxBitRate: '128', timeOffset: '0' });
    expect(whole.statusCode).toBe(200);
    const from5 = await rest('stream', { id: song.id, format: 'mp3', maxBitRate: '128', timeOffset: '5' });
    expect(from5.statusCode).toBe(200);
    expect(from5.headers['content-type']).toBe('audio/mpeg');
    expect(ffprobeDuration(from5.rawPayload)).toBeGreaterThan(2.5);
    expect(ffprobeDuration(from5.rawPayload)).toBeLessThan(3.5);
    // The /api stream's `start` is the same transcode.
    await slotsFree();
    const api = await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream?start=6` });
    expect(api.statusCode).toBe(200);
    expect(ffprobeDuration(api.rawPayload)).toBeLessThan(2.5);
    // raw asks for the original's bytes: no transcode, the offset does not apply.
    const raw = await rest('stream', { id: song.id, format: 'raw', timeOffset: '5' });
    expect(raw.headers['content-type']).toBe('audio/wav');
    await slotsFree();
  });

  it('beyond MAX_TRANSCODES at once: the protocol error with a retry hint, and 429 with Retry-After on /api', async () => {
    const held = t.app.transcodeSlots.tryAcquire();
    expect(held).not.toBeNull();
    try {
      const busy = await rest('stream', { id: song.id, timeOffset: '2', f: 'json' });
      expect(busy.statusCode).toBe(200);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()['subsonic-response']).toMatchObject({
        status: 'failed',
        error: { code: 0, message: expect.stringMatching(/retry in 5 seconds/) },
      });
      const api = await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream?start=2` });
      expect(api.statusCode).toBe(429);
      expect(api.headers['retry-after']).toBe('5');
      expect(api.json()).toMatchObject({ code: 'TRANSCODE_BUSY', message: expect.stringMatching(/busy/) });
      // A stream from 0 of a made copy needs no transcode: it is not refused.
      expect((await rest('stream', { id: song.id })).statusCode).toBe(200);
    } finally {
      held?.release();
    }
    expect((await rest('stream', { id: song.id, timeOffset: '2' })).statusCode).toBe(200);
    await slotsFree();
  });
});

describe('indexBasedQueue', () => {
  it('keeps which of a song queued twice is current, and answers only what the caller may hear', async () => {
    const other = await uploadSong(t, admin.token, f, { title: 'Queued between' });
    const listener = await createUser(t, 'listener');
    const made = await call(t, {
      method: 'POST',
      url: '/api/me/app-keys',
      token: listener.token,
      payload: { name: 'Phone' },
    });
    const mine = made.json().key as string;
    const as = (method: string, params: Record<string, string | string[]>) => {
      const qs = new URLSearchParams({ v: '1.16.1', c: 'tempo', apiKey: mine, f: 'json' });
      for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) qs.append(k, one);
      return call(t, { method: 'GET', url: `/rest/${method}?${qs}` }).then((r) => r.json());
    };
    const saved = await as('savePlayQueueByIndex', {
      id: [song.id, other.id, song.id],
      currentIndex: '2',
      position: '1500',
    });
    expect(saved['subsonic-response'].status).toBe('ok');
    const got = await as('getPlayQueueByIndex', {});
    expect(schemaErrors('getPlayQueueByIndex', got)).toBeNull();
    const queue = got['subsonic-response'].playQueueByIndex;
    expect(queue.entry.map((e: { id: string }) => e.id)).toEqual([song.id, other.id, song.id]);
    expect(queue).toMatchObject({ currentIndex: 2, position: 1500, changedBy: 'tempo' });
    // The song between is closed to staff: the listener's queue no longer holds it, the index follows.
    const closed = await call(t, {
      method: 'PATCH',
      url: `/api/songs/${other.id}/access`,
      token: admin.token,
      payload: { level: 'staff', labels: [] },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = (await as('getPlayQueueByIndex', {}))['subsonic-response'].playQueueByIndex;
    expect(after.entry.map((e: { id: string }) => e.id)).toEqual([song.id, song.id]);
    expect(after.currentIndex).toBe(1);
    const bad = await as('savePlayQueueByIndex', { id: [song.id], currentIndex: '3' });
    expect(bad['subsonic-response']).toMatchObject({ status: 'failed', error: { code: 0 } });
    const xml = (await rest('getPlayQueueByIndex')).body;
    expect(() => wellFormed(xml)).not.toThrow();
  });
});

describe('playbackReport', () => {
  it('shows the timeline in getNowPlaying and counts a play after 30 s heard, never with ignoreScrobble', async () => {
    const playsOf = async (id: string) => (await json('getSong', { id })).song.playCount as number;
    const start = await playsOf(song.id);
    const report = (params: Record<string, string>) =>
      rest('reportPlayback', { mediaId: song.id, f: 'json', ...params });
    expect((await report({ state: 'starting', positionMs: '0' })).json()['subsonic-response'].status).toBe('ok');
    await report({ state: 'playing', positionMs: '0' });
    const now = (await json('getNowPlaying')).nowPlaying.entry as {
      id: string;
      state: string;
      positionMs: number;
      playerName: string;
    }[];
    expect(now).toEqual([expect.objectContaining({ id: song.id, state: 'playing', playerName: 'feishin' })]);
    const nowXml = (await rest('getNowPlaying')).body;
    expect(nowXml).toContain('state="playing"');
    expect(xmllint(asSubsonic116(nowXml), sharedXsd('subsonic', 'subsonic-rest-api.xsd'))).toBeNull();
    // A jump to 40 s is a seek, not 40 s of listening: no play yet.
    await report({ state: 'playing', positionMs: '40000' });
    expect(await playsOf(song.id)).toBe(start);
    await report({ state: 'paused', positionMs: '40500' });
    expect((await json('getNowPlaying')).nowPlaying.entry[0]).toMatchObject({ state: 'paused', positionMs: 40500 });
    await report({ state: 'stopped', positionMs: '40500' });
    expect((await json('getNowPlaying')).nowPlaying.entry).toEqual([]);
    const bad = (await report({ state: 'dancing', positionMs: '0' })).json()['subsonic-response'];
    expect(bad).toMatchObject({ status: 'failed', error: { code: 0 } });
  });

  it("counts by the web player's rule: an item shorter than 30 s played to its end; ignoreScrobble counts nothing", async () => {
    // The 8-second song: heard from 0 to its end.
    const playsOf = async () => (await json('getSong', { id: song.id })).song.playCount as number;
    const start = await playsOf();
    const run = async (extra: Record<string, string>) => {
      for (const [state, pos] of [
        ['playing', '0'],
        ['playing', '3000'],
        ['stopped', '8000'],
      ] as const) {
        await rest('reportPlayback', { mediaId: song.id, state, positionMs: pos, f: 'json', ...extra });
        await new Promise((r) => setTimeout(r, state === 'playing' ? 3100 : 0));
      }
    };
    await run({ ignoreScrobble: 'true' });
    expect(await playsOf()).toBe(start);
    await run({});
    expect(await playsOf()).toBe(start + 1);
  }, 30_000);
});

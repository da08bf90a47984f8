import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES } from '@nupe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renditionJob } from '../src/jobs/definitions.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { filesUnder, uploadSong } from './helpers/catalogue.js';
import { probe, readTags } from './helpers/tag-reader.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * Provenance in every copy and clips: the streaming copies a listener downloads and the clips
 * cut from them carry the song's provenance in their tags, read back here by Debian's
 * python3-mutagen and by ffprobe; the original stays byte for byte as it arrived.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
let recording: Buffer;
let song: { id: string; title: string };

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A minute and a half of two tones, so a 60 s clip has room. */
function longRecording(dir: string): Buffer {
  const out = path.join(dir, 'long.mp3');
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=90'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=550:duration=90', '-filter_complex', 'amix=inputs=2'],
    ...['-c:a', 'libmp3lame', '-b:a', '128k', out],
  ]);
  return readFileSync(out);
}

async function drain() {
  for (let i = 0; i < 50; i++) if (!(await t.app.jobs.runOnce(renditionJob))) break;
}

/** The bytes of an answer, written to a file for the readers. */
function saved(name: string, body: Buffer): string {
  const file = path.join(f.dir, name);
  writeFileSync(file, body);
  return file;
}

const VTT = `WEBVTT

00:00:01.000 --> 00:00:04.000
<v Aisha Ndako>Bismillah, ẹ̀ kú àbọ̀

00:00:35.000 --> 00:00:40.000
Ẹ̀gbá lò nyi

00:01:20.000 --> 00:01:25.000
Closing words
`;

beforeAll(async () => {
  t = await createTestApp({
    limits: { maxAudioBytes: 5 * 1024 * 1024, maxImageBytes: 1024 * 1024 },
    clips: { maxConcurrentCuts: 1, perPerson: 6, perAddress: 200, windowMs: 60_000 },
  });
  f = await makeFixtures();
  admin = await createUser(t, 'admin');
  staff = await createUser(t, 'staff');
  recording = longRecording(f.dir);
  const archive = {
    languages: ['nup'],
    recorded: '1987-06',
    contributors: [
      { name: 'Aisha Ndako', role: 'singer' },
      { name: 'Musa Gana', role: 'performer', roleDetail: 'kakaki player' },
    ],
    rights: '© The Ndako family. Shared by the family with Nupe Music.',
  };
  song = (await uploadSong(t, admin.token, f, {
    title: 'Ẹ̀gbá Zikiri',
    artist: 'Bida Zikiri Group',
    album: 'Bida Evenings',
    audio: { data: recording, filename: 'zikiri.mp3', type: 'audio/mpeg' },
    extra: { consentScopes: 'stream,download,derivative', archive: JSON.stringify(archive) },
  })) as typeof song;
  const access = await call(t, {
    method: 'PATCH',
    url: `/api/songs/${song.id}/access`,
    token: staff.token,
    payload: { level: 'public', labels: ['tk_a', 'tk_nc'] },
  });
  expect(access.statusCode, access.body).toBe(200);
  const words = await call(t, {
    method: 'PUT',
    url: `/api/songs/${song.id}/transcripts/nup?status=reviewed`,
    token: admin.token,
    payload: VTT,
    headers: { 'content-type': 'text/vtt' },
  });
  expect(words.statusCode, words.body).toBe(200);
  await drain();
  t.app.services.streaming.invalidate(song.id);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

describe('GET /api/songs/:id/download?quality= (the streaming copy, tagged)', () => {
  it('carries ID3v2.4 provenance in the MP3: title, performers with roles, album, year, language, rights, labels, address, words, cover', async () => {
    const res = await call(t, { method: 'GET', url: `/api/songs/${song.id}/download?quality=standard` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-disposition']).toContain('Bida Zikiri Group - ');
    const tags = readTags(saved('copy.mp3', res.rawPayload), 'mp3');
    expect(tags.version).toEqual([2, 4, 0]);
    expect(tags.title).toEqual(['Ẹ̀gbá Zikiri']);
    expect(tags.artist).toEqual(['Bida Zikiri Group']);
    expect(tags.album).toEqual(['Bida Evenings']);
    expect(tags.date).toEqual(['1987-06']);
    expect(tags.language).toEqual(['nup']);
    expect(tags.copyright?.[0]).toContain('Ndako family');
    expect(tags.people).toEqual([
      ['singer', 'Aisha Ndako'],
      ['kakaki player', 'Musa Gana'],
    ]);
    expect(tags.txxx['TRADITIONAL KNOWLEDGE LABELS']).toEqual([
      expect.stringMatching(/^TK Attribution: Credit the community/),
      expect.stringMatching(/^TK Non-Commercial: /),
    ]);
    expect(tags.txxx['NUPE MUSIC SONG ID']).toEqual([song.id]);
    expect(tags.url).toBe(`http://localhost:3000/song/${song.id}`);
    expect(tags.uslt).toEqual([{ lang: 'nup', text: 'Bismillah, ẹ̀ kú àbọ̀\nẸ̀gbá lò nyi\nClosing words' }]);
    expect(tags.sylt).toEqual([
      {
        lang: 'nup',
        format: 2,
        text: [
          ['Bismillah, ẹ̀ kú àbọ̀', 1000],
          ['Ẹ̀gbá lò nyi', 35000],
          ['Closing words', 80000],
        ],
      },
    ]);
    expect(tags.pictures).toEqual([{ mime: 'image/jpeg', type: 3, size: expect.any(Number) }]);
    // No sections on this recording: no chapters.
    expect(tags.chapters).toEqual([]);
    // FFmpeg reads the same file as a whole MP3 of the recording's length.
    const p = probe(path.join(f.dir, 'copy.mp3'));
    expect(p.format.format_name).toBe('mp3');
    expect(Number(p.format.duration)).toBeGreaterThan(89);
    expect(p.format.tags?.title).toBe('Ẹ̀gbá Zikiri');
  });

  it('carries Vorbis comments and the cover in the data-saver Opus copy', async () => {
    const res = await call(t, { method: 'GET', url: `/api/songs/${song.id}/download?quality=data-saver` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/ogg');
    const read = readTags(saved('copy.opus', res.rawPayload), 'opus');
    expect(read.tags).toMatchObject({
      TITLE: ['Ẹ̀gbá Zikiri'],
      ARTIST: ['Bida Zikiri Group'],
      PERFORMER: ['Aisha Ndako (singer)', 'Musa Gana (kakaki player)'],
      ALBUM: ['Bida Evenings'],
      DATE: ['1987-06'],
      LANGUAGE: ['nup'],
      CONTACT: [`http://localhost:3000/song/${song.id}`],
      NUPE_MUSIC_SONG_ID: [song.id],
      LYRICS: ['Bismillah, ẹ̀ kú àbọ̀\nẸ̀gbá lò nyi\nClosing words'],
    });
    expect(read.tags.COPYRIGHT?.[0]).toContain('Ndako family');
    expect(read.tags.TRADITIONAL_KNOWLEDGE_LABEL).toHaveLength(2);
    expect(read.pictures).toEqual([{ mime: 'image/jpeg', type: 3, size: expect.any(Number) }]);
    expect(read.length).toBeGreaterThan(89);
    expect(probe(path.join(f.dir, 'copy.opus')).format.format_name).toBe('ogg');
  });

  it('keeps the original byte for byte as it arrived (its SHA-256 is the fixity record)', async () => {
    const original = await call(t, { method: 'GET', url: `/api/songs/${song.id}/download` });
    expect(original.statusCode).toBe(200);
    expect(sha256(original.rawPayload)).toBe(sha256(recording));
    const described = (await call(t, { method: 'GET', url: `/api/songs/${song.id}` })).json().song;
    expect(described.preservation.sha256).toBe(sha256(recording));
    // The tagged copies are made outside the media: the stored original is untouched.
    const stored = readFileSync(
      path.join(t.config.mediaDir, filesUnder(t.config.mediaDir).find((k) => k.startsWith('audio/')) ?? ''),
    );
    expect(sha256(stored)).toBe(sha256(recording));
  });

  it('tags a copy once, resumes it by range, and tags it anew when the description changes', async () => {
    const url = `/api/songs/${song.id}/download?quality=standard`;
    const first = await call(t, { method: 'GET', url });
    const again = await call(t, { method: 'GET', url });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const part = await call(t, { method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(first.rawPayload.subarray(100, 200))).toBe(true);
    const patch = await call(t, {
      method: 'PATCH',
      url: `/api/songs/${song.id}/archive`,
      token: admin.token,
      payload: { recorded: '1988' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const changed = await call(t, { method: 'GET', url });
    expect(readTags(saved('changed.mp3', changed.rawPayload), 'mp3').date).toEqual(['1988']);
  });
});

describe('GET /api/songs/:id/clip', () => {
  it('cuts up to 60 s as an MP3 under 500 KB with the provenance and the words said within it', async () => {
    const listener = await createUser(t, 'listener');
    const res = await call(t, {
      method: 'GET',
      url: `/api/songs/${song.id}/clip?start=30&duration=60`,
      token: listener.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-disposition']).toContain('(0.30-1.30).mp3');
    expect(res.rawPayload.length).toBeLessThanOrEqual(500 * 1024);
    const tags = readTags(saved('clip.mp3', res.rawPayload), 'mp3');
    expect(tags.length).toBeGreaterThan(59.5);
    expect(tags.length).toBeLessThan(60.5);
    expect(tags.title).toEqual(['Ẹ̀gbá Zikiri']);
    expect(tags.comment.join(' ')).toContain(`A clip from 0:30 to 1:30 of “Ẹ̀gbá Zikiri” by Bida Zikiri Group`);
    expect(tags.comment.join(' ')).toContain(`/song/${song.id}?t=30`);
    expect(tags.sylt[0]?.text).toEqual([
      ['Ẹ̀gbá lò nyi', 5000],
      ['Closing words', 50000],
    ]);
    expect(tags.pictures).toHaveLength(1);
    expect(Number(probe(path.join(f.dir, 'clip.mp3')).format.duration)).toBeCloseTo(60, 0);
  });

  it('cuts Opus too, and the end of a recording gives a shorter clip', async () => {
    const listener = await createUser(t, 'listener');
    const res = await call(t, {
      method: 'GET',
      url: `/api/songs/${song.id}/clip?start=70&duration=60&format=opus`,
      token: listener.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('audio/ogg');
    const read = readTags(saved('clip.opus', res.rawPayload), 'opus');
    expect(read.length).toBeGreaterThan(19);
    expect(read.length).toBeLessThan(21);
    expect(read.tags.TITLE).toEqual(['Ẹ̀gbá Zikiri']);
    expect(read.tags.LYRICS).toEqual(['Closing words']);
    expect(read.tags.COMMENT?.[0]).toContain('A clip from 1:10 to 1:30');
  });

  it('serves a clip cut before from the cache, byte for byte', async () => {
    const listener = await createUser(t, 'listener');
    const url = `/api/songs/${song.id}/clip?start=5&duration=10`;
    const first = await call(t, { method: 'GET', url, token: listener.token });
    const files = filesUnder(path.join(t.config.dataDir, 'derived', 'clips')).length;
    const second = await call(t, { method: 'GET', url, token: listener.token });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(filesUnder(path.join(t.config.dataDir, 'derived', 'clips'))).toHaveLength(files);
  });

  it('refuses a recording whose consent does not include derivative works, saying why', async () => {
    const other = await uploadSong(t, admin.token, f, { title: 'No remixes', extra: { consentScopes: 'stream' } });
    const res = await call(t, { method: 'GET', url: `/api/songs/${other.id}/clip?start=0&duration=2` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CLIP_NOT_ALLOWED', message: ERROR_MESSAGES.CLIP_NOT_ALLOWED });
    const sharing = await call(t, { method: 'GET', url: `/api/songs/${other.id}/sharing` });
    expect(sharing.json()).toEqual({
      clip: { allowed: false, reason: ERROR_MESSAGES.CLIP_NOT_ALLOWED },
      file: { allowed: false, reason: ERROR_MESSAGES.FILE_SHARE_NOT_ALLOWED },
    });
    const mine = await call(t, { method: 'GET', url: `/api/songs/${song.id}/sharing` });
    expect(mine.json()).toEqual({ clip: { allowed: true, reason: null }, file: { allowed: true, reason: null } });
  });

  it('is a 404 for what the caller may not see, and a 400 naming a bad range', async () => {
    const artist = await createUser(t, 'artist');
    const pending = await uploadSong(t, artist.token, f, {
      title: 'Under review',
      extra: { consentScopes: 'stream,derivative' },
    });
    const hidden = await call(t, { method: 'GET', url: `/api/songs/${pending.id}/clip?start=0&duration=1` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('SONG_NOT_FOUND');
    expect((await call(t, { method: 'GET', url: `/api/songs/${pending.id}/sharing` })).statusCode).toBe(404);
    const listener = await createUser(t, 'listener');
    const long = await call(t, {
      method: 'GET',
      url: `/api/songs/${song.id}/clip?start=0&duration=61`,
      token: listener.token,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('duration must be at most 60 seconds.');
    const late = await call(t, { method: 'GET', url: `/api/songs/${song.id}/clip?start=95`, token: listener.token });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: 'CLIP_OUTSIDE_RECORDING',
      message: ERROR_MESSAGES.CLIP_OUTSIDE_RECORDING,
    });
  });

  it('runs at most the configured number of cuts at once: beyond them a 429 with Retry-After', async () => {
    const [a, b] = await Promise.all([createUser(t, 'listener'), createUser(t, 'listener')]);
    const [one, two] = await Promise.all([
      call(t, { method: 'GET', url: `/api/songs/${song.id}/clip?start=11&duration=60`, token: a.token }),
      call(t, { method: 'GET', url: `/api/songs/${song.id}/clip?start=12&duration=60`, token: b.token }),
    ]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses).toEqual([200, 429]);
    const busy = one.statusCode === 429 ? one : two;
    expect(busy.json()).toMatchObject({ code: 'CLIPS_BUSY', message: ERROR_MESSAGES.CLIPS_BUSY });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits the clips one person asks for, with Retry-After', async () => {
    const listener = await createUser(t, 'listener');
    const url = `/api/songs/${song.id}/clip?start=5&duration=10`;
    for (let i = 0; i < 6; i++) {
      expect((await call(t, { method: 'GET', url, token: listener.token })).statusCode).toBe(200);
    }
    const over = await call(t, { method: 'GET', url, token: listener.token });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_CLIPS', message: ERROR_MESSAGES.TOO_MANY_CLIPS });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another person is not held back by it.
    const other = await createUser(t, 'listener');
    expect((await call(t, { method: 'GET', url, token: other.token })).statusCode).toBe(200);
  });
});

describe('clips and the file to send follow the consent rule over the whole ledger', () => {
  const today = '2026-01-15';
  /** A staff entry in the song's ledger. */
  async function consent(songId: string, kind: 'grant' | 'withdrawal', person: string, scopes: string[]) {
    const res = await call(t, {
      method: 'POST',
      url: `/api/songs/${songId}/consents`,
      token: staff.token,
      payload: { kind, person, relation: 'performer', scopes, date: today },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const clipStatus = async (songId: string, token: string) =>
    (await call(t, { method: 'GET', url: `/api/songs/${songId}/clip?start=0&duration=1`, token })).statusCode;
  const sharing = async (songId: string) =>
    (await call(t, { method: 'GET', url: `/api/songs/${songId}/sharing` })).json();
  const allowed = { allowed: true, reason: null };
  const noClip = { allowed: false, reason: ERROR_MESSAGES.CLIP_NOT_ALLOWED };
  const noFile = { allowed: false, reason: ERROR_MESSAGES.FILE_SHARE_NOT_ALLOWED };

  it("keeps a performer's withdrawal standing when someone else's grant comes after it", async () => {
    const listener = await createUser(t, 'listener');
    const item = await uploadSong(t, admin.token, f, {
      title: 'Withdrawn by the singer',
      extra: { consentScopes: 'stream,download,derivative', consentPerson: 'Aisha Ndako' },
    });
    await consent(item.id, 'withdrawal', 'Aisha Ndako', ['derivative', 'download']);
    // The newest entry grants everything, but it is another person's word: Aisha's withdrawal stands.
    await consent(item.id, 'grant', 'Musa Gana', ['stream', 'download', 'derivative']);
    expect(await sharing(item.id)).toEqual({ clip: noClip, file: noFile });
    expect(await clipStatus(item.id, listener.token)).toBe(403);
    // Staff custody plays a closed item; it makes no clip of it either.
    expect(await clipStatus(item.id, staff.token)).toBe(403);
    // The same person granting again lifts her own withdrawal.
    await consent(item.id, 'grant', 'aisha  ndako', ['derivative', 'download']);
    expect(await sharing(item.id)).toEqual({ clip: allowed, file: allowed });
    expect(await clipStatus(item.id, listener.token)).toBe(200);
  });

  it('keeps open what the rule leaves open when the newest entry is a withdrawal or a narrower grant', async () => {
    const listener = await createUser(t, 'listener');
    const item = await uploadSong(t, admin.token, f, {
      title: 'Granted by the singer',
      extra: { consentScopes: 'stream,download,derivative', consentPerson: 'Aisha Ndako' },
    });
    // The newest entry is a withdrawal, but of `research` alone: neither a clip nor the file needs it.
    await consent(item.id, 'withdrawal', 'Musa Gana', ['research']);
    expect(await sharing(item.id)).toEqual({ clip: allowed, file: allowed });
    expect(await clipStatus(item.id, listener.token)).toBe(200);
    await consent(item.id, 'withdrawal', 'Aisha Ndako', ['derivative']);
    expect(await sharing(item.id)).toEqual({ clip: noClip, file: allowed });
    // The newest grant names only `derivative`; `stream` and `download` stay open as they were.
    await consent(item.id, 'grant', 'Aisha Ndako', ['derivative']);
    expect(await sharing(item.id)).toEqual({ clip: allowed, file: allowed });
    expect(await clipStatus(item.id, listener.token)).toBe(200);
  });

  it('sends nothing of a song whose ledger has no entry yet, though it plays', async () => {
    const listener = await createUser(t, 'listener');
    const item = await uploadSong(t, admin.token, f, { title: 'Not asked yet' });
    const played = await call(t, { method: 'GET', url: `/api/songs/${item.id}/stream`, token: listener.token });
    expect(played.statusCode).toBe(200);
    expect(await sharing(item.id)).toEqual({ clip: noClip, file: noFile });
    expect(await clipStatus(item.id, listener.token)).toBe(403);
  });
});

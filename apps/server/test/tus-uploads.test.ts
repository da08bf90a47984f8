import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@nupe/shared';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures, uniqueMp3 } from './fixtures/media.js';
import { filesUnder, rowCounts, sendUpload } from './helpers/catalogue.js';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
} from './helpers/test-app.js';

/** Resumable uploads: the tus protocol under /api/artist/uploads/tus, ending in the same upload service. */

const ENDPOINT = '/api/artist/uploads/tus';
let t: TestApp;
let f: Fixtures;
let artist: SignedInUser;
let other: SignedInUser;
let listener: SignedInUser;
const tusDir = () => path.join(t.config.dataDir, 'tmp', 'tus');

beforeAll(async () => {
  [t, f] = await Promise.all([
    createTestApp({ limits: { maxAudioBytes: 1024 * 1024, maxImageBytes: 256 * 1024 } }),
    makeFixtures(),
  ]);
  [artist, other, listener] = await Promise.all([
    createUser(t, 'artist', 'Fatima Etsu'),
    createUser(t, 'artist', 'Another artist'),
    createUser(t, 'listener'),
  ]);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

function create(token: string, length: number, values: Record<string, string>) {
  return call(t, {
    method: 'POST',
    url: ENDPOINT,
    token,
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': metadata(values) },
  });
}

function patch(token: string, url: string, offset: number, data: Buffer) {
  return call(t, {
    method: 'PATCH',
    url,
    token,
    payload: data,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
  });
}

const head = (token: string, url: string) =>
  call(t, { method: 'HEAD', url, token, headers: { 'tus-resumable': '1.0.0' } });

/** A finished cover upload of this user: its id, for the audio's metadata. */
async function coverUpload(token: string, data = f.image.png): Promise<string> {
  const res = await create(token, data.length, { kind: 'cover', filename: 'cover.png', filetype: 'image/png' });
  expect(res.statusCode, res.body).toBe(201);
  const url = res.headers.location as string;
  const sent = await patch(token, url, 0, data);
  expect(sent.statusCode, sent.body).toBe(204);
  return url.split('/').pop() as string;
}

/** A mono 16-bit 22.05 kHz WAV of `samples` samples of a tone (a 44-byte header, then the samples). */
function pcmWav(samples: number): Buffer {
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(wav.length - 8, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(22050, 24);
  wav.writeUInt32LE(44100, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(8000 * Math.sin(i / 8)), 44 + i * 2);
  return wav;
}

const songFields = (cover: string, extra: Record<string, string> = {}) => ({
  kind: 'audio',
  cover,
  filename: 'tone.mp3',
  filetype: 'audio/mpeg',
  title: 'Resumed tone',
  artist: 'Fatima Etsu',
  genre: 'Songs',
  ...extra,
});

describe('resumable uploads (tus)', () => {
  it('resumes from the offset the server reports and answers the song when the last byte arrives', async () => {
    const audio = uniqueMp3(f.audio.mp3);
    const cover = await coverUpload(artist.token);
    const created = await create(
      artist.token,
      audio.length,
      songFields(cover, { album: 'Night songs', consentScopes: 'stream,download' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const url = created.headers.location as string;
    expect(url).toMatch(/^\/api\/artist\/uploads\/tus\/[0-9a-f]{32}$/);

    const half = Math.floor(audio.length / 2);
    const first = await patch(artist.token, url, 0, audio.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    // The connection dropped: the client asks where to resume.
    const where = await head(artist.token, url);
    expect(where.statusCode).toBe(200);
    expect(where.headers['upload-offset']).toBe(String(half));
    expect(where.headers['upload-length']).toBe(String(audio.length));

    const last = await patch(artist.token, url, half, audio.subarray(half));
    expect(last.statusCode, last.body).toBe(201);
    const body = last.json() as { message: string; song: { id: string; title: string; status: string } };
    expect(body.message).toBe(SUCCESS_MESSAGES.SONG_UPLOADED_FOR_REVIEW);
    expect(body.song).toMatchObject({ title: 'Resumed tone', status: 'pending' });

    const mine = await call(t, { method: 'GET', url: `/api/songs/${body.song.id}`, token: artist.token });
    expect(mine.statusCode).toBe(200);
    const consent = await call(t, { method: 'GET', url: `/api/songs/${body.song.id}/consents`, token: artist.token });
    if (consent.statusCode === 200) expect(consent.body).toContain('download');
    // Both uploads are gone once the song is made.
    expect(filesUnder(tusDir())).toEqual([]);
    expect((await head(artist.token, url)).statusCode).toBe(404);
  });

  it('refuses a PATCH at the wrong offset with 409, leaving the upload as it was', async () => {
    const audio = uniqueMp3(f.audio.mp3);
    const cover = await coverUpload(artist.token);
    const url = (await create(artist.token, audio.length, songFields(cover))).headers.location as string;
    expect((await patch(artist.token, url, 0, audio.subarray(0, 1000))).statusCode).toBe(204);
    const wrong = await patch(artist.token, url, 500, audio.subarray(500, 2000));
    expectErrorBody(wrong, 409, 'UPLOAD_OFFSET_CONFLICT');
    expect((await head(artist.token, url)).headers['upload-offset']).toBe('1000');
    expect(
      (await call(t, { method: 'DELETE', url, token: artist.token, headers: { 'tus-resumable': '1.0.0' } })).statusCode,
    ).toBe(204);
    await call(t, {
      method: 'DELETE',
      url: `${ENDPOINT}/${cover}`,
      token: artist.token,
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(filesUnder(tusDir())).toEqual([]);
  });

  it('shows an upload to its uploader only: another account is told it does not exist', async () => {
    const audio = uniqueMp3(f.audio.mp3);
    const cover = await coverUpload(artist.token);
    const url = (await create(artist.token, audio.length, songFields(cover))).headers.location as string;
    expect((await patch(artist.token, url, 0, audio.subarray(0, 1000))).statusCode).toBe(204);

    expect((await head(other.token, url)).statusCode).toBe(404);
    expectErrorBody(await patch(other.token, url, 1000, audio.subarray(1000)), 404, 'UPLOAD_NOT_FOUND');
    expectErrorBody(
      await call(t, { method: 'DELETE', url, token: other.token, headers: { 'tus-resumable': '1.0.0' } }),
      404,
      'UPLOAD_NOT_FOUND',
    );
    // Nor may another artist finish a song with someone else's cover.
    const borrowed = await create(other.token, audio.length, songFields(cover));
    expect([borrowed.statusCode, borrowed.json().code]).toEqual([400, 'MISSING_FILES']);
    // Listeners and anonymous callers never reach the protocol.
    expect((await head(listener.token, url)).statusCode).toBe(403);
    expect((await call(t, { method: 'HEAD', url, headers: { 'tus-resumable': '1.0.0' } })).statusCode).toBe(401);
    // The uploader still has it, untouched.
    expect((await head(artist.token, url)).headers['upload-offset']).toBe('1000');
    const done = await patch(artist.token, url, 1000, audio.subarray(1000));
    expect(done.statusCode, done.body).toBe(201);
  });

  it('refuses a file over the limit when the upload is created (413), and bad fields (400), before any byte', async () => {
    const cover = await coverUpload(artist.token);
    const big = await create(artist.token, 1024 * 1024 + 1, songFields(cover));
    expect(expectErrorBody(big, 413, 'PAYLOAD_TOO_LARGE').message).toBe('The audio file is too large (at most 1 MB).');
    const bigCover = await create(artist.token, 256 * 1024 + 1, { kind: 'cover' });
    expect(expectErrorBody(bigCover, 413, 'PAYLOAD_TOO_LARGE').message).toBe(
      'The cover file is too large (at most 0 MB).',
    );
    const noTitle = await create(artist.token, 1000, songFields(cover, { title: '' }));
    expect(expectErrorBody(noTitle, 400, 'VALIDATION_FAILED').message).toBe('Title is required.');
    const noCover = await create(artist.token, 1000, songFields(''));
    expect([noCover.statusCode, noCover.json().code]).toEqual([400, 'MISSING_FILES']);
    await call(t, {
      method: 'DELETE',
      url: `${ENDPOINT}/${cover}`,
      token: artist.token,
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(filesUnder(tusDir())).toEqual([]);
  });

  it('refuses a file that is not audio when it is complete, with the same message as today, leaving nothing behind', async () => {
    const beforeRows = await rowCounts(t);
    const beforeFiles = filesUnder(t.config.mediaDir);
    const data = f.bad.textAsMp3;
    const cover = await coverUpload(artist.token);
    const url = (await create(artist.token, data.length, songFields(cover))).headers.location as string;
    const res = await patch(artist.token, url, 0, data);
    expect(expectErrorBody(res, 415, 'INVALID_AUDIO_TYPE').message).toBe(ERROR_MESSAGES.INVALID_AUDIO_TYPE);
    expect(await rowCounts(t)).toEqual(beforeRows);
    expect(filesUnder(t.config.mediaDir)).toEqual(beforeFiles);
    expect(filesUnder(tusDir())).toEqual([]);
    expect(filesUnder(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses the uploader’s own recording again, naming it, as the multipart route does', async () => {
    const audio = uniqueMp3(f.audio.mp3);
    const first = await sendUpload(t, artist.token, f, { title: 'First time', audio: { data: audio } });
    expect(first.statusCode, first.body).toBe(201);
    const cover = await coverUpload(artist.token);
    const url = (await create(artist.token, audio.length, songFields(cover))).headers.location as string;
    const again = await patch(artist.token, url, 0, audio);
    expectErrorBody(again, 409, 'DUPLICATE_UPLOAD');
    expect(again.json().existing).toMatchObject({ id: first.json().song.id, title: 'First time' });
    expect(filesUnder(tusDir())).toEqual([]);
  });

  it('keeps POST /api/artist/upload as it was', async () => {
    const res = await sendUpload(t, artist.token, f, { title: 'Still multipart' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().song.title).toBe('Still multipart');
  });

  it('sweeps uploads older than a day, finished or not', async () => {
    await coverUpload(artist.token);
    expect(filesUnder(tusDir()).length).toBe(2); // the bytes and their JSON
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const { createTusUploads } = await import('../src/modules/uploads/tus-uploads.service.js');
    const tusUploads = createTusUploads({
      uploads: t.app.services.uploads,
      directory: tusDir(),
      path: ENDPOINT,
      limits: t.config.limits,
    });
    expect(await tusUploads.sweep(Date.now() + 60_000)).toBe(0);
    expect(await tusUploads.sweep(Date.now() + 25 * 60 * 60 * 1000)).toBe(1);
    expect(filesUnder(tusDir())).toEqual([]);
  });
});

describe('with the official client (tus-js-client in Node)', () => {
  it('resumes an upload cut mid-way from where it stopped, and the song is made', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const endpoint = `http://127.0.0.1:${port}${ENDPOINT}`;
    const headers = { authorization: `Bearer ${artist.token}` };
    // ≈ 400 KB of PCM: eight chunks of 50 KB.
    const wav = pcmWav(200_000);

    const cover = await new Promise<string>((resolve, reject) => {
      const up = new tus.Upload(f.image.png, {
        endpoint,
        headers,
        metadata: { kind: 'cover', filename: 'cover.png', filetype: 'image/png' },
        onError: reject,
        onSuccess: () => resolve((up.url as string).split('/').pop() as string),
      });
      up.start();
    });

    const options = {
      endpoint,
      headers,
      chunkSize: 50_000,
      metadata: songFields(cover, { title: 'Through tus-js-client', filename: 'long.wav', filetype: 'audio/wav' }),
    };
    // First attempt: stopped (the tab closed) once half the bytes are in.
    const firstUrl = await new Promise<string>((resolve, reject) => {
      const up = new tus.Upload(wav, {
        ...options,
        onError: reject,
        onChunkComplete: (_size, accepted) => {
          if (accepted >= wav.length / 2) {
            void up.abort().then(() => resolve(up.url as string));
          }
        },
      });
      up.start();
    });
    const where = await head(artist.token, new URL(firstUrl).pathname);
    const offset = Number(where.headers['upload-offset']);
    expect(offset).toBeGreaterThanOrEqual(wav.length / 2);
    expect(offset).toBeLessThan(wav.length);

    // Second attempt: the client asks the server where it stands and sends only the rest.
    let sentAfter = 0;
    let lastBody = '';
    await new Promise<void>((resolve, reject) => {
      const up = new tus.Upload(wav, {
        ...options,
        uploadUrl: firstUrl,
        onError: reject,
        onAfterResponse: (req, res) => {
          if (req.getMethod() === 'PATCH') lastBody = res.getBody();
        },
        onChunkComplete: (size) => {
          sentAfter += size;
        },
        onSuccess: () => resolve(),
      });
      up.start();
    });
    expect(sentAfter).toBe(wav.length - offset);
    const body = JSON.parse(lastBody) as { song: { title: string } };
    expect(body.song.title).toBe('Through tus-js-client');
    expect(filesUnder(tusDir())).toEqual([]);
  });
});

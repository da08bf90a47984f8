import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@nupe/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../src/db/schema/index.js';
import { type Fixtures, makeFixtures, multipart, uploadParts } from './fixtures/media.js';
import { filesUnder, rowCounts, sendUpload, uploadSong } from './helpers/catalogue.js';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
} from './helpers/test-app.js';

let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let artist: SignedInUser;
let listener: SignedInUser;
const tempDir = () => path.join(t.config.dataDir, 'tmp', 'uploads');

beforeAll(async () => {
  [t, f] = await Promise.all([
    createTestApp({ limits: { maxAudioBytes: 1024 * 1024, maxImageBytes: 256 * 1024 } }),
    makeFixtures(),
  ]);
  [admin, artist, listener] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'artist', 'Fatima Etsu'),
    createUser(t, 'listener'),
  ]);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

describe('accepted uploads', () => {
  const audioTypes = [
    ['mp3', 'audio/mpeg', 'mp3'],
    ['wav', 'audio/wav', 'wav'],
    ['ogg', 'audio/ogg', 'ogg'],
    ['opus', 'audio/ogg', 'opus'],
    ['webm', 'audio/webm', 'webm'],
  ] as const;
  for (const [kind, mime, ext] of audioTypes) {
    it(`takes a real ${kind.toUpperCase()} file, reads its duration and keeps the original untouched`, async () => {
      const data = f.audio[kind];
      // The browser's word is ignored: the type is read from the bytes.
      const res = await sendUpload(t, admin.token, f, {
        title: `Tone ${kind}`,
        audio: { data, filename: `recording.${kind}`, type: 'application/octet-stream' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { message, song } = res.json();
      expect(message).toBe(SUCCESS_MESSAGES.SONG_UPLOADED);
      expect(song).toMatchObject({
        title: `Tone ${kind}`,
        artist: 'Test Ensemble',
        genre: 'Songs',
        status: 'published',
        playCount: 0,
        downloadCount: 0,
        likeCount: 0,
        favoriteCount: 0,
        album: null,
        ownerId: null,
      });
      expect(song.durationSeconds).toBeGreaterThan(1.9);
      expect(song.durationSeconds).toBeLessThan(2.1);
      expect(song.bitrate).toBeGreaterThan(0);
      expect(song.audioUrl).toMatch(new RegExp(`^/api/media/audio/[0-9a-f]{2}/[0-9a-f-]{36}\\.${ext}$`));
      const [file] = await t.app.database.db
        .select()
        .from(mediaFiles)
        .where(eq(mediaFiles.storageKey, song.audioUrl.replace('/api/media/', '')));
      expect(file?.mime).toBe(mime);
      expect(file?.sha256).toBe(createHash('sha256').update(data).digest('hex'));
      const stored = readFileSync(path.join(t.config.mediaDir, file?.storageKey ?? ''));
      expect(stored.equals(data)).toBe(true);
      const audio = await call(t, { method: 'GET', url: song.audioUrl });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toContain(mime);
      expect(audio.rawPayload.equals(data)).toBe(true);
    });
  }

  for (const kind of ['jpeg', 'png', 'webp'] as const) {
    it(`takes a real ${kind.toUpperCase()} cover and makes web-sized WebP versions`, async () => {
      const song = await uploadSong(t, admin.token, f, {
        cover: { data: f.image[kind], filename: `cover.${kind}`, type: `image/${kind}` },
      });
      const urls = song.coverUrls as { sm: string; card: string; md: string; lg: string };
      expect(song.coverUrl).toBe(urls.md);
      for (const [size, width] of [
        ['sm', 160],
        ['card', 320],
        ['md', 480],
        ['lg', 1000],
      ] as const) {
        const res = await call(t, { method: 'GET', url: urls[size] });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        // A cover follows its item: no cache keeps it past the withdrawal minute.
        expect(res.headers['cache-control']).toBe('public, max-age=50');
        const sharp = (await import('sharp')).default;
        expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
      }
    });
  }

  it('files an artist upload for review, owned by that artist', async () => {
    const res = await sendUpload(t, artist.token, f, { title: 'My first song' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(SUCCESS_MESSAGES.SONG_UPLOADED_FOR_REVIEW);
    expect(res.json().song).toMatchObject({ status: 'pending', ownerId: artist.id, publishedAt: null });
    // Pending songs are not public.
    expectErrorBody(await call(t, { method: 'GET', url: `/api/songs/${res.json().song.id}` }), 404, 'SONG_NOT_FOUND');
  });

  it('lets an admin link an artist account, and refuses a non-artist one', async () => {
    const song = await uploadSong(t, admin.token, f, { ownerId: artist.id });
    expect(song).toMatchObject({ ownerId: artist.id, status: 'published' });
    const bad = await sendUpload(t, admin.token, f, { ownerId: listener.id });
    expectErrorBody(bad, 400, 'OWNER_NOT_ARTIST');
  });

  it('does not let an artist upload for someone else', async () => {
    const other = await createUser(t, 'artist');
    expectErrorBody(await sendUpload(t, artist.token, f, { ownerId: other.id }), 403, 'OWNER_ADMIN_ONLY');
  });

  it('finds a named album by title, whatever the case, for the same owner; creates it otherwise', async () => {
    const a = await uploadSong(t, artist.token, f, { album: 'Evening Songs' });
    const b = await uploadSong(t, artist.token, f, { album: '  evening songs ' });
    const other = await createUser(t, 'artist');
    const c = await uploadSong(t, other.token, f, { album: 'Evening Songs' });
    const albumA = a.album as { id: string; title: string };
    expect(albumA.title).toBe('Evening Songs');
    expect((b.album as { id: string }).id).toBe(albumA.id);
    expect((c.album as { id: string }).id).not.toBe(albumA.id);
  });
});

describe('refused uploads', () => {
  it('needs both files', async () => {
    // (expectErrorBody's SQL-leak check reads "select " in this sentence as SQL, so the body is checked here.)
    for (const input of [{ audio: null }, { cover: null }, { audio: null, cover: null }]) {
      const res = await sendUpload(t, admin.token, f, input);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Please select both audio and image files',
        message: 'Please select both audio and image files',
        code: 'MISSING_FILES',
      });
    }
  });

  it('refuses a text file named .mp3, a PNG sent as audio and truncated audio', async () => {
    for (const data of [f.bad.textAsMp3, f.image.png, f.bad.truncatedMp3, f.bad.truncatedWav]) {
      const res = await sendUpload(t, admin.token, f, { audio: { data, filename: 'song.mp3', type: 'audio/mpeg' } });
      expect(expectErrorBody(res, 415, 'INVALID_AUDIO_TYPE').message).toBe('Invalid audio file type');
    }
  });

  it('refuses a cover that is not JPEG, PNG or WebP', async () => {
    for (const data of [f.image.gif, f.bad.textAsMp3, f.audio.mp3]) {
      const res = await sendUpload(t, admin.token, f, { cover: { data, filename: 'cover.png', type: 'image/png' } });
      expect(expectErrorBody(res, 415, 'INVALID_IMAGE_TYPE').message).toBe('Invalid image file type');
    }
  });

  it('refuses files over the size limits with 413', async () => {
    expectErrorBody(await sendUpload(t, admin.token, f, { audio: { data: f.audio.bigWav } }), 413, 'PAYLOAD_TOO_LARGE');
    expectErrorBody(await sendUpload(t, admin.token, f, { cover: { data: f.image.bigPng } }), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('validates the fields with sentences', async () => {
    const noTitle = expectErrorBody(await sendUpload(t, admin.token, f, { title: '  ' }), 400, 'VALIDATION_FAILED');
    expect(noTitle.message).toBe('Title is required.');
    const noArtist = expectErrorBody(await sendUpload(t, admin.token, f, { artist: '' }), 400, 'VALIDATION_FAILED');
    expect(noArtist.message).toBe('Artist is required.');
    const genre = expectErrorBody(await sendUpload(t, admin.token, f, { genre: 'Jazz' }), 400, 'VALIDATION_FAILED');
    expect(genre.message).toMatch(/^Genre must be one of: Songs, Zikiri/);
    const long = expectErrorBody(await sendUpload(t, admin.token, f, { album: 'x'.repeat(201) }), 400);
    expect(long.message).toBe('Album must be at most 200 characters.');
    const owner = expectErrorBody(await sendUpload(t, admin.token, f, { ownerId: 'nope' }), 400);
    expect(owner.message).toBe('ownerId must be a valid id.');
  });

  it('is for artists and admins only', async () => {
    expectErrorBody(await sendUpload(t, undefined, f), 401, 'NOT_SIGNED_IN');
    expectErrorBody(await sendUpload(t, listener.token, f), 403, 'FORBIDDEN');
    const staff = await createUser(t, 'staff');
    expectErrorBody(await sendUpload(t, staff.token, f), 403, 'FORBIDDEN');
  });

  it('answers 415 to a body that is not multipart', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/artist/upload',
      payload: { title: 'x' },
      token: admin.token,
    });
    expectErrorBody(res, 415);
  });

  it('leaves no row and no file behind after any refusal', async () => {
    const beforeRows = await rowCounts(t);
    const beforeFiles = filesUnder(t.config.mediaDir);
    const refusals = [
      { audio: null },
      { audio: { data: f.bad.textAsMp3 } },
      { audio: { data: f.bad.truncatedMp3 } },
      { cover: { data: f.image.gif } },
      { audio: { data: f.audio.bigWav } },
      { cover: { data: f.image.bigPng } },
      { genre: 'Jazz' },
      { ownerId: listener.id },
    ];
    for (const input of refusals) {
      const res = await sendUpload(t, admin.token, f, input);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(await rowCounts(t)).toEqual(beforeRows);
    expect(filesUnder(t.config.mediaDir)).toEqual(beforeFiles);
    expect(filesUnder(tempDir())).toEqual([]);
  });

  it('cleans up when the database write fails after the files were stored', async () => {
    const beforeRows = await rowCounts(t);
    const beforeFiles = filesUnder(t.config.mediaDir);
    const uploads = t.app.services.uploads;
    const db = t.app.database.db;
    const original = db.transaction.bind(db);
    (db as { transaction: unknown }).transaction = async () => {
      throw new Error('simulated database failure');
    };
    try {
      const res = await sendUpload(t, admin.token, f);
      expectErrorBody(res, 500, 'INTERNAL');
    } finally {
      (db as { transaction: unknown }).transaction = original;
    }
    expect(uploads).toBeDefined();
    expect(await rowCounts(t)).toEqual(beforeRows);
    expect(filesUnder(t.config.mediaDir)).toEqual(beforeFiles);
    expect(filesUnder(tempDir())).toEqual([]);
  });

  it('leaves nothing behind when the client aborts mid-upload', async () => {
    const beforeRows = await rowCounts(t);
    const beforeFiles = filesUnder(t.config.mediaDir);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const { payload, headers } = multipart(uploadParts(f, { audio: { data: f.audio.wav } }));
      const sent = Math.floor(payload.length * 0.6);
      await new Promise<void>((resolve) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/artist/upload',
          headers: { ...headers, 'content-length': String(payload.length), authorization: `Bearer ${admin.token}` },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        req.write(payload.subarray(0, sent), () => {
          // Let the server start writing the temp file, then hang up.
          setTimeout(() => req.destroy(), 150);
        });
      });
      // The server notices the reset and cleans up on its own time.
      const deadline = Date.now() + 5000;
      while (filesUnder(tempDir()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await new Promise<void>((resolve) => t.app.server.close(() => resolve()));
    }
    expect(filesUnder(tempDir())).toEqual([]);
    expect(await rowCounts(t)).toEqual(beforeRows);
    expect(filesUnder(t.config.mediaDir)).toEqual(beforeFiles);
  });
});

it('keeps the error sentences', () => {
  expect(ERROR_MESSAGES.MISSING_FILES).toBe('Please select both audio and image files');
  expect(ERROR_MESSAGES.INVALID_AUDIO_TYPE).toBe('Invalid audio file type');
  expect(ERROR_MESSAGES.INVALID_IMAGE_TYPE).toBe('Invalid image file type');
});

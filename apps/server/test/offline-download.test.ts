import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadEvents, mediaFiles, songRenditions, songs } from '../src/db/schema/index.js';
import { renditionJob } from '../src/jobs/definitions.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * The listener app's offline copies: GET /api/songs/:id/download?quality= sends a
 * streaming rendition rather than the archive original, and still counts as a download.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ limits: { maxAudioBytes: 5 * 1024 * 1024, maxImageBytes: 1024 * 1024 } });
  f = await makeFixtures();
  admin = await createUser(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

const db = () => t.app.database.db;

/** Runs the rendition worker until nothing is due. */
async function drain() {
  for (let i = 0; i < 50; i++) if (!(await t.app.jobs.runOnce(renditionJob))) break;
}

async function downloads(songId: string) {
  const song = (await call(t, { method: 'GET', url: `/api/songs/${songId}` })).json().song as { downloadCount: number };
  const events = await db().select().from(downloadEvents).where(eq(downloadEvents.songId, songId));
  return { counter: song.downloadCount, events: events.length };
}

async function renditionsOf(songId: string) {
  const [row] = await db()
    .select({ fileId: mediaFiles.id, size: mediaFiles.sizeBytes })
    .from(songs)
    .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
    .where(eq(songs.id, songId));
  if (!row) throw new Error('no song');
  const rows = await db().select().from(songRenditions).where(eq(songRenditions.mediaFileId, row.fileId));
  return { original: row.size, rows };
}

describe('GET /api/songs/:id/download?quality=', () => {
  it('sends the original while no rendition is made, and counts the download', async () => {
    const song = await uploadSong(t, admin.token, f, {
      title: 'Wav before renditions',
      audio: { data: f.audio.wav, filename: 'tone.wav', type: 'audio/wav' },
    });
    const res = await call(t, { method: 'GET', url: `/api/songs/${song.id}/download?quality=standard` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.equals(f.audio.wav)).toBe(true);
    expect(res.headers['content-disposition']).toContain('Wav before renditions.wav');
    expect(await downloads(song.id)).toEqual({ counter: 1, events: 1 });
  });

  it('sends the ~128 kbps or the data-saver rendition once made, named after it, counting each download once', async () => {
    // The same WAV as the test above: another admin's upload (an uploader's own duplicate is refused).
    const otherAdmin = await createUser(t, 'admin');
    const song = await uploadSong(t, otherAdmin.token, f, {
      title: 'Wav with renditions',
      artist: 'Bida Chorus',
      audio: { data: f.audio.wav, filename: 'tone.wav', type: 'audio/wav' },
    });
    await drain();
    t.app.services.streaming.invalidate(song.id);
    const { rows } = await renditionsOf(song.id);
    const standard = rows.find((r) => r.kind === 'standard');
    const saver = rows.find((r) => r.kind === 'data_saver');
    if (!standard || !saver) throw new Error('renditions were not made');

    const std = await call(t, { method: 'GET', url: `/api/songs/${song.id}/download?quality=standard` });
    expect(std.statusCode).toBe(200);
    expect(std.headers['content-type']).toBe('audio/mpeg');
    // The rendition with its provenance in its tags (clips.test.ts reads them): a little bigger.
    expect(Number(std.headers['content-length'])).toBeGreaterThan(standard.sizeBytes);
    expect(std.headers['content-disposition']).toBe('attachment; filename="Bida Chorus - Wav with renditions.mp3"');

    const low = await call(t, { method: 'GET', url: `/api/songs/${song.id}/download?quality=data-saver` });
    expect(low.statusCode).toBe(200);
    expect(low.headers['content-type']).toBe('audio/ogg');
    expect(Number(low.headers['content-length'])).toBeGreaterThan(saver.sizeBytes);
    expect(low.headers['content-disposition']).toContain('.opus');

    // A resumed download (Range not at 0) is the same download.
    const resumed = await call(t, {
      method: 'GET',
      url: `/api/songs/${song.id}/download?quality=standard`,
      headers: { range: 'bytes=100-' },
    });
    expect(resumed.statusCode).toBe(206);
    expect(await downloads(song.id)).toEqual({ counter: 2, events: 2 });

    // Without `quality`, the archive original as before.
    const original = await call(t, { method: 'GET', url: `/api/songs/${song.id}/download` });
    expect(original.headers['content-type']).toBe('audio/wav');
    expect(original.rawPayload.equals(f.audio.wav)).toBe(true);
  });

  it('counts the signed-in listener as the downloader', async () => {
    const listener = await createUser(t, 'listener');
    const song = await uploadSong(t, admin.token, f, { title: 'Signed-in download' });
    const res = await call(t, {
      method: 'GET',
      url: `/api/songs/${song.id}/download?quality=data-saver`,
      token: listener.token,
    });
    expect(res.statusCode).toBe(200);
    const events = await db().select().from(downloadEvents).where(eq(downloadEvents.songId, song.id));
    expect(events.map((e) => e.userId)).toEqual([listener.id]);
  });

  it('refuses an unknown quality and keeps a song under review private', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Bad quality' });
    const bad = await call(t, { method: 'GET', url: `/api/songs/${song.id}/download?quality=ultra` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    expect(bad.json().message).toBe(bad.json().error);
    expect(await downloads(song.id)).toEqual({ counter: 0, events: 0 });

    const artist = await createUser(t, 'artist');
    const pending = await uploadSong(t, artist.token, f, { title: 'Pending offline' });
    const anon = await call(t, { method: 'GET', url: `/api/songs/${pending.id}/download?quality=standard` });
    expect(anon.statusCode).toBe(404);
    expect(anon.json().code).toBe('SONG_NOT_FOUND');
    const own = await call(t, {
      method: 'GET',
      url: `/api/songs/${pending.id}/download?quality=standard`,
      token: artist.token,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    // Only published songs count.
    const rows = await db().select().from(downloadEvents).where(eq(downloadEvents.songId, pending.id));
    expect(rows).toHaveLength(0);
  });
});

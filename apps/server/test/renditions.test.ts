import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs, mediaFiles, songRenditions, songs } from '../src/db/schema/index.js';
import { defineJob, enqueueJob } from '../src/jobs/define-job.js';
import { renditionJob } from '../src/jobs/definitions.js';
import { createJobQueue } from '../src/jobs/job-queue.js';
import { enqueueMissingRenditions } from '../src/modules/renditions/renditions.service.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

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

/** Runs the worker step by step until nothing is due. */
async function drain() {
  const outcomes: string[] = [];
  for (let i = 0; i < 50; i++) {
    const r = await t.app.jobs.runOnce(renditionJob);
    if (!r) break;
    outcomes.push(r.outcome);
  }
  return outcomes;
}

async function jobsFor(fileId: string) {
  // The rendition jobs only: the same recording also has its loudness measured.
  return db()
    .select()
    .from(jobs)
    .where(sql`${jobs.kind} = ${renditionJob.name} and ${jobs.payload}->>'mediaFileId' = ${fileId}`);
}

async function fileOf(songId: string) {
  const [row] = await db()
    .select({ file: mediaFiles })
    .from(songs)
    .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
    .where(eq(songs.id, songId));
  if (!row) throw new Error('no song');
  return row.file;
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
/** A stored file as the disk storage keeps it. */
const onDisk = (key: string) => path.join(t.app.config.mediaDir, key);

describe('renditions made by the database job queue', () => {
  const inputs = [
    { name: 'MP3', data: () => f.audio.mp3, filename: 'tone.mp3', type: 'audio/mpeg' },
    { name: 'WAV', data: () => f.audio.wav, filename: 'tone.wav', type: 'audio/wav' },
    { name: 'OGG Vorbis', data: () => f.audio.ogg, filename: 'tone.ogg', type: 'audio/ogg' },
    { name: 'OGG Opus', data: () => f.audio.opus, filename: 'tone.opus', type: 'audio/ogg' },
    { name: 'WebM/Opus', data: () => f.audio.webm, filename: 'tone.webm', type: 'audio/webm' },
  ];

  for (const input of inputs) {
    it(`makes a standard and a data-saver rendition of a ${input.name} upload, leaving the original untouched`, async () => {
      const song = await uploadSong(t, admin.token, f, {
        title: `Tone ${input.name}`,
        audio: { data: input.data(), filename: input.filename, type: input.type },
      });
      const file = await fileOf(song.id);
      // Both jobs were committed with the song, and nothing is made yet: the original streams.
      const queued = await jobsFor(file.id);
      expect(queued.map((j) => j.payload.kind).sort()).toEqual(['data_saver', 'standard']);
      expect(queued.every((j) => j.status === 'queued' && j.kind === renditionJob.name)).toBe(true);
      expect(song.renditions).toEqual({ standard: null, dataSaver: null });
      const before = await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream?quality=data-saver` });
      expect(before.statusCode).toBe(200);
      expect(before.headers['content-type']).toBe(file.mime);

      const originalPath = onDisk(file.storageKey);
      const originalSum = sha256(originalPath);
      expect(await drain()).toEqual(['done', 'done']);
      expect((await jobsFor(file.id)).every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
      expect(sha256(originalPath)).toBe(originalSum);
      expect(originalSum).toBe(file.sha256);

      const rows = await db().select().from(songRenditions).where(eq(songRenditions.mediaFileId, file.id));
      expect(rows).toHaveLength(2);
      const saver = rows.find((r) => r.kind === 'data_saver');
      const standard = rows.find((r) => r.kind === 'standard');
      if (!saver || !standard) throw new Error('missing rendition');

      const saverMeta = await parseFile(onDisk(saver.storageKey), { duration: true });
      expect(saverMeta.format.codec).toBe('Opus');
      expect(saverMeta.format.bitrate ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(48_000);
      expect(saver.bitrate ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(48_000);
      expect(saverMeta.format.duration).toBeGreaterThan(1.8);
      const standardMeta = await parseFile(onDisk(standard.storageKey), { duration: true });
      expect(standardMeta.format.container).toMatch(/MPEG/);
      expect(standardMeta.format.bitrate).toBe(128_000);

      // The song JSON lists both; the immutable addresses and ?quality= serve them.
      const one = await call(t, { method: 'GET', url: `/api/songs/${song.id}` });
      const renditions = one.json().song.renditions as { standard: string; dataSaver: string };
      expect(renditions.standard).toBe(`/api/media/${standard.storageKey}`);
      expect(renditions.dataSaver).toBe(`/api/media/${saver.storageKey}`);
      const direct = await call(t, { method: 'GET', url: renditions.dataSaver, headers: { range: 'bytes=0-99' } });
      expect(direct.statusCode).toBe(206);
      expect(direct.headers['content-type']).toBe('audio/ogg');
      expect(direct.headers['cache-control']).toBe('public, max-age=50');
      // The stream cache holds "not made yet" for a few seconds; a visibility change drops it.
      t.app.services.streaming.invalidate(song.id);
      const low = await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream?quality=data-saver` });
      expect(low.headers['content-type']).toBe('audio/ogg');
      expect(Number(low.headers['content-length'])).toBe(saver.sizeBytes);
      const std = await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream?quality=standard` });
      expect(std.headers['content-type']).toBe('audio/mpeg');
      expect(Number(std.headers['content-length'])).toBe(standard.sizeBytes);
      const bad = await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream?quality=ultra` });
      expect(bad.statusCode).toBe(400);
    });
  }

  it('a song under review keeps its renditions private like its original', async () => {
    const artist = await createUser(t, 'artist');
    const song = await uploadSong(t, artist.token, f, { title: 'Pending tone' });
    await drain();
    const file = await fileOf(song.id);
    const [saver] = await db().select().from(songRenditions).where(eq(songRenditions.mediaFileId, file.id));
    if (!saver) throw new Error('no rendition');
    const anon = await call(t, { method: 'GET', url: `/api/media/${saver.storageKey}` });
    expect(anon.statusCode).toBe(404);
    const own = await call(t, { method: 'GET', url: `/api/media/${saver.storageKey}`, token: artist.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('a job that fails is retried with backoff, then marked failed with the reason', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Corrupt tone' });
    const file = await fileOf(song.id);
    // Simulate a damaged archive copy (bit rot): ffmpeg cannot decode it.
    writeFileSync(onDisk(file.storageKey), Buffer.from('not audio at all '.repeat(200)));

    const first = await t.app.jobs.runOnce(renditionJob);
    expect(first?.outcome).toBe('retry');
    const [afterOne] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.id, first?.job.id ?? ''));
    expect(afterOne?.status).toBe('queued');
    expect(afterOne?.attempts).toBe(1);
    expect(afterOne?.lastError).toMatch(/ffmpeg failed/);
    expect(afterOne?.lockedBy).toBeNull();
    expect((afterOne?.runAfter.getTime() ?? 0) - Date.now()).toBeGreaterThan(20_000);

    // Not due yet: the other job of the pair runs (and fails) first, then nothing is due.
    const second = await t.app.jobs.runOnce(renditionJob);
    expect(second?.job.id).not.toBe(first?.job.id);
    expect(second?.outcome).toBe('retry');
    expect(await t.app.jobs.runOnce(renditionJob)).toBeNull();

    // Time passes (backoff over) twice more: the third attempt is the last.
    for (let attempt = 2; attempt <= 3; attempt++) {
      await db().update(jobs).set({ runAfter: sql`now()` }).where(sql`${jobs.payload}->>'mediaFileId' = ${file.id}`);
      const outcomes = await drain();
      expect(outcomes).toEqual(attempt < 3 ? ['retry', 'retry'] : ['failed', 'failed']);
    }
    const rows = await jobsFor(file.id);
    for (const job of rows) {
      expect(job.status).toBe('failed');
      expect(job.attempts).toBe(3);
      expect(job.lastError).toMatch(/ffmpeg failed/);
      expect(job.finishedAt).not.toBeNull();
    }
    expect(await db().select().from(songRenditions).where(eq(songRenditions.mediaFileId, file.id))).toHaveLength(0);
    // The listener still gets the original.
    const res = await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream?quality=data-saver` });
    expect(res.statusCode).toBe(200);
  });

  it('a job left running by a crashed process is resumed after its lease; a live lease is respected', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Crash tone' });
    const file = await fileOf(song.id);
    const [a, b] = await jobsFor(file.id);
    if (!a || !b) throw new Error('no jobs');
    // One job was taken by a process that died 10 minutes ago; the other by one still alive.
    await db()
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'dead:1', lockedAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.id, a.id));
    await db()
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'alive:1', lockedAt: sql`now()` })
      .where(eq(jobs.id, b.id));
    const r = await t.app.jobs.runOnce(renditionJob);
    expect(r?.job.id).toBe(a.id);
    expect(r?.outcome).toBe('done');
    expect(await t.app.jobs.runOnce(renditionJob)).toBeNull();
    const [resumed] = await db().select().from(jobs).where(eq(jobs.id, a.id));
    expect(resumed?.status).toBe('done');
    expect(resumed?.attempts).toBe(2);
    const [live] = await db().select().from(jobs).where(eq(jobs.id, b.id));
    expect(live?.status).toBe('running');
    expect(live?.lockedBy).toBe('alive:1');
  });

  it('stopping the worker mid-job hands the job back; the next worker (a restart) finishes it', async () => {
    const slowJob = defineJob({ name: 'test-slow', payload: z.object({ n: z.number() }) });
    const kind = slowJob.name;
    await enqueueJob(db(), slowJob, { n: 1 });
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    const first = createJobQueue(t.app.database, { pollMs: 20 });
    first.handle(
      slowJob,
      (_payload, { signal }) =>
        new Promise<void>((_resolve, reject) => {
          started();
          signal.addEventListener('abort', () => reject(new Error('killed')));
        }),
    );
    await first.start();
    await running;
    const [mid] = await db().select().from(jobs).where(eq(jobs.kind, kind));
    expect(mid?.status).toBe('running');
    expect(mid?.lockedBy).toBe(first.workerId);
    await first.stop();
    const [released] = await db().select().from(jobs).where(eq(jobs.kind, kind));
    expect(released?.status).toBe('queued');
    expect(released?.attempts).toBe(0);
    expect(released?.lockedBy).toBeNull();

    const ran: unknown[] = [];
    const second = createJobQueue(t.app.database);
    second.handle(slowJob, async (payload) => void ran.push(payload));
    expect((await second.runOnce())?.outcome).toBe('done');
    expect(ran).toEqual([{ n: 1 }]);
  });

  it('songs stored before renditions existed get their jobs queued once (startup backfill)', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Old tone' });
    const file = await fileOf(song.id);
    await db().delete(jobs).where(sql`${jobs.payload}->>'mediaFileId' = ${file.id}`);
    // Every other song of this file already has renditions or (failed, done) jobs.
    expect(await enqueueMissingRenditions(db())).toBe(2);
    expect((await jobsFor(file.id)).map((j) => j.payload.kind).sort()).toEqual(['data_saver', 'standard']);
    expect(await enqueueMissingRenditions(db())).toBe(0);
    expect(await drain()).toEqual(['done', 'done']);
    expect(await enqueueMissingRenditions(db())).toBe(0);
  });

  it('the worker started with the server makes renditions on its own and stops on close', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Background tone' });
    const file = await fileOf(song.id);
    await t.app.jobs.start();
    try {
      for (let i = 0; i < 100; i++) {
        const rows = await jobsFor(file.id);
        if (rows.every((j) => j.status === 'done')) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect((await jobsFor(file.id)).map((j) => j.status)).toEqual(['done', 'done']);
    } finally {
      await t.app.jobs.stop();
    }
  });
});

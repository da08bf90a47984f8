import { mkdirSync, mkdtempSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../src/db/schema/index.js';
import { createLocalStorage, type Storage } from '../src/lib/storage.js';
import { reconcileMedia } from '../src/media/reconcile.js';
import { createRenditionJob } from '../src/modules/renditions/renditions.service.js';
import { createQualityCheckJob } from '../src/modules/staff/quality-job.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { filesUnder, rowCounts, sendUpload, uploadSong } from './helpers/catalogue.js';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
} from './helpers/test-app.js';

/**
 * Storage that cannot leak: new media is staged until its rows commit, and the
 * reconciler removes what a crash left (staged, unreferenced, temp) after a grace period,
 * promoting a staged file whose row had committed.
 */
let t: TestApp;
let f: Fixtures;
let artist: SignedInUser;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  artist = await createUser(t, 'artist');
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

const media = () => t.config.mediaDir;
const tempRoot = () => path.join(t.config.dataDir, 'tmp');
const reconcile = (graceMs: number) => reconcileMedia(t.app.database.db, t.app.storage, tempRoot(), { graceMs });

/** Writes a file with a modification time `ageMs` ago. */
function leftover(file: string, ageMs: number) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'left by a crash');
  const then = new Date(Date.now() - ageMs);
  utimesSync(file, then, then);
}

describe('staged media', () => {
  it('a committed upload leaves nothing under staging/ and every file it wrote has its row', async () => {
    await uploadSong(t, artist.token, f, { title: 'Promoted' });
    const all = filesUnder(media());
    expect(all.filter((k) => k.startsWith('staging/'))).toEqual([]);
    expect((await reconcile(0)).removedUnreferenced).toEqual([]);
  });

  it('a refused upload (bad audio) leaves no file, staged or not', async () => {
    const before = filesUnder(media());
    const res = await sendUpload(t, artist.token, f, { audio: { data: f.bad.textAsMp3 } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(filesUnder(media())).toEqual(before);
  });
});

describe('the reconciler', () => {
  it('leaves young files alone, then removes old staged, unreferenced and temp files and promotes a committed one', async () => {
    const song = await uploadSong(t, artist.token, f, { title: 'Crash after commit' });
    // The crash between commit and promotion: the song's audio is still under staging/.
    const audioKey = filesUnder(media()).find((k) => k.startsWith('audio/') && !k.startsWith('staging/'));
    const view = await call(t, { method: 'GET', url: `/api/songs/${song.id}`, token: artist.token });
    const key = view.json().song.audioUrl.replace('/api/media/', '').split('?')[0];
    expect(filesUnder(media())).toContain(key);
    mkdirSync(path.join(media(), 'staging', path.dirname(key)), { recursive: true });
    renameSync(path.join(media(), key), path.join(media(), 'staging', key));
    const staged = path.join(media(), 'staging', key);
    utimesSync(staged, new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 2 * HOUR));

    leftover(path.join(media(), 'staging/audio/ab/never-committed.mp3'), 2 * HOUR);
    leftover(path.join(media(), 'staging/covers/ab/never/sm.webp'), 2 * HOUR);
    leftover(path.join(media(), 'audio/cd/no-row.mp3'), 2 * HOUR);
    leftover(path.join(media(), 'audio/cd/half.mp3.123.456.part'), 2 * HOUR);
    leftover(path.join(tempRoot(), 'uploads/nupe-upload-old'), 2 * HOUR);
    leftover(path.join(tempRoot(), 'renditions/old.opus'), 2 * HOUR);
    leftover(path.join(media(), 'staging/audio/ef/in-flight.mp3'), 60_000);
    leftover(path.join(tempRoot(), 'uploads/nupe-upload-in-flight'), 60_000);
    expect(audioKey).toBeDefined();

    const report = await reconcile(HOUR);
    expect(report.promoted).toEqual([key]);
    expect(report.removedStaged.sort()).toEqual(['audio/ab/never-committed.mp3', 'covers/ab/never/sm.webp']);
    expect(report.removedUnreferenced.sort()).toEqual(['audio/cd/half.mp3.123.456.part', 'audio/cd/no-row.mp3']);
    expect(report.removedTemp.sort()).toEqual(['renditions/old.opus', 'uploads/nupe-upload-old']);
    const stream = await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream`, token: artist.token });
    expect(stream.statusCode, 'the promoted audio plays').toBe(200);
    // Work in flight (younger than the grace period) is untouched until grace 0.
    expect(filesUnder(media())).toContain('staging/audio/ef/in-flight.mp3');
    const now = await reconcile(0);
    expect(now.removedStaged).toEqual(['audio/ef/in-flight.mp3']);
    expect(now.removedTemp).toEqual(['uploads/nupe-upload-in-flight']);
    expect(filesUnder(tempRoot())).toEqual([]);
    expect(filesUnder(path.join(media(), 'staging'))).toEqual([]);
  });
});

describe('jobs queued with an upload', () => {
  const signal = new AbortController().signal;
  const runJobs = async (storage: Storage, songId: string, audioKey: string) => {
    const [media0] = await t.app.database.db.select().from(mediaFiles).where(eq(mediaFiles.storageKey, audioKey));
    const rendition = createRenditionJob(
      t.app.database.db,
      storage,
      path.join(tempRoot(), 'renditions'),
      t.app.transcodeSlots,
    );
    await rendition({ mediaFileId: media0?.id as string, kind: 'data_saver' }, { signal } as never);
    await createQualityCheckJob(t.app.database.db, storage, t.app.transcodeSlots)({ songId }, { signal } as never);
  };
  /** An upload whose committed files are put back under staging/, as between commit and promotion. */
  const uploadLeftStaged = async (title: string, stagedAgoMs: number) => {
    const song = await uploadSong(t, artist.token, f, { title });
    const view = (await call(t, { method: 'GET', url: `/api/songs/${song.id}`, token: artist.token })).json().song;
    const audioKey: string = view.audioUrl.replace('/api/media/', '').split('?')[0];
    const coverFolder = path.dirname(view.coverUrl.replace('/api/media/images/', ''));
    const keys = [audioKey, ...filesUnder(path.join(media(), coverFolder)).map((k) => `${coverFolder}/${k}`)];
    const then = new Date(Date.now() - stagedAgoMs);
    for (const key of keys) {
      mkdirSync(path.join(media(), 'staging', path.dirname(key)), { recursive: true });
      renameSync(path.join(media(), key), path.join(media(), 'staging', key));
      utimesSync(path.join(media(), 'staging', key), then, then);
    }
    const promoteBack = () => {
      for (const key of keys) renameSync(path.join(media(), 'staging', key), path.join(media(), key));
    };
    return { song, audioKey, promoteBack };
  };
  /** The real storage, counting the promotions asked of it. */
  const counting = () => {
    const promoted: string[] = [];
    const storage: Storage = {
      ...t.app.storage,
      promote: (key) => {
        promoted.push(key);
        return t.app.storage.promote(key);
      },
    };
    return { storage, promoted };
  };
  const issueKinds = async (id: string) =>
    (
      (await call(t, { method: 'GET', url: `/api/artist/songs/${id}/issues`, token: artist.token })).json().issues as {
        kind: string;
      }[]
    )
      .map((i) => i.kind)
      .sort();

  it('wait for the upload to promote its files instead of promoting them too', async () => {
    const { song, audioKey, promoteBack } = await uploadLeftStaged('Job before promotion', 0);
    const { storage, promoted } = counting();
    const writerPromotes = setTimeout(promoteBack, 400);
    try {
      await runJobs(storage, song.id, audioKey);
    } finally {
      clearTimeout(writerPromotes);
    }
    // The rendition job promotes the rendition it wrote; the upload's own files, only their writer.
    expect(
      promoted.filter((k) => !k.startsWith('renditions/')),
      'the jobs only waited',
    ).toEqual([]);
    expect(filesUnder(path.join(media(), 'staging'))).toEqual([]);
    const control = await uploadSong(t, artist.token, f, { title: 'Job before promotion' });
    await createQualityCheckJob(
      t.app.database.db,
      t.app.storage,
      t.app.transcodeSlots,
    )({ songId: control.id }, { signal } as never);
    expect(await issueKinds(song.id)).toEqual(await issueKinds(control.id));
  });

  it('promote the files themselves when the upload died between commit and promotion', async () => {
    // Staged longer than a living writer takes to promote: the writer is gone.
    const { song, audioKey } = await uploadLeftStaged('Writer died', 60_000);
    const { storage, promoted } = counting();
    await runJobs(storage, song.id, audioKey);
    expect(promoted).toContain(audioKey);
    expect(filesUnder(path.join(media(), 'staging'))).toEqual([]);
    expect(filesUnder(media())).toContain(audioKey);
    // The checks find what they find on the same upload whose files were in place from the start.
    const control = await uploadSong(t, artist.token, f, { title: 'Writer died' });
    await createQualityCheckJob(
      t.app.database.db,
      t.app.storage,
      t.app.transcodeSlots,
    )({ songId: control.id }, { signal } as never);
    expect(await issueKinds(song.id)).toEqual(await issueKinds(control.id));
  });
});

describe('a full disk', () => {
  /** Local storage whose writes fail as a full disk does, once the first `okWrites` succeeded. */
  function fullDisk(root: string, okWrites: number): Storage {
    const real = createLocalStorage(root);
    let writes = 0;
    const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    return {
      ...real,
      async put(key, body) {
        if (++writes > okWrites) throw enospc();
        return real.put(key, body);
      },
      async putFile(key, file) {
        if (++writes > okWrites) throw enospc();
        return real.putFile(key, file);
      },
    };
  }

  it('an upload that fills the disk is a 507 with nothing left behind, and the server keeps serving', async () => {
    for (const okWrites of [0, 2]) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'nupe-full-'));
      const mediaDir = path.join(dataDir, 'media');
      const d = await createTestApp({ dataDir, mediaDir }, { storage: fullDisk(mediaDir, okWrites) });
      try {
        const who = await createUser(d, 'artist');
        const before = await rowCounts(d);
        const res = await sendUpload(d, who.token, f, { title: 'Too big for the disk' });
        const body = expectErrorBody(res, 507, 'STORAGE_FULL');
        expect(body.message).toMatch(/no room/);
        expect(await rowCounts(d)).toEqual(before);
        expect(filesUnder(d.config.mediaDir)).toEqual([]);
        expect(filesUnder(path.join(d.config.dataDir, 'tmp'))).toEqual([]);
        const list = await call(d, { method: 'GET', url: '/api/songs' });
        expect(list.statusCode).toBe(200);
      } finally {
        await d.close();
      }
    }
  });
});

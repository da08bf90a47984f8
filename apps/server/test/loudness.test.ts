import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioLoudness, jobs, songs } from '../src/db/schema/index.js';
import { albumLoudnessJob, loudnessBackfillJob, loudnessJob, qualityCheckJob } from '../src/jobs/definitions.js';
import { type LoudnessAudio, loudgain, makeLoudnessAudio } from './fixtures/loudness-audio.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { schemaErrors, schemaErrorsOf } from './helpers/opensubsonic-schema.js';
import { asSubsonic116 } from './helpers/opensubsonic-xml.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';
import { sharedXsd, xmllint } from './helpers/xml-schemas.js';

/**
 * Loudness (EBU R128 with ReplayGain 2.0 gains): measured by the job queue on every new
 * original and by the backfill, answered as `song.loudness` and as OpenSubsonic `replayGain`,
 * and checked against Debian's loudgain (libebur128), an implementation nobody here wrote.
 */
let t: TestApp;
let f: Fixtures;
let a: LoudnessAudio;
let admin: SignedInUser;
let staff: SignedInUser;
let artist: SignedInUser;
let appKey: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await makeFixtures();
  a = makeLoudnessAudio();
  admin = await createUser(t, 'admin');
  staff = await createUser(t, 'staff');
  artist = await createUser(t, 'artist');
  // An admin's music-app key: it sees the artist's song under review too.
  const res = await call(t, {
    method: 'POST',
    url: '/api/me/app-keys',
    token: admin.token,
    payload: { name: 'Phone' },
  });
  expect(res.statusCode, res.body).toBe(201);
  appKey = res.json().key;
}, 120_000);
afterAll(async () => {
  await t?.close();
  f?.cleanup();
  a?.cleanup();
});

const db = () => t.app.database.db;

/** Runs the queued jobs of these kinds until none is due; answers their outcomes. */
async function drain(...kinds: { name: string }[]) {
  const outcomes: string[] = [];
  for (let i = 0; i < 50; i++) {
    let ran = false;
    for (const kind of kinds) {
      const r = await t.app.jobs.runOnce(kind);
      if (r) {
        outcomes.push(`${kind.name}:${r.outcome}`);
        ran = true;
      }
    }
    if (!ran) break;
  }
  return outcomes;
}

type Loud = {
  integratedLufs: number;
  truePeakDbtp: number | null;
  range: number;
  trackGainDb: number;
  trackPeak: number;
  albumGainDb: number | null;
  albumPeak: number | null;
};
const songJson = async (id: string) => {
  const res = await call(t, { method: 'GET', url: `/api/songs/${id}`, token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().song as { id: string; loudness: Loud | null };
};
const rest = (method: string, params: Record<string, string>) =>
  call(t, {
    method: 'GET',
    url: `/rest/${method}?${new URLSearchParams({ v: '1.16.1', c: 'nupe-test', apiKey: appKey, ...params })}`,
  });

describe('loudness measured at ingest', () => {
  let music: { id: string };
  let quiet: { id: string };
  let speech: { id: string };

  beforeAll(async () => {
    music = await uploadSong(t, admin.token, f, {
      title: 'Studio mix',
      album: 'Loudness Album',
      audio: { data: a.music.data, filename: 'music.mp3', type: 'audio/mpeg' },
    });
    quiet = await uploadSong(t, admin.token, f, {
      title: 'Quiet track',
      album: 'Loudness Album',
      audio: { data: a.quietMusic.data, filename: 'quiet.wav', type: 'audio/wav' },
    });
    // An artist's upload waits for review: staff see its automatic checks.
    speech = await uploadSong(t, artist.token, f, {
      title: 'Elder speaking',
      genre: 'Histories',
      audio: { data: a.speech.data, filename: 'speech.wav', type: 'audio/wav' },
    });
  }, 120_000);

  it('is null until measured, and each new original has its measurement queued with it', async () => {
    expect((await songJson(music.id)).loudness).toBeNull();
    const queued = await db().select().from(jobs).where(eq(jobs.kind, loudnessJob.name));
    const files = await db()
      .select({ file: songs.audioFileId })
      .from(songs)
      .where(
        sql`${songs.id} in (${sql.join(
          [music.id, quiet.id, speech.id].map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    for (const { file } of files) expect(queued.some((j) => j.payload.mediaFileId === file)).toBe(true);
  });

  it('agrees with loudgain within 0.5 LU on music and on speech, track and album', async () => {
    const outcomes = await drain(loudnessJob, albumLoudnessJob);
    expect(outcomes.filter((o) => o.startsWith('loudness:'))).toEqual([
      'loudness:done',
      'loudness:done',
      'loudness:done',
    ]);
    expect(outcomes).toContain('album_loudness:done');

    const ref = loudgain([a.music.file, a.quietMusic.file]);
    const refSpeech = loudgain([a.speech.file]).album;
    const m = (await songJson(music.id)).loudness as Loud;
    const q = (await songJson(quiet.id)).loudness as Loud;
    const s = (await songJson(speech.id)).loudness as Loud;
    const cases: [Loud, { lufs: number; peak: number; peakDbtp: number; gain: number; range: number }][] = [
      [m, ref.tracks.get(a.music.file) as never],
      [q, ref.tracks.get(a.quietMusic.file) as never],
      [s, refSpeech],
    ];
    for (const [ours, theirs] of cases) {
      expect(Math.abs(ours.integratedLufs - theirs.lufs)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(ours.trackGainDb - theirs.gain)).toBeLessThanOrEqual(0.5);
      expect(Math.abs((ours.truePeakDbtp as number) - theirs.peakDbtp)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(20 * Math.log10(ours.trackPeak) - theirs.peakDbtp)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(ours.range - theirs.range)).toBeLessThanOrEqual(1);
      // ReplayGain 2.0: the gain brings the track to −18 LUFS.
      expect(ours.trackGainDb).toBeCloseTo(-18 - ours.integratedLufs, 1);
    }
    // The fixtures really differ: a studio mix near −5 LUFS, an elder's recording near −34.
    expect(m.integratedLufs - s.integratedLufs).toBeGreaterThan(20);
    // The album's two tracks were measured as one programme; the speech has no album.
    for (const track of [m, q]) {
      expect(Math.abs((track.albumGainDb as number) - ref.album.gain)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(20 * Math.log10(track.albumPeak as number) - ref.album.peakDbtp)).toBeLessThanOrEqual(0.5);
    }
    expect(s.albumGainDb).toBeNull();
    expect(s.albumPeak).toBeNull();
  }, 120_000);

  it('is answered on /rest as OpenSubsonic replayGain, valid against its schema and the XSD', async () => {
    const ours = (await songJson(music.id)).loudness as Loud;
    const res = await rest('getSong', { id: music.id, f: 'json' });
    const body = res.json();
    expect(schemaErrors('getSong', body)).toBeNull();
    const gain = body['subsonic-response'].song.replayGain;
    expect(schemaErrorsOf('schemas/ReplayGain.json', gain)).toBeNull();
    expect(gain).toEqual({
      trackGain: ours.trackGainDb,
      albumGain: ours.albumGainDb,
      trackPeak: ours.trackPeak,
      albumPeak: ours.albumPeak,
      baseGain: 0,
    });
    const speechGain = (await rest('getSong', { id: speech.id, f: 'json' })).json()['subsonic-response'].song
      .replayGain;
    expect(speechGain.albumGain).toBeUndefined();
    expect(speechGain.trackGain).toBeGreaterThan(10);

    const xml = (await rest('getAlbum', { id: body['subsonic-response'].song.albumId })).body;
    expect(xml).toContain(`<replayGain trackGain="${ours.trackGainDb}" albumGain="${ours.albumGainDb}"`);
    expect(xmllint(asSubsonic116(xml), sharedXsd('subsonic', 'subsonic-rest-api.xsd'))).toBeNull();
  });

  it('gives the staff quality check the same figures', async () => {
    const ours = (await songJson(speech.id)).loudness as Loud;
    await drain(qualityCheckJob);
    const res = await call(t, { method: 'GET', url: `/api/staff/reviews/${speech.id}`, token: staff.token });
    expect(res.statusCode, res.body).toBe(200);
    const silent = (res.json().checks as { kind: string; passed: boolean; detail: string }[]).find(
      (c) => c.kind === 'silent_audio',
    );
    expect(silent?.passed).toBe(true);
    const figure = (label: string) => {
      const m = new RegExp(`${label} (−?[\\d.]+)`).exec(silent?.detail ?? '');
      return m?.[1] ? Number(m[1].replace('−', '-')) : Number.NaN;
    };
    expect(figure('Integrated loudness')).toBeCloseTo(ours.integratedLufs, 1);
    expect(figure('true peak')).toBeCloseTo(ours.truePeakDbtp as number, 1);
    expect(figure('loudness range')).toBeCloseTo(ours.range, 1);
  });
});

describe('the backfill', () => {
  it('measures every original that has no measurement, once', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Stored before measuring' });
    const [row] = await db().select({ file: songs.audioFileId }).from(songs).where(eq(songs.id, song.id));
    const file = row?.file as string;
    // As if stored before measurement existed: no job, no row.
    await db()
      .delete(jobs)
      .where(sql`${jobs.kind} = ${loudnessJob.name} and ${jobs.payload}->>'mediaFileId' = ${file}`);
    await drain(loudnessJob, albumLoudnessJob);
    expect((await songJson(song.id)).loudness).toBeNull();

    await t.app.jobs.enqueue(db(), loudnessBackfillJob, {});
    expect(await drain(loudnessBackfillJob)).toEqual(['loudness_backfill:done']);
    expect(await drain(loudnessJob)).toEqual(['loudness:done']);
    expect((await songJson(song.id)).loudness?.integratedLufs).toEqual(expect.any(Number));
    // Nothing left: a second backfill queues nothing.
    await t.app.jobs.enqueue(db(), loudnessBackfillJob, {});
    await drain(loudnessBackfillJob);
    expect(await drain(loudnessJob)).toEqual([]);
    const kept = await db().select().from(audioLoudness).where(eq(audioLoudness.mediaFileId, file));
    expect(kept).toHaveLength(1);
  });
});

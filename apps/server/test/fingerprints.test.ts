import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintJob } from '../src/jobs/definitions.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * The same recording recognised however it was encoded: each original is fingerprinted
 * (Chromaprint, Debian's fpcalc) by the job queue, and a new item that is the same recording
 * as an archived one is raised to staff as "same recording, different file".
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
let dir: string;
const file = (name: string) => path.join(dir, name);

beforeAll(async () => {
  t = await createTestApp();
  f = await makeFixtures();
  admin = await createUser(t, 'admin');
  staff = await createUser(t, 'staff');
  dir = mkdtempSync(path.join(tmpdir(), 'nupe-fp-'));
  const sox = (...args: string[]) => execFileSync('sox', args, { stdio: 'pipe' });
  // The archived recording: 12 s, a sweep and a fifth with tremolo over pink noise.
  sox(
    '-n',
    '-r',
    '44100',
    '-c',
    '2',
    file('tones.wav'),
    'synth',
    '12',
    'sine',
    '110-440',
    'sine',
    '277',
    'tremolo',
    '5',
    '50',
    'gain',
    '-3',
  );
  sox('-n', '-r', '44100', '-c', '2', file('noise.wav'), 'synth', '12', 'pinknoise', 'gain', '-24');
  sox('-m', file('tones.wav'), file('noise.wav'), file('archived.wav'));
  // The same recording re-encoded at 64 kbps and 2 dB louder.
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    file('archived.wav'),
    '-af',
    'volume=2dB',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
    file('louder.mp3'),
  ]);
  // Another recording of the same length.
  sox(
    '-n',
    '-r',
    '44100',
    '-c',
    '2',
    file('other.wav'),
    'synth',
    '12',
    'sine',
    '600-200',
    'sine',
    '350',
    'tremolo',
    '3',
    '30',
    'gain',
    '-3',
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  f?.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function drain() {
  for (let i = 0; i < 20; i++) if (!(await t.app.jobs.runOnce(fingerprintJob))) break;
}
async function duplicatesOf(songId: string) {
  const res = await call(t, { method: 'GET', url: `/api/staff/quality?limit=100`, token: staff.token });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { issues: { songId: string; kind: string; description: string }[] };
  return body.issues.filter((i) => i.songId === songId && i.kind === 'possible_duplicate');
}

describe('same recording, different file', () => {
  it('flags a 64 kbps, +2 dB re-encode of an archived recording, and not a different recording of the same length', async () => {
    const archived = await uploadSong(t, admin.token, f, {
      title: 'Zikiri as archived',
      audio: { data: readFileSync(file('archived.wav')), filename: 'archived.wav', type: 'audio/wav' },
    });
    await drain();
    const louder = await uploadSong(t, admin.token, f, {
      title: 'Zikiri, a louder copy',
      audio: { data: readFileSync(file('louder.mp3')), filename: 'louder.mp3', type: 'audio/mpeg' },
    });
    const other = await uploadSong(t, admin.token, f, {
      title: 'Another song of twelve seconds',
      audio: { data: readFileSync(file('other.wav')), filename: 'other.wav', type: 'audio/wav' },
    });
    await drain();
    const flagged = await duplicatesOf(louder.id);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]?.description).toMatch(/^Same recording, different file: “Zikiri as archived” \(/);
    expect(flagged[0]?.description).toContain(archived.id);
    expect(await duplicatesOf(other.id)).toEqual([]);
    expect(await duplicatesOf(archived.id)).toEqual([]);
  }, 120_000);
});

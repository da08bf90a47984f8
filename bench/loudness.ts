import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fingerprintOf } from '../apps/server/src/lib/chromaprint.js';
import { measureR128 } from '../apps/server/src/lib/ebur128.js';
import type { Storage } from '../apps/server/src/lib/storage.js';
import { createTranscodeSlots } from '../apps/server/src/lib/transcode-slots.js';
import { liveTranscode } from '../apps/server/src/media/live-transcode.js';
import { transcode } from '../apps/server/src/modules/renditions/transcode.js';
import type { Figure } from './lib/figure.js';

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const SECONDS = 240;
const RUNS = 5;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

/** A 4-minute stereo WAV that is hard to compress (pink noise under three tones). */
function song(dir: string): string {
  const input = path.join(dir, 'song.wav');
  const tone = (f: number) => ['-f', 'lavfi', '-i', `sine=frequency=${f}:duration=${SECONDS}:sample_rate=44100`];
  execFileSync(
    FFMPEG,
    [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `anoisesrc=color=pink:amplitude=0.25:duration=${SECONDS}:sample_rate=44100`,
      ...tone(220),
      ...tone(330),
      ...tone(554),
      '-filter_complex',
      '[0][1][2][3]amix=inputs=4,aformat=channel_layouts=stereo',
      '-c:a',
      'pcm_s16le',
      input,
    ],
    { stdio: 'pipe' },
  );
  return input;
}

/**
 * The level pass the staff quality check made of every upload before loudness existed (its
 * ffmpeg volumedetect decode, as in apps/server/src/modules/staff/quality-checks.ts before commit
 * 4671912): the R128 measurement took its place, so it is part of the upload's processing before.
 */
function volumedetect(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      FFMPEG,
      ['-hide_banner', '-nostats', '-i', file, '-map', '0:a:0', '-af', 'volumedetect', '-f', 'null', '-'],
      (err) => (err ? reject(err) : resolve()),
    );
  });
}

/**
 * Loudness and fingerprint add at most 25 % to an upload's processing: the EBU R128 measurement
 * (the loudness job) and the Chromaprint fingerprint (the fingerprint job) of a 4-minute song,
 * less the level pass they replaced, against the processing before them — the two streaming
 * renditions every upload makes and that level pass — each the server's own code, medians of 3.
 * The gross cost (the two new jobs against the renditions alone) is printed beside it.
 */
export async function benchLoudness(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-bench-loudness-'));
  try {
    const input = song(dir);
    const renditions: number[] = [];
    const level: number[] = [];
    const loud: number[] = [];
    for (let i = 0; i < 3; i++) {
      let t = performance.now();
      await transcode(input, path.join(dir, `s${i}.mp3`), 'standard');
      await transcode(input, path.join(dir, `s${i}.opus`), 'data_saver');
      renditions.push(performance.now() - t);
      t = performance.now();
      await volumedetect(input);
      level.push(performance.now() - t);
      t = performance.now();
      await measureR128([{ file: input }]);
      await fingerprintOf(input);
      loud.push(performance.now() - t);
    }
    const r = median(renditions);
    const v = median(level);
    const l = median(loud);
    const before = r + v;
    const added = l - v;
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    return [
      {
        name: 'loudness + fingerprint of a 4-minute upload, less the level pass they replaced',
        value: `${s(added)} (${s(l)} − ${s(v)})`,
        baseline: `processing before: renditions ${s(r)} + level pass ${s(v)}`,
        ratio: `+${((added / before) * 100).toFixed(0)} %; gross +${((l / r) * 100).toFixed(0)} % of the renditions alone`,
        budget: '≤ +25 % of the upload processing',
        ok: added <= before * 0.25,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Time to the first byte of a live transcode of `file` from `offset` seconds. */
async function firstByte(file: string, offset: number): Promise<number> {
  const storage = {
    withLocalFile: (key: string, use: (f: string) => Promise<unknown>) => use(key),
  } as unknown as Storage;
  const started = performance.now();
  const { stream } = await liveTranscode(
    storage,
    createTranscodeSlots(1),
    { key: file },
    { offsetSeconds: offset, format: 'mp3' },
  );
  await new Promise<void>((resolve, reject) => {
    stream.once('data', () => resolve());
    stream.once('error', reject);
  });
  const ms = performance.now() - started;
  stream.destroy();
  return ms;
}

/**
 * `stream` with `timeOffset` starts its first byte within 1.5× of a stream from 0: ffmpeg seeks
 * in the source (`-ss` before `-i`) instead of decoding up to the offset. Three minutes into a
 * 4-minute song against its start, medians of 5, interleaved.
 */
export async function benchStreamOffset(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-bench-offset-'));
  try {
    const input = song(dir);
    const fromZero: number[] = [];
    const fromOffset: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      fromZero.push(await firstByte(input, 0));
      fromOffset.push(await firstByte(input, 180));
    }
    const z = median(fromZero);
    const o = median(fromOffset);
    return [
      {
        name: 'first byte of a transcoded stream from 3:00',
        value: `${o.toFixed(0)} ms`,
        baseline: `from 0: ${z.toFixed(0)} ms`,
        ratio: `${(o / z).toFixed(2)}×`,
        budget: '≤ 1.5× of a stream from 0',
        ok: o <= z * 1.5,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transcode } from '../apps/server/src/modules/renditions/transcode.js';
import type { Figure } from './lib/figure.js';

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const MB = 1024 * 1024;
const SECONDS = 240;

/**
 * The data-saver rendition of a 4-minute song is under 1.5 MB. The "song" is a
 * stereo 44.1 kHz WAV that is hard to compress (three tones over pink noise, so the
 * encoder cannot coast on silence), run through the server's own rendition code.
 */
export async function benchRenditions(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-bench-renditions-'));
  try {
    const input = path.join(dir, 'song.wav');
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
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=220:duration=${SECONDS}:sample_rate=44100`,
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=330:duration=${SECONDS}:sample_rate=44100`,
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=554:duration=${SECONDS}:sample_rate=44100`,
        '-filter_complex',
        '[0][1][2][3]amix=inputs=4,aformat=channel_layouts=stereo',
        '-c:a',
        'pcm_s16le',
        input,
      ],
      { stdio: 'pipe' },
    );
    const started = Date.now();
    const saver = await transcode(input, path.join(dir, 'saver.opus'), 'data_saver');
    const saverSeconds = (Date.now() - started) / 1000;
    const standard = await transcode(input, path.join(dir, 'standard.mp3'), 'standard');
    return [
      {
        name: 'data-saver rendition of a 4-minute song',
        value: `${(saver.sizeBytes / MB).toFixed(2)} MB (${Math.round((saver.bitrate ?? 0) / 1000)} kbps, made in ${saverSeconds.toFixed(1)} s)`,
        baseline: `standard rendition ${(standard.sizeBytes / MB).toFixed(2)} MB (${Math.round((standard.bitrate ?? 0) / 1000)} kbps)`,
        ratio: `${((saver.sizeBytes / standard.sizeBytes) * 100).toFixed(0)} % of standard`,
        budget: '< 1.5 MB and ≤ 48 kbps',
        ok: saver.sizeBytes < 1.5 * MB && (saver.bitrate ?? Number.POSITIVE_INFINITY) <= 48_000,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Fixtures } from '../fixtures/media.js';

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

/** Audio for the automatic quality checks, made by ffmpeg next to the other fixtures. */
export function staffAudio(f: Fixtures) {
  const make = (name: string, source: string, args: string[]) => {
    const out = path.join(f.dir, name);
    execFileSync(FFMPEG, ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', source, ...args, out], { stdio: 'pipe' });
    return readFileSync(out);
  };
  return {
    /** 12 s at 128 kbps: passes bitrate, length and level. */
    good: make('good.mp3', 'sine=frequency=330:duration=12', ['-c:a', 'libmp3lame', '-b:a', '128k']),
    /** 12 s at 32 kbps: below 96 kbps. */
    lowBitrate: make('low.mp3', 'sine=frequency=330:duration=12', [
      '-c:a',
      'libmp3lame',
      '-b:a',
      '32k',
      '-ar',
      '22050',
    ]),
    /** 12 s of digital silence at 128 kbps. */
    silent: make('silent.mp3', 'anullsrc=r=44100:cl=mono', ['-t', '12', '-c:a', 'libmp3lame', '-b:a', '128k']),
  };
}

/** A 600 × 600 cover: passes the 500 px check. */
export function bigCover(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 600, channels: 3, background: '#1f4d7a' } })
    .jpeg()
    .toBuffer();
}

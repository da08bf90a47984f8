import { spawn } from 'node:child_process';
import { PassThrough, type Readable } from 'node:stream';
import { AppError } from '../lib/app-error.js';
import type { Storage } from '../lib/storage.js';
import type { TranscodeSlots } from '../lib/transcode-slots.js';

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

/** What a live transcode makes: MP3 (plays everywhere) or Opus in Ogg (data saver). */
export const LIVE_FORMATS = {
  mp3: { mime: 'audio/mpeg', args: ['-c:a', 'libmp3lame', '-f', 'mp3'], maxKbps: 320, defaultKbps: 128 },
  opus: {
    mime: 'audio/ogg',
    args: ['-c:a', 'libopus', '-application', 'audio', '-f', 'ogg'],
    maxKbps: 256,
    defaultKbps: 40,
  },
} as const;
export type LiveFormat = keyof typeof LIVE_FORMATS;

/**
 * A transcode of a stored original from `offsetSeconds`, streamed as ffmpeg writes it: the seek
 * happens in the source (`-ss` before `-i`, so ffmpeg jumps to the offset instead of decoding
 * everything before it), nothing is written to disk (so a crash leaves no half-written copy
 * that could be served later), and the slot is freed when ffmpeg ends or the listener leaves.
 * Throws AppError TRANSCODE_BUSY (429) when every slot is taken.
 */
export async function liveTranscode(
  storage: Storage,
  slots: TranscodeSlots,
  source: { key: string },
  options: { offsetSeconds: number; format: LiveFormat; kbps?: number },
): Promise<{ stream: Readable; mime: string }> {
  const slot = slots.tryAcquire();
  if (!slot) throw new AppError('TRANSCODE_BUSY', 429);
  const format = LIVE_FORMATS[options.format];
  const kbps = Math.min(options.kbps && options.kbps > 0 ? options.kbps : format.defaultKbps, format.maxKbps);
  const out = new PassThrough();
  try {
    // Disk storage gives a path at once; an object store is read through a local copy whose
    // lifetime is the transcode's.
    const started = new Promise<void>((resolveStart, rejectStart) => {
      void storage
        .withLocalFile(
          source.key,
          (file) =>
            new Promise<void>((done) => {
              const args = [
                '-hide_banner',
                '-nostdin',
                '-loglevel',
                'error',
                ...(options.offsetSeconds > 0 ? ['-ss', options.offsetSeconds.toFixed(3)] : []),
                '-i',
                file,
                '-map',
                '0:a:0',
                '-vn',
                '-map_metadata',
                '-1',
                ...format.args,
                '-b:a',
                `${kbps}k`,
                'pipe:1',
              ];
              const child = spawn(FFMPEG, args, { stdio: ['ignore', 'pipe', 'ignore'] });
              const stop = () => child.kill('SIGKILL');
              out.on('close', stop);
              child.on('error', (err) => {
                out.destroy(err);
                rejectStart(err);
                done();
              });
              child.stdout.pipe(out);
              child.on('spawn', () => resolveStart());
              child.on('close', () => {
                slot.release();
                out.off('close', stop);
                done();
              });
            }),
        )
        .catch((err: unknown) => {
          slot.release();
          out.destroy(err instanceof Error ? err : new Error(String(err)));
          rejectStart(err);
        });
    });
    await started;
  } catch (err) {
    slot.release();
    throw err;
  }
  return { stream: out, mime: format.mime };
}

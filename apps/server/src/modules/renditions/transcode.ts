import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { parseFile } from 'music-metadata';
import type { RenditionKind } from '../../repositories/rows.js';

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

/** What each rendition is: codec settings, container, the type served, the extension. */
export const RENDITION_FORMATS: Record<RenditionKind, { args: string[]; mime: string; ext: string }> = {
  // ~128 kbps constant-bitrate MP3: plays everywhere.
  standard: {
    args: ['-c:a', 'libmp3lame', '-b:a', '128k', '-ar', '44100', '-f', 'mp3'],
    mime: 'audio/mpeg',
    ext: 'mp3',
  },
  // Opus in Ogg, constrained VBR around 40 kbps: stays under the 48 kbps ceiling on average.
  data_saver: {
    args: ['-c:a', 'libopus', '-b:a', '40k', '-vbr', 'constrained', '-application', 'audio', '-f', 'ogg'],
    mime: 'audio/ogg',
    ext: 'opus',
  },
};

export type TranscodeResult = { sizeBytes: number; bitrate: number | null; durationSeconds: number | null };

/**
 * Makes one rendition of `input` into `output` with ffmpeg (spawned without a shell; the
 * input is only read). Audio only: cover art and other streams are dropped. The signal
 * kills ffmpeg (server shutting down). Rejects with ffmpeg's last words on failure.
 */
export async function transcode(
  input: string,
  output: string,
  kind: RenditionKind,
  signal?: AbortSignal,
): Promise<TranscodeResult> {
  const format = RENDITION_FORMATS[kind];
  const args = [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    '-i',
    input,
    '-map',
    '0:a:0',
    '-vn',
    '-map_metadata',
    '-1',
    ...format.args,
    output,
  ];
  await new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted'));
    const child = spawn(FFMPEG, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (err) => {
      signal?.removeEventListener('abort', onAbort);
      reject(new Error(`ffmpeg could not start: ${err.message}`));
    });
    child.on('close', (code, sig) => {
      signal?.removeEventListener('abort', onAbort);
      if (code === 0) resolve();
      else {
        const last = stderr.trim().split('\n').slice(-3).join(' | ');
        reject(new Error(`ffmpeg failed (${sig ?? `exit ${code}`}): ${last || 'no output'}`));
      }
    });
  });
  const { size } = await stat(output);
  const meta = await parseFile(output, { duration: true }).catch(() => null);
  const durationSeconds = meta?.format.duration ?? null;
  const bitrate = durationSeconds ? Math.round((size * 8) / durationSeconds) : (meta?.format.bitrate ?? null);
  return { sizeBytes: size, bitrate, durationSeconds };
}

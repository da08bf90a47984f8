import { spawn } from 'node:child_process';

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

/**
 * Runs ffmpeg with `args` (spawned without a shell, quiet but for errors, never reading stdin).
 * The signal kills it. Rejects with ffmpeg's last words on failure.
 */
export function runFfmpeg(args: string[], signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted'));
    const child = spawn(FFMPEG, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
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
      if (code === 0) return resolve();
      const last = stderr.trim().split('\n').slice(-3).join(' | ');
      reject(new Error(`ffmpeg failed (${sig ?? `exit ${code}`}): ${last || 'no output'}`));
    });
  });
}

/** A chapter of a recording, in seconds from the start of the file it is written into. */
export type Chapter = { start: number; end: number; title: string };

/** A value in ffmpeg's metadata file format: `=`, `;`, `#`, `\` and line breaks escaped. */
const escapeValue = (s: string) => s.replace(/[=;#\\\n]/g, (c) => `\\${c}`);

/**
 * The chapters as an ffmpeg metadata file (`-f ffmetadata -i file -map_chapters N`): ffmpeg then
 * writes them as ID3v2 CHAP/CTOC frames in an MP3 and as CHAPTERxxx comments in Ogg.
 */
export function ffmetadataChapters(chapters: Chapter[]): string {
  const lines = [';FFMETADATA1'];
  for (const c of chapters) {
    lines.push(
      '[CHAPTER]',
      'TIMEBASE=1/1000',
      `START=${Math.round(c.start * 1000)}`,
      `END=${Math.round(c.end * 1000)}`,
      `title=${escapeValue(c.title)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

import { spawn } from 'node:child_process';
import { type Loudness, REPLAYGAIN_REFERENCE_LUFS } from '@nupe/shared';

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

/** An EBU R128 measurement: integrated loudness (LUFS), loudness range (LU), true peak (linear). */
export type R128 = { integratedLufs: number; rangeLu: number; truePeak: number };

/**
 * Reads the summary ffmpeg's ebur128 filter prints at the end of its run. Null when the
 * summary is missing (nothing decoded). A silent programme reports −70 LUFS and a peak of
 * −inf dBFS, kept as a linear peak of 0.
 */
export function parseEbur128Summary(stderr: string): R128 | null {
  const at = stderr.lastIndexOf('Summary:');
  if (at < 0) return null;
  const summary = stderr.slice(at);
  const read = (re: RegExp) => {
    const m = re.exec(summary);
    if (!m?.[1]) return null;
    return /inf$/.test(m[1]) ? Number.NEGATIVE_INFINITY : Number(m[1]);
  };
  const integrated = read(/\bI:\s*(-?inf|-?[\d.]+) LUFS/);
  const range = read(/\bLRA:\s*(-?inf|-?[\d.]+) LU\b/);
  const peakDb = read(/\bPeak:\s*(-?inf|-?[\d.]+) dBFS/);
  if (integrated === null || range === null || peakDb === null) return null;
  return {
    // The filter floors an empty or silent programme at −70 LUFS (the absolute gate).
    integratedLufs: Number.isFinite(integrated) ? integrated : -70,
    rangeLu: Number.isFinite(range) ? range : 0,
    truePeak: Number.isFinite(peakDb) ? 10 ** (peakDb / 20) : 0,
  };
}

/** An input of a measurement: a file, and how many channels it has when known. */
export type R128Input = { file: string; channels?: number | null };

/**
 * The ffmpeg arguments measuring one file, or several files as one programme (an album):
 * each is resampled to 48 kHz and brought to two channels without changing its loudness (a
 * mono track goes to the left channel only, as EBU R128 weighs a mono programme), then
 * concatenated before the filter. Per-frame lines are logged at verbose level, out of sight.
 */
export function ebur128Args(inputs: R128Input[]): string[] {
  const filter = 'ebur128=peak=true:framelog=verbose';
  const head = ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'info'];
  if (inputs.length === 1) {
    return [...head, '-i', (inputs[0] as R128Input).file, '-map', '0:a:0', '-vn', '-af', filter, '-f', 'null', '-'];
  }
  const args = [...head, ...inputs.flatMap((i) => ['-i', i.file])];
  const parts = inputs.map((input, n) => {
    const layout = input.channels === 1 ? 'pan=stereo|c0=c0|c1=0*c0' : 'aformat=channel_layouts=stereo';
    return `[${n}:a:0]aresample=48000,aformat=sample_fmts=fltp,${layout}[a${n}]`;
  });
  const labels = inputs.map((_, n) => `[a${n}]`).join('');
  const graph = `${parts.join(';')};${labels}concat=n=${inputs.length}:v=0:a=1,${filter}[out]`;
  return [...args, '-filter_complex', graph, '-map', '[out]', '-f', 'null', '-'];
}

/**
 * Measures loudness by decoding every input in full with ffmpeg (spawned without a shell).
 * Rejects with ffmpeg's last words when it cannot decode; the signal kills it.
 */
export function measureR128(inputs: R128Input[], signal?: AbortSignal, timeoutMs = 15 * 60_000): Promise<R128> {
  return new Promise((resolve, reject) => {
    if (inputs.length === 0) return reject(new Error('nothing to measure'));
    if (signal?.aborted) return reject(new Error('aborted'));
    const child = spawn(FFMPEG, ebur128Args(inputs), { stdio: ['ignore', 'ignore', 'pipe'] });
    // The summary comes last; per-frame lines are hidden, so the tail is small.
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-16_000);
    });
    const kill = () => child.kill('SIGKILL');
    const timer = setTimeout(kill, timeoutMs);
    signal?.addEventListener('abort', kill, { once: true });
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', kill);
    };
    child.on('error', (err) => {
      done();
      reject(new Error(`ffmpeg could not start: ${err.message}`));
    });
    child.on('close', (code, sig) => {
      done();
      const parsed = code === 0 ? parseEbur128Summary(stderr) : null;
      if (parsed) return resolve(parsed);
      const last = stderr.trim().split('\n').slice(-3).join(' | ');
      reject(new Error(`loudness measurement failed (${sig ?? `exit ${code}`}): ${last || 'no output'}`));
    });
  });
}

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

/** dB of a linear level; null for silence (−∞). */
export const linearToDb = (v: number) => (v > 0 ? 20 * Math.log10(v) : null);

/** The ReplayGain 2.0 gain (dB) that brings a programme to the reference level. */
export const replayGainDb = (integratedLufs: number) => round(REPLAYGAIN_REFERENCE_LUFS - integratedLufs, 2);

/** The figures a song answers (`song.loudness`), from the stored track and album measurements. */
export function loudnessFigures(
  track: { integratedLufs: number; rangeLu: number; truePeak: number } | null,
  album: { integratedLufs: number; truePeak: number } | null,
): Loudness | null {
  if (!track) return null;
  const peakDb = linearToDb(track.truePeak);
  return {
    integratedLufs: round(track.integratedLufs, 2),
    truePeakDbtp: peakDb === null ? null : round(peakDb, 2),
    range: round(track.rangeLu, 2),
    trackGainDb: replayGainDb(track.integratedLufs),
    trackPeak: round(track.truePeak, 6),
    albumGainDb: album ? replayGainDb(album.integratedLufs) : null,
    albumPeak: album ? round(album.truePeak, 6) : null,
  };
}

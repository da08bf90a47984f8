import { execFile } from 'node:child_process';
import { QUALITY_KIND_LABELS, QUALITY_THRESHOLDS, type QualityKind } from '@nupe/shared';
import type { AutomaticCheckResult } from '../../repositories/rows.js';

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

export type Loudness = { maxDb: number; meanDb: number };

/**
 * The level of a stored recording, measured by decoding all of it with Debian's ffmpeg and
 * its volumedetect filter (music-metadata reads headers and tags only: it cannot tell
 * silence from sound). Null when ffmpeg is not installed or cannot decode the file.
 */
export function measureLoudness(file: string, timeoutMs = 120_000): Promise<Loudness | null> {
  return new Promise((resolve) => {
    execFile(
      FFMPEG,
      ['-hide_banner', '-nostats', '-i', file, '-map', '0:a:0', '-af', 'volumedetect', '-f', 'null', '-'],
      { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 },
      (err, _stdout, stderr) => {
        if (err) return resolve(null);
        const read = (name: string) => {
          const m = new RegExp(`${name}:\\s*(-?inf|-?[\\d.]+) dB`).exec(String(stderr));
          if (!m?.[1]) return null;
          return m[1].endsWith('inf') ? Number.NEGATIVE_INFINITY : Number(m[1]);
        };
        const maxDb = read('max_volume');
        const meanDb = read('mean_volume');
        resolve(maxDb === null || meanDb === null ? null : { maxDb, meanDb });
      },
    );
  });
}

export type UploadFacts = {
  bitrate: number | null;
  durationSeconds: number | null;
  loudness: Loudness | null;
  cover: { width: number; height: number } | null;
  album: string | null;
  credit: string;
};

const db = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} dBFS` : 'digital silence');
const check = (kind: QualityKind, passed: boolean | null, detail: string): AutomaticCheckResult => ({
  kind,
  label: QUALITY_KIND_LABELS[kind],
  passed,
  detail,
});

/** The automatic checks of an upload, from what was measured; every check answers, passed or not. */
export function runChecks(f: UploadFacts): AutomaticCheckResult[] {
  const t = QUALITY_THRESHOLDS;
  const kbps = f.bitrate === null ? null : Math.round(f.bitrate / 1000);
  const placeholder = /^(unknown|unknown artist|n\/?a|none|-+)$/i;
  return [
    kbps === null
      ? check('low_bitrate', null, 'The bitrate could not be read from the file.')
      : check(
          'low_bitrate',
          kbps >= t.minBitrateKbps,
          kbps >= t.minBitrateKbps
            ? `Bitrate ${kbps} kbps (at least ${t.minBitrateKbps} kbps).`
            : `Bitrate ${kbps} kbps is below ${t.minBitrateKbps} kbps.`,
        ),
    f.durationSeconds === null
      ? check('too_short', null, 'The file carries no duration (a browser recording).')
      : check(
          'too_short',
          f.durationSeconds >= t.minDurationSeconds,
          f.durationSeconds >= t.minDurationSeconds
            ? `Duration ${f.durationSeconds.toFixed(1)} s.`
            : `Duration ${f.durationSeconds.toFixed(1)} s is shorter than ${t.minDurationSeconds} seconds.`,
        ),
    f.loudness === null
      ? check('silent_audio', null, 'The level could not be measured (ffmpeg could not decode the file).')
      : check(
          'silent_audio',
          f.loudness.maxDb > t.silentMaxVolumeDb,
          f.loudness.maxDb > t.silentMaxVolumeDb
            ? `Loudest peak ${db(f.loudness.maxDb)}, average ${db(f.loudness.meanDb)}.`
            : `The audio is silent or near-silent: loudest peak ${db(f.loudness.maxDb)} (below ${t.silentMaxVolumeDb} dBFS).`,
        ),
    f.cover === null
      ? check('small_cover', null, 'The cover size is not known.')
      : check(
          'small_cover',
          Math.min(f.cover.width, f.cover.height) >= t.minCoverPixels,
          Math.min(f.cover.width, f.cover.height) >= t.minCoverPixels
            ? `Cover ${f.cover.width} × ${f.cover.height} px.`
            : `Cover ${f.cover.width} × ${f.cover.height} px is smaller than ${t.minCoverPixels} × ${t.minCoverPixels} px.`,
        ),
    check(
      'missing_album',
      Boolean(f.album?.trim()),
      f.album?.trim() ? `Album “${f.album.trim()}”.` : 'The song has no album.',
    ),
    check(
      'missing_credit',
      f.credit.trim().length > 0 && !placeholder.test(f.credit.trim()),
      f.credit.trim().length > 0 && !placeholder.test(f.credit.trim())
        ? `Credited to “${f.credit.trim()}”.`
        : 'The song has no real artist credit.',
    ),
  ];
}

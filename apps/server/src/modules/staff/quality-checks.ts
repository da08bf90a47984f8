import { QUALITY_KIND_LABELS, QUALITY_THRESHOLDS, type QualityKind } from '@nupe/shared';
import { linearToDb, type R128, replayGainDb } from '../../lib/ebur128.js';
import type { AutomaticCheckResult } from '../../repositories/rows.js';

export type UploadFacts = {
  bitrate: number | null;
  durationSeconds: number | null;
  /** The original's EBU R128 measurement (the same figures the song answers as `loudness`). */
  loudness: R128 | null;
  cover: { width: number; height: number } | null;
  album: string | null;
  credit: string;
};

const signed = (v: number) => `${v > 0 ? '+' : v < 0 ? '−' : ''}${Math.abs(v).toFixed(1)}`;
const dbtp = (linear: number) => {
  const v = linearToDb(linear);
  return v === null ? 'digital silence' : `${signed(v)} dBTP`;
};
/** The level as a sentence: integrated loudness, loudness range, true peak, ReplayGain track gain. */
const level = (l: R128) =>
  `Integrated loudness ${signed(l.integratedLufs)} LUFS, loudness range ${l.rangeLu.toFixed(1)} LU, true peak ${dbtp(l.truePeak)} (track gain ${signed(replayGainDb(l.integratedLufs))} dB).`;
const audible = (l: R128) =>
  (linearToDb(l.truePeak) ?? Number.NEGATIVE_INFINITY) > QUALITY_THRESHOLDS.silentMaxVolumeDb;
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
          audible(f.loudness),
          audible(f.loudness)
            ? level(f.loudness)
            : `The audio is silent or near-silent: true peak ${dbtp(f.loudness.truePeak)} (below ${t.silentMaxVolumeDb} dBTP).`,
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

import { loudnessFigures } from '../../lib/ebur128.js';
import type { SubSongRow } from '../../repositories/catalogue.repository.js';
import type { SubNode } from './subsonic-response.js';

/**
 * OpenSubsonic `replayGain` of a song, from the same EBU R128 measurement as the API's
 * `song.loudness`: ReplayGain 2.0 gains (dB, −18 LUFS reference) and true peaks (linear).
 * Always present, as OpenSubsonic asks; a figure not measured yet is left out. `baseGain` is
 * 0: the gains are relative to the decoded audio the measurement read (an Opus header's
 * output gain is already applied by the decoder).
 */
export function replayGainNode(row: Pick<SubSongRow, 'loudness' | 'albumId' | 'albumLoudness'>): SubNode {
  const l = loudnessFigures(row.loudness, row.albumId ? row.albumLoudness : null);
  if (!l) return {};
  return {
    trackGain: l.trackGainDb,
    albumGain: l.albumGainDb ?? undefined,
    trackPeak: l.trackPeak,
    albumPeak: l.albumPeak ?? undefined,
    baseGain: 0,
  };
}

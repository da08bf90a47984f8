import type { Loudness } from '../schemas/loudness.js';

/** ReplayGain 2.0's reference level: a track measured at −18 LUFS plays at 0 dB gain. */
export const REPLAYGAIN_REFERENCE_LUFS = -18;

/**
 * The gain a player applies (dB): the album's in album order, else the track's; lowered so the
 * peak after gain stays at or below `ceiling` (linear, 1 = 0 dBFS): the peak guard that keeps
 * quiet recordings from clipping when raised. Null when the song is not measured.
 */
export function playbackGainDb(
  loudness: Loudness | null | undefined,
  mode: 'track' | 'album',
  ceiling = 1,
): number | null {
  if (!loudness) return null;
  const useAlbum = mode === 'album' && loudness.albumGainDb !== null && loudness.albumPeak !== null;
  const gain = useAlbum ? (loudness.albumGainDb as number) : loudness.trackGainDb;
  const peak = useAlbum ? (loudness.albumPeak as number) : loudness.trackPeak;
  if (peak <= 0) return Math.min(gain, 0);
  const headroom = 20 * Math.log10(ceiling / peak);
  return Math.min(gain, headroom);
}

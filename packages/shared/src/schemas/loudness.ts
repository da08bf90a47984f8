import { z } from 'zod';

/** ReplayGain 2.0's reference level: a track measured at −18 LUFS plays at 0 dB gain. */
export const REPLAYGAIN_REFERENCE_LUFS = -18;

/**
 * A song's sound level (EBU R128, measured on the kept original by ffmpeg's ebur128 filter):
 * integrated loudness (LUFS), true peak (dBTP; null for digital silence), loudness range (LU),
 * and ReplayGain 2.0 gains (dB) with their peaks (linear, 1 = full scale). The album figures
 * measure the album's tracks as one programme; null for a song without an album or before
 * the album is measured. The whole object is null until the song is measured.
 */
export const LoudnessSchema = z.object({
  integratedLufs: z.number(),
  truePeakDbtp: z.number().nullable(),
  range: z.number(),
  trackGainDb: z.number(),
  trackPeak: z.number(),
  albumGainDb: z.number().nullable(),
  albumPeak: z.number().nullable(),
});
// No named component (`meta({ id })`): a nullable reference would be `nullable` without a `type`
// in the OpenAPI document, which validators refuse; inline, it is a nullable object.
export type Loudness = z.infer<typeof LoudnessSchema>;

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

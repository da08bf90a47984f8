import { z } from 'zod';

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

import { z } from 'zod';
import { CLIP_DEFAULT_SECONDS, CLIP_MAX_SECONDS } from '../display/moment.js';

/** What a clip is made of: MP3 plays everywhere; Opus is smaller for the same sound. */
export const CLIP_FORMATS = ['mp3', 'opus'] as const;
export type ClipFormat = (typeof CLIP_FORMATS)[number];

/** GET /api/songs/{id}/clip?start=S&duration=D&format=mp3|opus (whole seconds: each range is cut once). */
export const ClipQuerySchema = z.object({
  start: z.coerce
    .number({ message: 'start must be a number of seconds.' })
    .min(0, { message: 'start cannot be negative.' })
    .max(24 * 3600, { message: 'start must be within the recording.' })
    .transform(Math.floor)
    .default(0),
  duration: z.coerce
    .number({ message: 'duration must be a number of seconds.' })
    .min(1, { message: 'duration must be at least 1 second.' })
    .max(CLIP_MAX_SECONDS, { message: `duration must be at most ${CLIP_MAX_SECONDS} seconds.` })
    .transform(Math.floor)
    .default(CLIP_DEFAULT_SECONDS),
  format: z.enum(CLIP_FORMATS, { message: 'format must be mp3 or opus.' }).default('mp3'),
});
export type ClipQuery = z.infer<typeof ClipQuerySchema>;

/**
 * GET /api/songs/{id}/sharing: what the caller may send of a song beside its link. `clip`
 * needs the `derivative` consent, `file` (the tagged streaming copy from an offline store)
 * the `download` consent; `reason` says why not, in a sentence.
 */
export const SongSharingSchema = z
  .object({
    clip: z.object({ allowed: z.boolean(), reason: z.string().nullable() }),
    file: z.object({ allowed: z.boolean(), reason: z.string().nullable() }),
  })
  .meta({ id: 'SongSharing' });
export type SongSharing = z.infer<typeof SongSharingSchema>;

import { z } from 'zod';
import { UuidSchema } from './common.js';

/** The most saved songs one check names (a phone keeps far fewer). */
export const OFFLINE_RIGHTS_MAX_IDS = 500;

/** POST /api/songs/offline-rights: the songs saved on this device, to be checked. */
export const OfflineRightsBodySchema = z
  .object({
    ids: z
      .array(UuidSchema, { message: 'ids must be a list of song ids.' })
      .max(OFFLINE_RIGHTS_MAX_IDS, { message: `Check at most ${OFFLINE_RIGHTS_MAX_IDS} songs at once.` }),
  })
  .strict();
export type OfflineRightsBody = z.infer<typeof OfflineRightsBodySchema>;

/**
 * Whether each saved copy may stay on the device. `withdrawn`: the consent rule no longer
 * allows playing or keeping a copy (the people recorded withdrew it); `unavailable`: the caller
 * may no longer have the item at all (removed, restricted, out of season, or unknown).
 */
export const OFFLINE_DROP_REASONS = ['withdrawn', 'unavailable'] as const;
export type OfflineDropReason = (typeof OFFLINE_DROP_REASONS)[number];
export const OfflineRightsResponseSchema = z.object({
  songs: z.array(
    z.object({
      id: z.string(),
      keep: z.boolean(),
      reason: z.enum(OFFLINE_DROP_REASONS).nullable(),
    }),
  ),
});
export type OfflineRightsResponse = z.infer<typeof OfflineRightsResponseSchema>;

import { z } from 'zod';

/** The home page's statistics strip: live counts, never invented claims. */
export const PublicStatsSchema = z.object({
  songs: z.number().int(),
  artists: z.number().int(),
  listeners: z.number().int(),
  plays: z.number().int(),
});
export type PublicStats = z.infer<typeof PublicStatsSchema>;

/** Site settings the public pages read (store links, support hours; admins edit them). */
export const PublicSiteSchema = z.object({
  appStoreUrls: z.object({ ios: z.string().nullable(), android: z.string().nullable() }),
  appScheme: z.string(),
  supportHours: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  heroText: z.string().nullable(),
});
export type PublicSite = z.infer<typeof PublicSiteSchema>;

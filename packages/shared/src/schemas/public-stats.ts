import { z } from 'zod';
import { LOCALES } from '../constants/locales.js';

/** The home page's statistics strip: live counts, never invented claims. */
export const PublicStatsSchema = z.object({
  songs: z.number().int(),
  artists: z.number().int(),
  listeners: z.number().int(),
  plays: z.number().int(),
});
export type PublicStats = z.infer<typeof PublicStatsSchema>;

/** A language of the interface (a fresh schema each time: the OpenAPI document inlines it). */
const locale = () => z.enum(LOCALES);

/**
 * GET /public/site?lang=ha: the texts in that language. Without `lang`, the reader's language is
 * the one the pages are drawn in: the language cookie the web app sets, else Accept-Language.
 */
export const PublicSiteQuerySchema = z.object({
  lang: z.enum(LOCALES, { message: `The language must be one of ${LOCALES.join(', ')}.` }).optional(),
});

/** Site settings the public pages read (store links, support hours; admins edit them). */
export const PublicSiteSchema = z.object({
  appStoreUrls: z.object({ ios: z.string().nullable(), android: z.string().nullable() }),
  appScheme: z.string(),
  /** In the reader's language where the admin wrote it, else in the language it falls back to. */
  supportHours: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** In the reader's language as `supportHours`; null: none set (the page shows its standard text). */
  heroText: z.string().nullable(),
  /** The language the texts were asked in. */
  lang: locale(),
  /**
   * The language each text is actually in (another where the reader's has none), for its `lang`
   * attribute; no `heroText` when there is none.
   */
  textLang: z.object({ supportHours: locale(), heroText: locale().optional() }),
});
export type PublicSite = z.infer<typeof PublicSiteSchema>;

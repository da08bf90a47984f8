import { z } from 'zod';
import { CITE_STYLES } from '../constants/cite-embed.js';

export const CiteQuerySchema = z.object({
  style: z.enum(CITE_STYLES, { message: 'style must be apa, chicago, bibtex, ris or csl-json.' }).default('apa'),
});

/** GET /oembed?url=…&format=json (oEmbed 1.0). */
export const OEmbedQuerySchema = z.object({
  url: z.string({ message: 'Give the address of a song page as url.' }).max(2000),
  /** Only JSON: a request for XML is refused with this sentence (a 400, not oEmbed's 501: bad input is never a 5xx here). */
  format: z.enum(['json'], { message: 'Only format=json is offered for oEmbed.' }).default('json'),
  maxwidth: z.coerce.number().int().min(1).optional(),
  maxheight: z.coerce.number().int().min(1).optional(),
});

export const OEmbedSchema = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  title: z.string(),
  author_name: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  cache_age: z.number().int(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
});
export type OEmbed = z.infer<typeof OEmbedSchema>;

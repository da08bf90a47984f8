import { z } from 'zod';

/**
 * The archive description of an item, modelled on
 * OLAC / Dublin Core. The shapes live here; the registries (ISO 639-3 languages, ISO 3166-1
 * countries, EDTF dates) are checked by the server, so the web bundle does not carry them.
 */

/** OLAC role vocabulary, as olac-role.xsd lists it (../shared/xsd/oai-pmh). */
export const OLAC_ROLES = [
  'annotator',
  'author',
  'compiler',
  'consultant',
  'data_inputter',
  'depositor',
  'developer',
  'editor',
  'illustrator',
  'interpreter',
  'interviewer',
  'participant',
  'performer',
  'photographer',
  'recorder',
  'researcher',
  'research_participant',
  'responder',
  'signer',
  'singer',
  'speaker',
  'sponsor',
  'transcriber',
  'translator',
] as const;
export type OlacRole = (typeof OLAC_ROLES)[number];

/** OLAC discourse types, as olac-discourse-type.xsd lists them (../shared/xsd/oai-pmh). */
export const OLAC_DISCOURSE_TYPES = [
  'dialogue',
  'drama',
  'formulaic',
  'ludic',
  'oratory',
  'narrative',
  'procedural',
  'report',
  'singing',
  'unintelligible_speech',
] as const;
export type OlacDiscourseType = (typeof OLAC_DISCOURSE_TYPES)[number];

export const ARCHIVE_LANGUAGES_MAX = 10;
export const ARCHIVE_SUBJECTS_MAX = 30;
export const ARCHIVE_CONTRIBUTORS_MAX = 50;
export const ARCHIVE_DESCRIPTION_MAX_LENGTH = 5000;

const line = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .min(1, { message: `${label} cannot be empty.` })
    .max(max, { message: `${label} must be at most ${max} characters.` })
    // Stored as typed, in Unicode NFC: Nupe tone marks compare equal however they were typed.
    .transform((s) => s.normalize('NFC'));

export const ContributorSchema = z
  .object({
    name: line('Contributor name', 200),
    role: z.enum(OLAC_ROLES, { message: 'Each contributor role must be an OLAC role, such as singer or speaker.' }),
    /** A finer description ("kakaki player", "composer"), with performer or author as the role. */
    roleDetail: line('Role detail', 100).nullish(),
  })
  .strict();
export type Contributor = z.infer<typeof ContributorSchema>;

export const PlaceSchema = z
  .object({
    name: line('Place name', 200),
    region: line('Region', 200).nullish(),
    country: z
      .string({ message: 'Country must be an ISO 3166-1 code such as NG.' })
      .regex(/^[A-Z]{2}$/, { message: 'Country must be an ISO 3166-1 code such as NG.' }),
    lat: z.number().min(-90, { message: 'Latitude must be between -90 and 90.' }).max(90).nullish(),
    lon: z.number().min(-180, { message: 'Longitude must be between -180 and 180.' }).max(180).nullish(),
  })
  .strict();
export type Place = z.infer<typeof PlaceSchema>;

/** PATCH /api/songs/{id}/archive: any of the fields; null or [] clears one. */
export const ArchivePatchSchema = z
  .object({
    languages: z
      .array(z.string().regex(/^[a-z]{3}$/, { message: 'Each language must be an ISO 639-3 code such as nup.' }))
      .max(ARCHIVE_LANGUAGES_MAX, { message: `At most ${ARCHIVE_LANGUAGES_MAX} languages.` })
      .refine((l) => new Set(l).size === l.length, { message: 'Each language may appear once.' }),
    /** An EDTF date: 1987-06-14, 1987-06, 1987, 198X, 1987~, 1987?… (checked on the server). */
    recorded: z
      .string()
      .trim()
      .max(40, { message: 'Recorded must be an EDTF date such as 1987-06 or 198X.' })
      .nullable(),
    place: PlaceSchema.nullable(),
    occasion: line('Occasion', 200).nullable(),
    description: line('Description', ARCHIVE_DESCRIPTION_MAX_LENGTH).nullable(),
    subjects: z
      .array(line('Subject', 100))
      .max(ARCHIVE_SUBJECTS_MAX, { message: `At most ${ARCHIVE_SUBJECTS_MAX} subjects.` }),
    discourseType: z
      .enum(OLAC_DISCOURSE_TYPES, { message: 'Discourse type must be an OLAC discourse type, such as singing.' })
      .nullable(),
    contributors: z
      .array(ContributorSchema)
      .max(ARCHIVE_CONTRIBUTORS_MAX, { message: `At most ${ARCHIVE_CONTRIBUTORS_MAX} contributors.` }),
    rights: line('Rights', 1000).nullable(),
    /** A collection id, or null for none. */
    collection: z.uuid({ message: 'Collection must be a valid id.' }).nullable(),
  })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, { message: 'Send at least one field to change.' });
export type ArchivePatch = z.input<typeof ArchivePatchSchema>;

/** `archive` of every song the API answers. Unknown is null or [], never invented. */
export const ArchiveSchema = z.object({
  languages: z.array(z.string()),
  recorded: z.string().nullable(),
  place: z
    .object({
      name: z.string(),
      region: z.string().nullable(),
      country: z.string(),
      lat: z.number().nullable(),
      lon: z.number().nullable(),
    })
    .nullable(),
  occasion: z.string().nullable(),
  description: z.string().nullable(),
  subjects: z.array(z.string()),
  discourseType: z.string().nullable(),
  contributors: z.array(z.object({ name: z.string(), role: z.string(), roleDetail: z.string().nullable() })),
  rights: z.string().nullable(),
  collection: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** Who described it last (a name), or null when it was never described. */
  describedBy: z.string().nullable(),
});
export type Archive = z.infer<typeof ArchiveSchema>;

export const ARCHIVE_FIELDS = [
  'languages',
  'recorded',
  'place',
  'occasion',
  'description',
  'subjects',
  'discourseType',
  'contributors',
  'rights',
  'collection',
] as const;
export type ArchiveField = (typeof ARCHIVE_FIELDS)[number];

/** GET /api/songs/{id}/archive/history, newest first. */
export const ArchiveHistorySchema = z.object({
  history: z.array(
    z.object({
      at: z.string(),
      by: z.object({ id: z.string().nullable(), name: z.string() }),
      changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
    }),
  ),
});
export type ArchiveHistory = z.infer<typeof ArchiveHistorySchema>;

/** Collections (series) items may belong to. */
export const CollectionBodySchema = z
  .object({
    title: line('Title', 200),
    description: z.string().trim().max(ARCHIVE_DESCRIPTION_MAX_LENGTH).default(''),
  })
  .strict();
export type CollectionBody = z.input<typeof CollectionBodySchema>;
export const CollectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  itemCount: z.number().int(),
});
export const CollectionsResponseSchema = z.object({ collections: z.array(CollectionSchema) });
export type CollectionsResponse = z.infer<typeof CollectionsResponseSchema>;

/** Transcript layers. */
export const TRANSCRIPT_KINDS = ['transcript', 'translation'] as const;
export const TRANSCRIPT_STATUSES = ['draft', 'reviewed'] as const;
export const TranscriptLayerSchema = z.object({
  language: z.string(),
  kind: z.enum(TRANSCRIPT_KINDS),
  status: z.enum(TRANSCRIPT_STATUSES),
  cueCount: z.number().int(),
  updatedAt: z.string(),
});
export type TranscriptLayer = z.infer<typeof TranscriptLayerSchema>;
export const TranscriptLayersResponseSchema = z.object({ transcripts: z.array(TranscriptLayerSchema) });
export type TranscriptLayersResponse = z.infer<typeof TranscriptLayersResponseSchema>;

/** PUT /api/songs/{id}/transcripts/{language}?kind=…&status=… */
export const TranscriptPutQuerySchema = z.object({
  kind: z.enum(TRANSCRIPT_KINDS, { message: 'kind must be transcript or translation.' }).default('transcript'),
  status: z.enum(TRANSCRIPT_STATUSES, { message: 'status must be draft or reviewed.' }).default('draft'),
});

/** Proverbs. */
const meaning = z
  .object({
    literal: line('Literal meaning', 1000).nullish(),
    figurative: line('Figurative meaning', 1000).nullish(),
  })
  .strict()
  .refine((m) => m.literal || m.figurative, { message: 'Give a literal or a figurative meaning.' });

export const ProverbBodySchema = z
  .object({
    text: line('Proverb', 500),
    /** By ISO 639-3 language: English at least (`eng`); Hausa and Yoruba where given. */
    meanings: z
      .record(
        z.string().regex(/^[a-z]{3}$/, { message: 'Meanings are keyed by ISO 639-3 codes such as eng.' }),
        meaning,
      )
      .refine((m) => 'eng' in m, { message: 'Give the meaning in English (eng).' }),
    notes: line('Notes', 2000).nullish(),
  })
  .strict();
export type ProverbBody = z.input<typeof ProverbBodySchema>;

export const OccurrenceBodySchema = z
  .object({
    song: z.uuid({ message: 'Song must be a valid id.' }),
    start: z.number({ message: 'Start must be a number of seconds.' }).min(0, { message: 'Start cannot be negative.' }),
    end: z.number({ message: 'End must be a number of seconds.' }),
  })
  .strict()
  .refine((o) => o.end > o.start, { message: 'End must come after start.', path: ['end'] });
export type OccurrenceBody = z.input<typeof OccurrenceBodySchema>;

export const ProverbSummarySchema = z.object({
  id: z.string(),
  text: z.string(),
  meanings: z.record(z.string(), z.object({ literal: z.string().nullable(), figurative: z.string().nullable() })),
  notes: z.string().nullable(),
  /** Recordings the caller may hear it in. */
  occurrenceCount: z.number().int(),
});
export type ProverbSummary = z.infer<typeof ProverbSummarySchema>;
export const ProverbListQuerySchema = z.object({
  q: z.string().trim().max(100, { message: 'Search must be at most 100 characters.' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ProverbListResponseSchema = z.object({
  proverbs: z.array(ProverbSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ProverbListResponse = z.infer<typeof ProverbListResponseSchema>;

/** GET /api/archive/facets: what the archive holds, by facet, with counts (items the caller may see). */
const FacetSchema = z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() }));
export const ArchiveFacetsSchema = z.object({
  languages: FacetSchema,
  decades: FacetSchema,
  places: FacetSchema,
  occasions: FacetSchema,
  collections: FacetSchema,
});
export type ArchiveFacets = z.infer<typeof ArchiveFacetsSchema>;

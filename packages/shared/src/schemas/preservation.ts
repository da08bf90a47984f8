import { z } from 'zod';

/** What a kept file is: the original as uploaded, a streaming copy, or a cover image variant. */
export const FIXITY_OBJECT_KIND_LABELS = {
  original: 'Original',
  rendition: 'Streaming copy',
  cover: 'Cover image',
} as const;
export type FixityObjectKindName = keyof typeof FIXITY_OBJECT_KIND_LABELS;

/** A song's archive copy as the API answers it. */
export const PreservationSchema = z.object({
  sha256: z.string().nullable(),
  lastVerifiedAt: z.string().nullable(),
  /**
   * `pass`, `fail` or null (never checked). A string rather than an enum: an OpenAPI 3.0 enum
   * marked nullable still refuses null unless null is listed, which the generator does not do.
   */
  lastOutcome: z.string().nullable().describe('pass, fail, or null when never checked'),
});
export type Preservation = z.infer<typeof PreservationSchema>;

export const FixityRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(['schedule', 'command', 'admin']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  objects: z.number().int(),
  bytes: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  missing: z.number().int(),
  recorded: z.number().int(),
  /** Bytes read a second over the run; null while it runs. */
  bytesPerSecond: z.number().nullable(),
  error: z.string().nullable(),
});
export type FixityRun = z.infer<typeof FixityRunSchema>;

export const FixityFailureSchema = z.object({
  storageKey: z.string(),
  objectKind: z.enum(['original', 'rendition', 'cover']),
  outcome: z.enum(['fail', 'missing']),
  expected: z.string(),
  found: z.string().nullable(),
  checkedAt: z.string(),
  lastVerifiedAt: z.string().nullable(),
  song: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type FixityFailure = z.infer<typeof FixityFailureSchema>;

/** GET /api/admin/preservation: the contract's counts and last run, with the failures and the schedule. */
export const PreservationReportSchema = z.object({
  verified: z.number().int(),
  failed: z.number().int(),
  missing: z.number().int(),
  /** Files no audit has verified yet (new, or only their checksum taken at first sight). */
  neverChecked: z.number().int(),
  lastRun: FixityRunSchema.nullable(),
  /** When the next scheduled audit is due; null when none is scheduled. */
  nextRunAt: z.string().nullable(),
  /** An audit is waiting to start or running now. */
  auditPending: z.boolean(),
  failures: z.array(FixityFailureSchema),
});
export type PreservationReport = z.infer<typeof PreservationReportSchema>;

/** What a BagIt bag holds: one item, one collection, or the whole archive. */
export const BAG_SCOPES = ['song', 'collection', 'all'] as const;

/** POST /api/admin/bags/links: ask for the download address of a bag. */
export const BagLinkBodySchema = z
  .object({
    scope: z.enum(BAG_SCOPES, { message: 'Choose one item, a collection or the whole archive.' }),
    id: z.uuid({ message: 'Choose the item or collection to export.' }).optional(),
  })
  .strict()
  .refine((b) => (b.scope === 'all') === (b.id === undefined), {
    message: 'Choose the item or collection to export.',
    path: ['id'],
  });
export type BagLinkBody = z.infer<typeof BagLinkBodySchema>;

export const BagLinkResponseSchema = z.object({
  /** Where the browser downloads the bag (a tar of one folder), valid until the end of the next day. */
  href: z.string(),
  /** The bag's name, and the tar's file name without `.tar`. */
  name: z.string(),
  items: z.number().int(),
});
export type BagLinkResponse = z.infer<typeof BagLinkResponseSchema>;

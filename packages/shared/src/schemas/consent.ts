import { z } from 'zod';
import { ACCESS_LEVELS } from './access.js';
import { text } from './common.js';

/** What a person agrees to (or withdraws), as the consent ledger records it. */
export const CONSENT_SCOPES = ['stream', 'download', 'research', 'derivative'] as const;
export type ConsentScope = (typeof CONSENT_SCOPES)[number];
export const CONSENT_SCOPE_LABELS: Record<ConsentScope, string> = {
  stream: 'Streaming',
  download: 'Downloads',
  research: 'Use in research',
  derivative: 'Remixes and derivative works',
};
export const CONSENT_KINDS = ['grant', 'withdrawal'] as const;

const calendarDate = z
  .string({ message: 'Date is required.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be a day such as 2026-11-25.' })
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: 'Date must be a real day.',
    },
  )
  .refine((d) => Date.parse(`${d}T00:00:00Z`) <= Date.now() + 24 * 3600_000, {
    message: 'Date cannot be in the future.',
  });

/** POST /api/songs/{id}/consents: one entry of the item's consent ledger (append-only). */
export const ConsentEntryBodySchema = z
  .object({
    kind: z.enum(CONSENT_KINDS, { message: 'Kind must be grant or withdrawal.' }),
    person: text('Person', 200),
    /** Who they are to the recording: "performer", "knowledge keeper", "daughter of the singer"… */
    relation: text('Relation', 200),
    scopes: z
      .array(z.enum(CONSENT_SCOPES, { message: 'Each scope must be stream, download, research or derivative.' }), {
        message: 'Scopes must be a list.',
      })
      .min(1, { message: 'Choose at least one scope.' })
      .max(CONSENT_SCOPES.length)
      .refine((s) => new Set(s).size === s.length, { message: 'Each scope may appear once.' }),
    date: calendarDate,
    witness: text('Witness', 200).nullish(),
  })
  .strict();
export type ConsentEntryBody = z.infer<typeof ConsentEntryBodySchema>;

export const ConsentEntrySchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  kind: z.enum(CONSENT_KINDS),
  person: z.string(),
  relation: z.string(),
  scopes: z.array(z.enum(CONSENT_SCOPES)),
  date: z.string(),
  witness: z.string().nullable(),
  recordedBy: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  recordedAt: z.string(),
  /** The hash of the entry before it in this item's chain; null for the first. */
  prevHash: z.string().nullable(),
  /** SHA-256 of this entry's fields and prevHash (see docs: the consent ledger). */
  hash: z.string(),
});
export type ConsentEntry = z.infer<typeof ConsentEntrySchema>;

export const ConsentChainResponseSchema = z.object({
  consents: z.array(ConsentEntrySchema),
  /** Whether the item is off every public surface: `stream` is closed under the consent rule. */
  withdrawn: z.boolean(),
  /**
   * The scopes the consent rule leaves closed: withdrawn by someone (until that person grants
   * it again), or granted by no one in a ledger that has entries.
   */
  closedScopes: z.array(z.enum(CONSENT_SCOPES)),
});
export type ConsentChainResponse = z.infer<typeof ConsentChainResponseSchema>;
export const ConsentRecordedResponseSchema = ConsentChainResponseSchema.extend({ message: z.string() });

/** GET /api/staff/consents: items and their consent standing, those without any record first. */
export const ConsentItemsQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
export const ConsentItemsResponseSchema = z.object({
  songs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      artist: z.string(),
      status: z.string(),
      entries: z.number().int(),
      withdrawn: z.boolean(),
      /** Its access level: the staff Access screen lists the same items. */
      accessLevel: z.enum(ACCESS_LEVELS),
    }),
  ),
});
export type ConsentItemsResponse = z.infer<typeof ConsentItemsResponseSchema>;

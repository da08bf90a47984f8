import {
  ACCESS_LEVELS,
  ContributorSchema,
  GENRES,
  OLAC_DISCOURSE_TYPES,
  PlaceSchema,
  SeasonSchema,
  TK_LABEL_CODES,
} from '@nupe/shared';
import { z } from 'zod';

/**
 * What a bag says of each item: `data/<id>/metadata/item.json` and `events.json`.
 * Written by the export and read back, strictly, by the import: a bag comes from outside, so
 * every field is checked as an API body would be. Nothing of this installation's accounts is
 * in it (no owner, no phone, no group members); access protocols and consent travel with it.
 */
export const ITEM_FORMAT = 'nupe-music-item/1';

const iso = z.iso.datetime({ offset: true });
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const bagFile = z.string().regex(/^(original|renditions|cover|transcripts)\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/);

export const ItemRecordSchema = z
  .object({
    format: z.literal(ITEM_FORMAT),
    id: z.uuid(),
    title: z.string().min(1).max(200),
    artist: z.string().min(1).max(200),
    genre: z.enum(GENRES),
    createdAt: iso,
    publishedAt: iso.nullable(),
    durationSeconds: z.number().nullable(),
    bitrate: z.number().int().nullable(),
    album: z
      .object({ id: z.uuid(), title: z.string().min(1), genre: z.enum(GENRES), releaseDate: z.iso.date() })
      .nullable(),
    collection: z.object({ id: z.uuid(), title: z.string().min(1), description: z.string() }).nullable(),
    archive: z
      .object({
        languages: z.array(z.string().regex(/^[a-z]{3}$/)),
        recorded: z.string().nullable(),
        place: PlaceSchema.nullable(),
        occasion: z.string().nullable(),
        description: z.string().nullable(),
        subjects: z.array(z.string()),
        discourseType: z.enum(OLAC_DISCOURSE_TYPES).nullable(),
        contributors: z.array(ContributorSchema),
        rights: z.string().nullable(),
        updatedAt: iso,
      })
      .nullable(),
    access: z.object({
      level: z.enum(ACCESS_LEVELS),
      group: z.object({ id: z.uuid(), name: z.string().min(1), description: z.string() }).nullable(),
      labels: z.array(z.enum(TK_LABEL_CODES as [string, ...string[]])),
      seasons: z.array(SeasonSchema),
    }),
    original: z.object({
      file: bagFile,
      mime: z.string(),
      size: z.number().int().nonnegative(),
      sha256,
      filename: z.string().nullable(),
      durationSeconds: z.number().nullable(),
      bitrate: z.number().int().nullable(),
      sampleRate: z.number().int().nullable(),
      channels: z.number().int().nullable(),
      codec: z.string().nullable(),
      createdAt: iso,
    }),
    renditions: z.array(
      z.object({
        kind: z.enum(['standard', 'data_saver']),
        file: bagFile,
        mime: z.string(),
        size: z.number().int().nonnegative(),
        sha256: sha256.nullable(),
        bitrate: z.number().int().nullable(),
        durationSeconds: z.number().nullable(),
        createdAt: iso,
      }),
    ),
    cover: z.array(bagFile),
    transcripts: z.array(
      z.object({
        language: z.string().regex(/^[a-z]{3}$/),
        kind: z.enum(['transcript', 'translation']),
        status: z.enum(['draft', 'reviewed']),
        file: bagFile,
        updatedAt: iso,
      }),
    ),
  })
  .strict();
export type ItemRecord = z.infer<typeof ItemRecordSchema>;

export const ItemEventsSchema = z
  .object({
    /** The consent ledger, entries as sealed (their hashes hold in any installation). */
    consent: z.array(
      z.object({
        seq: z.number().int().positive(),
        kind: z.enum(['grant', 'withdrawal']),
        person: z.string(),
        relation: z.string(),
        scopes: z.array(z.string()),
        date: z.string(),
        witness: z.string().nullable(),
        recordedBy: z.uuid().nullable(),
        recordedByName: z.string().nullable(),
        recordedAt: iso,
        prevHash: sha256.nullable(),
        hash: sha256,
      }),
    ),
    /** PREMIS-style fixity events of the item's files (a path in the bag for each). */
    fixity: z.array(
      z.object({
        file: z.string(),
        objectKind: z.enum(['original', 'rendition', 'cover']),
        algorithm: z.string(),
        expected: z.string().nullable(),
        found: z.string().nullable(),
        outcome: z.enum(['pass', 'fail', 'missing', 'recorded']),
        checkedAt: iso,
        agent: z.string(),
      }),
    ),
    /** Every change to the description: when, by whom (a name), each field before and after. */
    descriptionHistory: z.array(
      z.object({
        at: iso,
        by: z.string(),
        changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
      }),
    ),
  })
  .strict();
export type ItemEvents = z.infer<typeof ItemEventsSchema>;

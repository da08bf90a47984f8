import { z } from 'zod';
import {
  TRANSLATION_LOCALES,
  TRANSLATION_STATUSES,
  TRANSLATION_TEXT_MAX,
  type TranslationLocale,
} from '../constants/translations.js';

export const TranslationLocaleParamsSchema = z.object({
  lang: z.enum(TRANSLATION_LOCALES as [TranslationLocale, ...TranslationLocale[]], {
    message: `The language must be one of ${TRANSLATION_LOCALES.join(', ')}.`,
  }),
});
export const TranslationMessageParamsSchema = TranslationLocaleParamsSchema.extend({
  id: z.string().regex(/^[A-Za-z0-9+/_-]{1,64}$/, { message: 'This is not a message id.' }),
});

/** How complete a language is: messages it has (shipped or reviewed) of all the interface's. */
export const LanguageProgressSchema = z.object({
  locale: z.string(),
  translated: z.number().int(),
  total: z.number().int(),
  /** Whole percent, rounded down (100 only when every message is there). */
  percent: z.number().int(),
});
export type LanguageProgress = z.infer<typeof LanguageProgressSchema>;
export const LanguagesProgressSchema = z.object({ languages: z.array(LanguageProgressSchema) });

/**
 * GET /api/i18n/{lang}: the reviewed texts that override the built catalog, compiled as the
 * Lingui runtime reads them and keyed by message id; `fallbacks` names, for each message this
 * language still lacks, the language its text comes from (Nupe → Hausa → English).
 */
export const I18nOverridesSchema = z.object({
  locale: z.string(),
  messages: z.record(z.string(), z.unknown()),
  fallbacks: z.record(z.string(), z.string()),
  progress: LanguageProgressSchema,
});
export type I18nOverrides = z.infer<typeof I18nOverridesSchema>;

const PersonSchema = z.object({ id: z.string(), name: z.string() }).nullable();

export const TranslationProposalSchema = z.object({
  id: z.string(),
  text: z.string(),
  status: z.enum(['draft', 'reviewed', 'rejected', 'superseded']),
  translator: PersonSchema,
  reviewer: PersonSchema,
  via: z.enum(['screen', 'import']),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TranslationProposal = z.infer<typeof TranslationProposalSchema>;

/** One interface message as the Translate screen shows it. */
export const TranslatableMessageSchema = z.object({
  id: z.string(),
  source: z.string(),
  context: z.string().nullable(),
  /** Source files that show it (the catalog's origin comments) and the area they belong to. */
  origins: z.array(z.string()),
  area: z.string(),
  /** The developers' notes (`#.` comments), e.g. what a placeholder holds. */
  notes: z.array(z.string()),
  placeholders: z.array(z.string()),
  plural: z.boolean(),
  status: z.enum(TRANSLATION_STATUSES),
  /** What users read now in this language (shipped or reviewed), or null. */
  current: z.string().nullable(),
  draft: TranslationProposalSchema.nullable(),
  /** The same message in the other languages, as users read them now. */
  others: z.record(z.string(), z.string().nullable()),
});
export type TranslatableMessage = z.infer<typeof TranslatableMessageSchema>;

export const TranslatableMessagesSchema = z.object({
  locale: z.string(),
  /** Whether the caller may propose and review in this language. */
  canTranslate: z.boolean(),
  messages: z.array(TranslatableMessageSchema),
});
export type TranslatableMessages = z.infer<typeof TranslatableMessagesSchema>;

export const TranslationProposeBodySchema = z
  .object({
    text: z
      .string({ message: 'Write the translation.' })
      .trim()
      .min(1, { message: 'Write the translation.' })
      .max(TRANSLATION_TEXT_MAX, { message: `A translation is at most ${TRANSLATION_TEXT_MAX} characters.` }),
  })
  .strict();
export type TranslationProposeBody = z.infer<typeof TranslationProposeBodySchema>;

export const TranslationReviewBodySchema = z
  .object({ decision: z.enum(['approve', 'reject'], { message: 'Decide approve or reject.' }) })
  .strict();
export type TranslationReviewBody = z.infer<typeof TranslationReviewBodySchema>;

export const TranslationHistorySchema = z.object({ proposals: z.array(TranslationProposalSchema) });

export const TranslationImportResultSchema = z.object({
  message: z.string(),
  /** New drafts, one per message whose text the file changes. */
  proposed: z.number().int(),
  unchanged: z.number().int(),
  /** Entries marked fuzzy or left empty: not proposed. */
  skipped: z.number().int(),
  /** msgids the interface does not have (an older or newer catalog). */
  unknown: z.array(z.string()),
});
export type TranslationImportResult = z.infer<typeof TranslationImportResultSchema>;

export const TranslatorGrantBodySchema = z
  .object({
    locales: z
      .array(z.enum(TRANSLATION_LOCALES as [TranslationLocale, ...TranslationLocale[]]), {
        message: `Languages must be among ${TRANSLATION_LOCALES.join(', ')}.`,
      })
      .max(TRANSLATION_LOCALES.length),
  })
  .strict();
export type TranslatorGrantBody = z.infer<typeof TranslatorGrantBodySchema>;

export const TranslatorsSchema = z.object({
  translators: z.array(z.object({ userId: z.string(), name: z.string(), locales: z.array(z.string()) })),
});
export type Translators = z.infer<typeof TranslatorsSchema>;

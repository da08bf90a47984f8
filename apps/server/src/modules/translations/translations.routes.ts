import {
  I18nOverridesSchema,
  LanguagesProgressSchema,
  LOCALES,
  type Locale,
  MessageResponseSchema,
  TranslatableMessagesSchema,
  TranslationHistorySchema,
  TranslationLocaleParamsSchema,
  TranslationMessageParamsSchema,
  TranslationProposalSchema,
  TranslationProposeBodySchema,
  TranslationReviewBodySchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { TranslationsService } from './translations.service.js';

const tags = ['translations'];
const security = [{ bearer: [] }];
const signedIn = { access: 'signed-in' } as const;

/** The texts users read in each language, and the proposals and reviews of translators. */
export const translationsRoutes: FastifyPluginAsyncZod<{ service: TranslationsService }> = async (app, { service }) => {
  app.get(
    '/i18n',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'How complete each interface language is',
        response: { 200: LanguagesProgressSchema },
      },
    },
    async () => ({ languages: await service.progress() }),
  );

  app.get(
    '/i18n/:lang',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Reviewed interface texts that override the built catalog, and where each missing text falls back',
        params: z.object({ lang: z.enum(LOCALES as unknown as [Locale, ...Locale[]]) }),
        response: { 200: I18nOverridesSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-cache')
        // Serialised once per language and kept (the schema above documents its shape).
        .send((await service.overridesJson(request.params.lang)) as never),
  );

  app.get(
    '/translations/:lang/messages',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Every interface message with its source, origin, placeholders, status and texts (translators)',
        params: TranslationLocaleParamsSchema,
        response: { 200: TranslatableMessagesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(requireUser(request), request.params.lang),
  );

  app.get(
    '/translations/:lang/messages/:id/history',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: "A message's proposals and reviews in one language, newest first",
        params: TranslationMessageParamsSchema,
        response: { 200: TranslationHistorySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      proposals: await service.history(requireUser(request), request.params.lang, request.params.id),
    }),
  );

  app.post(
    '/translations/:lang/messages/:id',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Propose a translation (a draft until someone else reviews it)',
        params: TranslationMessageParamsSchema,
        body: TranslationProposeBodySchema,
        response: { 201: TranslationProposalSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.propose(requireUser(request), request.params.lang, request.params.id, request.body.text)),
  );

  app.post(
    '/translations/:lang/messages/:id/review',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: "Approve or turn down a message's pending draft (not one's own)",
        params: TranslationMessageParamsSchema,
        body: TranslationReviewBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const approve = request.body.decision === 'approve';
      await service.review(requireUser(request), request.params.lang, request.params.id, approve);
      return { message: approve ? 'Translation reviewed. Users see it now.' : 'Translation turned down.' };
    },
  );
};

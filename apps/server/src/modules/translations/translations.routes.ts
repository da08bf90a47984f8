import {
  I18nOverridesSchema,
  LanguagesProgressSchema,
  LOCALES,
  type Locale,
  MessageResponseSchema,
  TranslatableMessagesSchema,
  TranslationHistorySchema,
  TranslationImportResultSchema,
  TranslationLocaleParamsSchema,
  TranslationMessageParamsSchema,
  TranslationProposalSchema,
  TranslationProposeBodySchema,
  TranslationReviewBodySchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { PoExchange } from './po-exchange.js';
import type { TranslationsService } from './translations.service.js';

const tags = ['translations'];
const security = [{ bearer: [] }];
const signedIn = { access: 'signed-in' } as const;
/** PO files are a few hundred kilobytes; a tenfold margin. */
const PO_BODY_LIMIT = 4 * 1024 * 1024;
export const PO_TYPES = ['text/x-gettext-translation', 'text/x-po', 'application/x-po'];

export const translationsRoutes: FastifyPluginAsyncZod<{ service: TranslationsService; po: PoExchange }> = async (
  app,
  { service, po },
) => {
  for (const type of PO_TYPES) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: PO_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
  }

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

  app.get(
    '/translations/:lang/export.po',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'The language as a PO file (Lingui and Weblate read it): what users read, drafts marked fuzzy',
        params: TranslationLocaleParamsSchema,
        response: { 200: z.string(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await service.requireTranslator(requireUser(request), request.params.lang);
      return reply
        .type('text/x-gettext-translation; charset=utf-8')
        .header('content-disposition', `attachment; filename="nupe-music-${request.params.lang}.po"`)
        .send(await po.exportPo(request.params.lang));
    },
  );

  app.post(
    '/translations/:lang/import',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Import a PO file (raw, or as the multipart field "file"): changed entries become drafts',
        params: TranslationLocaleParamsSchema,
        response: { 200: TranslationImportResultSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      let text: string;
      if (request.isMultipart()) {
        const file = await request.file({ limits: { fileSize: PO_BODY_LIMIT, files: 1 } });
        if (!file) throw new AppError('PO_UNREADABLE', 400);
        text = (await file.toBuffer()).toString('utf8');
      } else if (typeof request.body === 'string') text = request.body;
      else throw new AppError('PO_UNREADABLE', 400);
      return po.importPo(user, request.params.lang, text);
    },
  );
};

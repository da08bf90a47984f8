import { TranslationImportResultSchema, TranslationLocaleParamsSchema } from '@nupe/shared';
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

/** A language as a PO file, out and in, for translators who work in Weblate or a PO editor. */
export const poExchangeRoutes: FastifyPluginAsyncZod<{ service: TranslationsService; po: PoExchange }> = async (
  app,
  { service, po },
) => {
  for (const type of PO_TYPES) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: PO_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
  }

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

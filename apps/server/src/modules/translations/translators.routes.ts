import { TranslatorGrantBodySchema, TranslatorsSchema, UuidSchema } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { TranslationsService } from './translations.service.js';

const adminOnly = { access: ['admin'] } as const;
const tags = ['admin'];
const security = [{ bearer: [] }];

/** Admins make any account a translator for some languages (and take it back). */
export const translatorsRoutes: FastifyPluginAsyncZod<{ service: TranslationsService }> = async (app, { service }) => {
  app.get(
    '/admin/translators',
    {
      config: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Accounts that translate, with their languages',
        response: { 200: TranslatorsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.translators(),
  );

  app.put(
    '/admin/users/:id/translator',
    {
      config: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Set the languages an account translates (an empty list makes it no translator)',
        params: z.object({ id: UuidSchema }),
        body: TranslatorGrantBodySchema,
        response: {
          200: z.object({ message: z.string(), locales: z.array(z.string()) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const locales = await service.setTranslator(requireUser(request), request.params.id, request.body.locales);
      return {
        message: locales.length ? `Translator for ${locales.join(', ')}.` : 'No longer a translator.',
        locales,
      };
    },
  );
};

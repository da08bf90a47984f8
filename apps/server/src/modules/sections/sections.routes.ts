import { IdParamsSchema, SectionsPutSchema, SectionsResponseSchema } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CurrentUser, requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import { fileResponse } from '../../plugins/openapi.js';
import type { SectionsService } from './sections.service.js';

const tags = ['archive'];
const security = [{ bearer: [] }];

/** Sections of a recording and their exports as chapters (WebVTT and Podcasting 2.0 JSON). */
export const sectionsRoutes: FastifyPluginAsyncZod<{ sections: SectionsService; publicUrl: string | null }> = async (
  app,
  { sections, publicUrl },
) => {
  // An outsider of a hidden item gets its 404 before any validation message about the rest.
  const visibleFirst = async (request: { params: unknown; user: CurrentUser | null }) =>
    sections.assertVisible((request.params as { id: string }).id, request.user);

  app.get(
    '/songs/:id/sections',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A recording's sections in order: start and end (seconds; end null: until the next), title, synopsis, keywords, language",
        params: IdParamsSchema,
        response: { 200: SectionsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return sections.list(request.params.id, request.user);
    },
  );

  app.put(
    '/songs/:id/sections',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary:
          "Replace a recording's sections (its owning artist, staff, admins): `{ sections: [...] }` without ids; overlapping sections or sections beyond the recording's length are refused, naming the section",
        params: IdParamsSchema,
        body: SectionsPutSchema,
        response: { 200: SectionsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: visibleFirst,
    },
    async (request) => sections.replace(requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/songs/:id/chapters.vtt',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The sections as WebVTT chapters (a `<track kind="chapters">`)',
        params: IdParamsSchema,
        response: { 200: fileResponse('WebVTT chapters', ['text/vtt']), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const body = await sections.chaptersVtt(request.params.id, request.user);
      return reply
        .type('text/vtt; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('access-control-allow-origin', '*')
        .send(body);
    },
  );

  app.get(
    '/songs/:id/chapters.json',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The sections as Podcasting 2.0 JSON chapters (version 1.2.0)',
        params: IdParamsSchema,
        response: {
          200: fileResponse('Podcasting 2.0 JSON chapters', ['application/json+chapters']),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const base = publicUrl ?? `${request.protocol}://${request.host}`;
      const body = await sections.chaptersJson(request.params.id, request.user, `${base}/song/${request.params.id}`);
      return reply
        .type('application/json+chapters; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('access-control-allow-origin', '*')
        .send(JSON.stringify(body));
    },
  );
};

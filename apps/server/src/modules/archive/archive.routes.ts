import {
  ArchiveFacetsSchema,
  ArchiveHistorySchema,
  ArchivePatchSchema,
  CollectionBodySchema,
  CollectionSchema,
  CollectionsResponseSchema,
  IdParamsSchema,
  SongResponseSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { ArchiveService } from './archive.service.js';

const security = [{ bearer: [] }];
const tags = ['archive'];

/** An item's archive description and its history, the archive's facets and its collections. */
export const archiveRoutes: FastifyPluginAsyncZod<{ archive: ArchiveService }> = async (app, { archive }) => {
  app.patch(
    '/songs/:id/archive',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary:
          'Describe an item (its owning artist, staff, admins): a partial `archive` object; null or [] clears a field. Answers the song',
        params: IdParamsSchema,
        body: ArchivePatchSchema,
        response: { 200: SongResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: async (request) => archive.assertVisible((request.params as { id: string }).id, request.user),
    },
    async (request) => archive.patch(requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/songs/:id/archive/history',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: "Every change to an item's description: who, when, each field before and after, newest first",
        params: IdParamsSchema,
        response: { 200: ArchiveHistorySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => archive.history(requireUser(request), request.params.id),
  );

  app.get(
    '/archive/facets',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'What the archive holds, by language, decade recorded, place, occasion and collection, with counts of the items the caller may see',
        response: { 200: ArchiveFacetsSchema },
      },
    },
    async (request) => archive.facets(request.user),
  );

  app.get(
    '/collections',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The collections (series) of the archive, with how many of their items the caller may see',
        response: { 200: CollectionsResponseSchema },
      },
    },
    async (request) => archive.collections(request.user),
  );

  app.post(
    '/collections',
    {
      config: { access: ['staff'] },
      schema: {
        tags,
        security,
        summary: 'Create a collection (staff and admins)',
        body: CollectionBodySchema,
        response: { 201: z.object({ collection: CollectionSchema }), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await archive.createCollection(requireUser(request), request.body as Required<typeof request.body>)),
  );
};

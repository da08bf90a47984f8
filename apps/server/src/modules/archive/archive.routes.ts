import {
  ArchiveFacetsSchema,
  ArchiveHistorySchema,
  ArchivePatchSchema,
  CollectionBodySchema,
  CollectionSchema,
  CollectionsResponseSchema,
  ErrorBodySchema,
  IdParamsSchema,
  OccurrenceBodySchema,
  ProverbBodySchema,
  ProverbDetailSchema,
  ProverbListQuerySchema,
  ProverbListResponseSchema,
  SongResponseSchema,
  TranscriptLayersResponseSchema,
  TranscriptPutQuerySchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CurrentUser, requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import { fileResponse } from '../../plugins/openapi.js';
import type { ArchiveService } from './archive.service.js';

const security = [{ bearer: [] }];
const tags = ['archive'];

/** PRODUCT.md section 9 "Description" and "Writes": an item's archive description and its history. */
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

  // Transcript bodies arrive as WebVTT or plain text. The limit is above the 1 MB a transcript
  // may be, so a larger one gets the service's 400 naming the problem, not a bare 413.
  const TEXT_BODY_LIMIT = 8 * 1024 * 1024;
  for (const type of ['text/vtt', 'text/plain']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: TEXT_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
  }
  const layerParams = z.object({
    id: z.uuid({ message: 'Must be a valid id.' }),
    language: z.string().regex(/^[a-z]{3}$/, { message: 'The language must be an ISO 639-3 code such as nup.' }),
  });

  app.get(
    '/songs/:id/transcripts',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "An item's transcript and translation layers: language, kind, status, number of cues, last change",
        params: IdParamsSchema,
        response: { 200: TranscriptLayersResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => archive.transcripts(request.params.id, request.user),
  );

  // An outsider of a hidden item gets its 404 before any validation message about the rest.
  const visibleFirst = async (request: { params: unknown; user: CurrentUser | null }) =>
    archive.assertVisible((request.params as { id: string }).id, request.user);

  app.get(
    // One parameter name at this place for every method (the router keeps one tree): `nup.vtt`.
    '/songs/:id/transcripts/:language',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A layer as WebVTT (`{language}.vtt`); untimed lines are `NOTE untimed` blocks',
        params: z.object({
          id: z.uuid({ message: 'Must be a valid id.' }),
          language: z.string().regex(/^[a-z]{3}\.vtt$/, { message: 'Ask for {language}.vtt, such as nup.vtt.' }),
        }),
        response: { 200: fileResponse('The WebVTT file', ['text/vtt']), ...errorResponses(400, 404) },
      },
      preValidation: visibleFirst,
    },
    async (request, reply) => {
      const body = await archive.vtt(request.params.id, request.params.language.slice(0, 3), request.user);
      return reply.type('text/vtt; charset=utf-8').header('cache-control', 'no-cache').send(body);
    },
  );

  app.put(
    '/songs/:id/transcripts/:language',
    {
      config: { access: 'signed-in' },
      bodyLimit: TEXT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary:
          'Store a layer (owner, staff, admins) from a text/vtt or text/plain body (one untimed line a line); ?kind=transcript|translation&status=draft|reviewed',
        params: layerParams,
        querystring: TranscriptPutQuerySchema,
        consumes: ['text/vtt', 'text/plain'],
        response: { 200: TranscriptLayersResponseSchema, ...errorResponses(400, 401, 403, 404, 415) },
      },
      preValidation: visibleFirst,
    },
    async (request) =>
      archive.putTranscript(requireUser(request), request.params.id, request.params.language, {
        ...request.query,
        contentType: request.headers['content-type'] ?? '',
        body: request.body,
      }),
  );

  app.delete(
    '/songs/:id/transcripts/:language',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Delete a layer (owner, staff, admins)',
        params: layerParams,
        response: { 200: TranscriptLayersResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: visibleFirst,
    },
    async (request) => archive.deleteTranscript(requireUser(request), request.params.id, request.params.language),
  );

  app.get(
    '/proverbs',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Proverbs, alphabetical (tone marks aside); `q` searches their text, meanings and notes without tone marks',
        querystring: ProverbListQuerySchema,
        response: { 200: ProverbListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => archive.proverbs(request.query, request.user),
  );

  app.get(
    '/proverbs/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A proverb with its occurrences: each recording it is said in and the moment (seconds)',
        params: IdParamsSchema,
        response: { 200: ProverbDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => archive.proverb(request.params.id, request.user),
  );

  app.post(
    '/proverbs',
    {
      config: { access: ['artist', 'staff'] },
      schema: {
        tags,
        security,
        summary: 'Record a proverb (artists, staff, admins): its text, meanings by language (eng at least) and notes',
        body: ProverbBodySchema,
        response: { 201: ProverbDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await archive.createProverb(requireUser(request), request.body)),
  );

  app.post(
    '/proverbs/:id/occurrences',
    {
      config: { access: ['artist', 'staff'] },
      schema: {
        tags,
        security,
        summary: 'Mark where a proverb is said: a recording you may describe, and its start and end (seconds)',
        params: IdParamsSchema,
        body: OccurrenceBodySchema,
        response: { 201: ProverbDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await archive.addOccurrence(requireUser(request), request.params.id, request.body)),
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

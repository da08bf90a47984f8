import {
  ErrorBodySchema,
  IdParamsSchema,
  OccurrenceBodySchema,
  ProverbBodySchema,
  ProverbDetailSchema,
  ProverbListQuerySchema,
  ProverbListResponseSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { ProverbService } from './proverbs.service.js';

const security = [{ bearer: [] }];
const tags = ['archive'];

/** The proverb index: proverbs with their meanings, and the moments they are said in recordings. */
export const proverbRoutes: FastifyPluginAsyncZod<{ proverbs: ProverbService }> = async (app, { proverbs }) => {
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
    async (request) => proverbs.proverbs(request.query, request.user),
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
    async (request) => proverbs.proverb(request.params.id, request.user),
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
    async (request, reply) => reply.code(201).send(await proverbs.createProverb(requireUser(request), request.body)),
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
      reply.code(201).send(await proverbs.addOccurrence(requireUser(request), request.params.id, request.body)),
  );
};

import { IdParamsSchema, TranscriptLayersResponseSchema, TranscriptPutQuerySchema } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CurrentUser, requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import { fileResponse } from '../../plugins/openapi.js';
import type { TranscriptService } from './transcripts.service.js';

const security = [{ bearer: [] }];
const tags = ['archive'];

/** An item's transcript and translation layers: read as JSON or WebVTT, written by its owner or staff, deleted. */
export const transcriptRoutes: FastifyPluginAsyncZod<{ transcripts: TranscriptService }> = async (
  app,
  { transcripts },
) => {
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
    async (request) => transcripts.transcripts(request.params.id, request.user),
  );

  // An outsider of a hidden item gets its 404 before any validation message about the rest.
  const visibleFirst = async (request: { params: unknown; user: CurrentUser | null }) =>
    transcripts.assertVisible((request.params as { id: string }).id, request.user);

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
      const body = await transcripts.vtt(request.params.id, request.params.language.slice(0, 3), request.user);
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
      transcripts.putTranscript(requireUser(request), request.params.id, request.params.language, {
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
    async (request) => transcripts.deleteTranscript(requireUser(request), request.params.id, request.params.language),
  );
};

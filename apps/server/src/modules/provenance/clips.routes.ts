import { ClipQuerySchema, ErrorBodySchema, IdParamsSchema, SongSharingSchema } from '@nupe/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { siteOrigin } from '../../lib/site-origin.js';
import { clientAddress } from '../../plugins/auth-rate-limit.js';
import { fileResponse, notModifiedResponse } from '../../plugins/openapi.js';
import type { ClipsService } from './clips.service.js';

/** Seconds a caller is asked to wait when every ffmpeg cut is taken. */
const BUSY_RETRY_SECONDS = 5;

export type ClipLimits = { maxConcurrentCuts: number; perPerson: number; perAddress: number; windowMs: number };

export const clipsRoutes: FastifyPluginAsyncZod<{ clips: ClipsService; limits: ClipLimits }> = async (
  app,
  { clips, limits },
) => {
  const sendAudio = await app.services.audioSender(app);
  // Per person (their account, or their address when signed out) and per address.
  const byPerson = app.createRateLimit({
    max: limits.perPerson,
    timeWindow: limits.windowMs,
    keyGenerator: (req) => (req.user ? `clip-user:${req.user.id}` : `clip-anon:${clientAddress(req)}`),
  });
  const byAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: limits.windowMs,
    keyGenerator: (req) => `clip-ip:${clientAddress(req)}`,
  });
  const checkRate = async (request: FastifyRequest): Promise<number | null> => {
    const [person, address] = await Promise.all([byPerson(request), byAddress(request)]);
    const over = [person, address].filter((r) => !r.isAllowed && r.isExceeded);
    return over.length ? Math.max(...over.map((r) => ('ttlInSeconds' in r ? r.ttlInSeconds : 60))) : null;
  };

  app.get(
    '/songs/:id/clip',
    {
      config: { access: 'public', mediaKey: true },
      // Audio bytes need none of the page headers (CSP, frame and opener policies), as the other
      // audio routes; nosniff is set by the audio sender.
      helmet: false,
      schema: {
        tags: ['streaming'],
        summary:
          'A clip of a song (up to 60 s from `start`, MP3 or Opus, under 500 KB) with its provenance in its tags, to send. Needs the `derivative` consent (else 403 saying why); 429 with Retry-After past the rate limits or while every cut is taken',
        params: IdParamsSchema,
        querystring: ClipQuerySchema,
        response: {
          200: fileResponse('The clip', ['audio/mpeg', 'audio/ogg']),
          206: fileResponse('The requested byte range of the clip', ['audio/mpeg', 'audio/ogg']),
          304: notModifiedResponse,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          416: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
      preValidation: async (request) => clips.assertVisible((request.params as { id: string }).id, request.user),
    },
    async (request, reply) => {
      const wait = await checkRate(request);
      if (wait !== null) {
        void reply.header('retry-after', String(wait));
        throw new AppError('TOO_MANY_CLIPS', 429);
      }
      try {
        const origin = siteOrigin(app.config.publicUrl, request, app.config.port);
        const file = await clips.clip(request.params.id, request.query, request.user, origin);
        return sendAudio(reply, file, true);
      } catch (err) {
        if (err instanceof AppError && err.code === 'CLIPS_BUSY')
          void reply.header('retry-after', String(BUSY_RETRY_SECONDS));
        throw err;
      }
    },
  );

  app.get(
    '/songs/:id/sharing',
    {
      config: { access: 'public' },
      schema: {
        tags: ['songs'],
        summary:
          'What the caller may send of a song beside its link: a clip (the `derivative` consent) and the tagged file from an offline copy (the `download` consent), each with the reason when not',
        params: IdParamsSchema,
        response: { 200: SongSharingSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => clips.sharing(request.params.id, request.user),
  );
};

import { OfflineRightsBodySchema, OfflineRightsResponseSchema } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StreamingService } from './streaming.service.js';

/**
 * The listener app's check of its offline copies: signed in or not (a signed-out listener may
 * save public songs), never cached, so a withdrawal reaches a device on its next check.
 */
export const offlineRightsRoutes: FastifyPluginAsyncZod<{ streaming: StreamingService }> = async (
  app,
  { streaming },
) => {
  app.post(
    '/songs/offline-rights',
    {
      config: { access: 'public' },
      schema: {
        tags: ['streaming'],
        summary:
          'Whether each song saved on a device may stay there: `keep`, else why not (`withdrawn`: consent to play or download was withdrawn; `unavailable`: no longer the caller’s to have)',
        body: OfflineRightsBodySchema,
        response: { 200: OfflineRightsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return streaming.offlineRights(request.body.ids, request.user);
    },
  );
};

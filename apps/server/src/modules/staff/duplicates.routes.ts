import {
  DuplicatePairResponseSchema,
  IdParamsSchema,
  MergeDuplicateBodySchema,
  MergeDuplicateResponseSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import type { DuplicatesService } from './duplicates.service.js';
import { errors, security, staff, tags } from './staff-route-config.js';

/** Staff area: "same recording, different file" issues, side by side, and the merge. Admins too. */
export const duplicatesRoutes: FastifyPluginAsyncZod<{ service: DuplicatesService }> = async (app, { service }) => {
  app.get(
    '/staff/duplicates/:id',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'The two items of a possible-duplicate quality issue side by side: each original’s format, bitrate, length, loudness and stream (409 when the issue is not about two items)',
        security,
        params: IdParamsSchema,
        response: { 200: DuplicatePairResponseSchema, ...errors },
      },
    },
    async (request) => service.pair(request.params.id),
  );

  app.post(
    '/staff/duplicates/:id/merge',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Merge the two items of a possible-duplicate issue: the survivor (the archived item unless survivorId names the upload) takes the better original, the other’s credits, description, listeners’ likes, plays and playlist places; the other becomes an alias that redirects to it (301 on its addresses). Resolves the issue; written to the audit log. 409 when already merged or an item is removed',
        security,
        params: IdParamsSchema,
        body: MergeDuplicateBodySchema,
        response: { 200: MergeDuplicateResponseSchema, ...errors },
      },
    },
    async (request) => service.merge(requireUser(request), request.params.id, request.body),
  );
};

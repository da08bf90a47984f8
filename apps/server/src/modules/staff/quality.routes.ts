import {
  ArtistIssuesResponseSchema,
  ArtistSongIssuesResponseSchema,
  CreateQualityIssueBodySchema,
  IdParamsSchema,
  QualityIssueResponseSchema,
  QualityListQuerySchema,
  QualityListResponseSchema,
  UpdateQualityIssueBodySchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import type { QualityService } from './quality.service.js';
import { errors, security, staff, tags } from './staff-route-config.js';

/** Staff area: quality issues (and the artist's view of them). Every call is for staff; admins may do all of it too. */
export const qualityRoutes: FastifyPluginAsyncZod<{ service: QualityService }> = async (app, { service }) => {
  app.get(
    '/staff/quality',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Quality issues by status (open by default), optionally only on songs whose title or credit contains q; paged',
        security,
        querystring: QualityListQuerySchema,
        response: { 200: QualityListResponseSchema, ...errors },
      },
    },
    async (request) => service.qualityList(request.query.status, request.query),
  );

  app.post(
    '/staff/quality',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Raise a quality issue on a song by hand',
        security,
        body: CreateQualityIssueBodySchema,
        response: { 201: QualityIssueResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.raiseIssue(requireUser(request), request.body)),
  );

  app.patch(
    '/staff/quality/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Change the status of a quality issue, resolve it or reopen it',
        security,
        params: IdParamsSchema,
        body: UpdateQualityIssueBodySchema,
        response: { 200: QualityIssueResponseSchema, ...errors },
      },
    },
    async (request) => service.updateIssue(requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/artist/songs/:id/issues',
    {
      config: { access: ['artist'] },
      schema: {
        tags: ['artist'],
        summary: 'The open quality issues staff or the automatic checks found on one of your songs',
        security,
        params: IdParamsSchema,
        response: { 200: ArtistSongIssuesResponseSchema, ...errors },
      },
    },
    async (request) => service.artistSongIssues(requireUser(request), request.params.id),
  );

  app.get(
    '/artist/issues',
    {
      config: { access: ['artist'] },
      schema: {
        tags: ['artist'],
        summary: 'The open quality issues on all of your songs, oldest first',
        security,
        response: { 200: ArtistIssuesResponseSchema, ...errors },
      },
    },
    async (request) => service.artistIssues(requireUser(request)),
  );

  // Support
};

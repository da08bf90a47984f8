import {
  BulkApproveBodySchema,
  BulkApproveResponseSchema,
  PriorityResponseSchema,
  RejectBodySchema,
  ReviewDecisionResponseSchema,
  ReviewDetailResponseSchema,
  ReviewQueueResponseSchema,
  SetPriorityBodySchema,
  SongIdParamsSchema,
  StaffPageQuerySchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import type { ReviewService } from './review.service.js';
import { errors, security, staff, tags } from './staff-route-config.js';

/** Staff area: content review. Every call is for staff; admins may do all of it too. */
export const reviewRoutes: FastifyPluginAsyncZod<{ service: ReviewService }> = async (app, { service }) => {
  app.get(
    '/staff/reviews',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Songs waiting for review (uploads and resubmissions), oldest first, with priorities; paged',
        security,
        querystring: StaffPageQuerySchema,
        response: { 200: ReviewQueueResponseSchema, ...errors },
      },
    },
    async (request) => service.queue(request.query),
  );

  app.post(
    '/staff/reviews/bulk-approve',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Approve several songs under review at once (all or none)',
        security,
        body: BulkApproveBodySchema,
        response: { 200: BulkApproveResponseSchema, ...errors },
      },
    },
    async (request) => service.bulkApprove(requireUser(request), request.body.songIds),
  );

  app.get(
    '/staff/reviews/:songId',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One song under review: the song, its file, its automatic checks and open issues',
        security,
        params: SongIdParamsSchema,
        response: { 200: ReviewDetailResponseSchema, ...errors },
      },
    },
    async (request) => service.reviewDetail(request.params.songId),
  );

  app.patch(
    '/staff/reviews/:songId',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Set the review priority of a song under review',
        security,
        params: SongIdParamsSchema,
        body: SetPriorityBodySchema,
        response: { 200: PriorityResponseSchema, ...errors },
      },
    },
    async (request) => service.setPriority(requireUser(request), request.params.songId, request.body.priority),
  );

  app.post(
    '/staff/reviews/:songId/approve',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Approve a song under review: it is published',
        security,
        params: SongIdParamsSchema,
        response: { 200: ReviewDecisionResponseSchema, ...errors },
      },
    },
    async (request) => service.approve(requireUser(request), request.params.songId),
  );

  app.post(
    '/staff/reviews/:songId/reject',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Reject a song under review with a reason the artist sees',
        security,
        params: SongIdParamsSchema,
        body: RejectBodySchema,
        response: { 200: ReviewDecisionResponseSchema, ...errors },
      },
    },
    async (request) => service.reject(requireUser(request), request.params.songId, request.body.reason),
  );

  // Quality
};

import {
  type AnalyticsPeriod,
  ArtistAnalyticsQuerySchema,
  ArtistAnalyticsResponseSchema,
  ArtistDashboardResponseSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { ArtistStatsService } from './artist-stats.service.js';

const errors = errorResponses(400, 401, 403, 404);
const _editErrors = errorResponses(400, 401, 403, 404, 409);
const _fileErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const artistOnly = { access: ['artist'] as const };
const base = { tags: ['artist'], security: [{ bearer: [] }] };

/** The artist area: the dashboard and Performance figures (own rows only). */
export const artistStatsRoutes: FastifyPluginAsyncZod<{ service: ArtistStatsService }> = async (app, { service }) => {
  app.get(
    '/artist/dashboard',
    {
      config: artistOnly,
      schema: {
        ...base,
        summary: 'Your stat cards (totals, the last 7 days against the 7 before), latest songs and next events',
        response: { 200: ArtistDashboardResponseSchema, ...errors },
      },
    },
    async (request) => service.dashboard(requireUser(request)),
  );

  app.get(
    '/artist/analytics',
    {
      config: artistOnly,
      schema: {
        ...base,
        summary: 'Your plays, downloads, likes and favourites per UTC day over 7, 30 or 90 days, top songs, change',
        querystring: ArtistAnalyticsQuerySchema,
        response: { 200: ArtistAnalyticsResponseSchema, ...errors },
      },
    },
    async (request) => service.analytics(requireUser(request), request.query.days as AnalyticsPeriod),
  );
};

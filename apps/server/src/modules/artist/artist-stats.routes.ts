import {
  type AnalyticsPeriod,
  ArtistAnalyticsQuerySchema,
  ArtistAnalyticsResponseSchema,
  ArtistDashboardResponseSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { artistOnly, base, errors } from './artist-route-config.js';
import type { ArtistStatsService } from './artist-stats.service.js';

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

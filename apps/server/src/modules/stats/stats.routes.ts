import { DashboardResponseSchema, ErrorBodySchema, PublicStatsSchema, WITHDRAWAL_CACHE_SECONDS } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StatsService } from './stats.service.js';

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, { stats }) => {
  app.get(
    '/admin/dashboard',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Platform totals, and plays and downloads of the last 7 days against the 7 before',
        security: [{ bearer: [] }],
        response: { 200: DashboardResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => ({ data: await stats.dashboard() }),
  );

  app.get(
    '/public/stats',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Live counts for the home page: published songs, artists, listeners, plays',
        response: { 200: PublicStatsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${WITHDRAWAL_CACHE_SECONDS}`);
      return stats.publicStats();
    },
  );
};

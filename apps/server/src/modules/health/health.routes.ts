import { HealthResponseSchema } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service.js';

const tags = ['system'];

/**
 * /health (database answers), /health/live (the process answers: for restarts) and
 * /health/ready (it can serve: the database answers within 2 s and the media storage can be
 * written; for load balancers). A 503 from ready says which part is missing and why.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  const answer = () => ({
    status: 'ok' as const,
    database: health.engine,
    uptimeSeconds: Math.round(process.uptime()),
  });

  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Liveness and database check', response: { 200: HealthResponseSchema } },
    },
    async () => {
      await health.ping();
      return answer();
    },
  );

  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The process answers (no dependency checked)', response: { 200: HealthResponseSchema } },
    },
    async () => answer(),
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Ready to serve: database and media storage reachable',
        response: { 200: HealthResponseSchema },
      },
    },
    async () => {
      await health.ready();
      return answer();
    },
  );
};

import { HealthResponseSchema } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { healthRepository } from '../../repositories/health.repository.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: HealthResponseSchema } },
    },
    async () => {
      await healthRepository.ping(database.db);
      return { status: 'ok' as const, database: database.kind, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
};

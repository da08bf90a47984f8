import { Readable } from 'node:stream';
import { HealthResponseSchema } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Storage } from '../../lib/storage.js';
import { healthRepository } from '../../repositories/health.repository.js';

const tags = ['system'];

/**
 * /health (database answers), /health/live (the process answers: for restarts) and
 * /health/ready (it can serve: the database answers within 2 s and the media storage can be
 * written; for load balancers). A 503 from ready says which part is missing and why.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; storage: Storage }> = async (
  app,
  { database, storage },
) => {
  const answer = () => ({
    status: 'ok' as const,
    database: database.kind,
    uptimeSeconds: Math.round(process.uptime()),
  });

  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Liveness and database check', response: { 200: HealthResponseSchema } },
    },
    async () => {
      await healthRepository.ping(database.db);
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
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(Object.assign(new Error('no answer within 2 s'), { code: 'ETIMEDOUT' })),
          2_000,
        ).unref(),
      );
      try {
        await Promise.race([healthRepository.ping(database.db), timeout]);
      } catch (err) {
        throw notReady(`The database cannot be reached (${reasonOf(err)}).`);
      }
      try {
        // A write and a removal under staging/ (swept by the reconciler should a crash intervene).
        const probe = `staging/ready-${process.pid}-${Date.now()}`;
        await storage.put(probe, Readable.from([Buffer.from('ok')]));
        await storage.remove(probe);
      } catch (err) {
        throw notReady(`The media storage cannot be written (${reasonOf(err)}).`);
      }
      return answer();
    },
  );
};

const notReady = (sentence: string) => new AppError('SERVICE_UNAVAILABLE', 503, sentence);
const reasonOf = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string; message?: string }; message?: string };
  return e.cause?.code ?? e.code ?? e.cause?.message ?? e.message ?? 'unknown';
};

import { MessageResponseSchema, PreservationReportSchema } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors.js';
import type { PreservationService } from './preservation.service.js';

const admin = { access: ['admin'] } as const;
const security = [{ bearer: [] }];
const tags = ['admin'];
const errors = errorResponses(401, 403);

/** The admin Preservation screen's calls: where every kept file stands, and "run an audit now". */
export const preservationRoutes: FastifyPluginAsyncZod<{ service: PreservationService }> = async (app, { service }) => {
  app.get(
    '/admin/preservation',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Fixity of every kept file: verified, failed, missing, never checked; the last audit and the failures',
        response: { 200: PreservationReportSchema, ...errors },
      },
    },
    async () => service.report(),
  );

  app.post(
    '/admin/preservation/audits',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Queue a fixity audit of every kept file now',
        response: { 202: MessageResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      await service.runNow();
      return reply.code(202).send({ message: 'Fixity audit queued.' });
    },
  );
};

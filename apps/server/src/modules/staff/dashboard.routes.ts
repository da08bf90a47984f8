import { StaffDashboardResponseSchema } from '@nupe/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors.js';
import type { DashboardService } from './dashboard.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const _csvErrors = errorResponses(401, 403);
const staff = { access: ['staff'] as const };
const security = [{ bearer: [] }];
const tags = ['staff'];

function _sendCsv(reply: FastifyReply, filename: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** Staff area: the dashboard. Every call is for staff; admins may do all of it too. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (app, { service }) => {
  app.get(
    '/staff/dashboard',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Staff dashboard: counts, the pending reviews, open quality issues and team status',
        security,
        response: { 200: StaffDashboardResponseSchema, ...errors },
      },
    },
    async () => service.dashboard(),
  );

  // Content review
};

import { DecisionsExportQuerySchema, lagosDate } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExportsService } from './exports.service.js';
import { csvResponses, security, sendCsv, staff, tags } from './staff-route-config.js';

/** Staff area: CSV exports. Every call is for staff; admins may do all of it too. */
export const exportsRoutes: FastifyPluginAsyncZod<{ service: ExportsService }> = async (app, { service }) => {
  app.get(
    '/staff/exports/review-decisions.csv',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Review decisions between two dates (Lagos days, inclusive) as CSV',
        security,
        querystring: DecisionsExportQuerySchema,
        response: csvResponses,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `review-decisions-${request.query.from}-to-${request.query.to}.csv`,
        await service.reviewDecisionsCsv(request.query.from, request.query.to),
      ),
  );

  app.get(
    '/staff/exports/quality-issues.csv',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Open quality issues as CSV (the quality report)',
        security,
        response: csvResponses,
      },
    },
    async (_request, reply) => sendCsv(reply, `quality-report-${lagosDate()}.csv`, await service.openIssuesCsv()),
  );

  app.get(
    '/staff/exports/support-tickets.csv',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Support tickets with their internal notes as CSV',
        security,
        response: csvResponses,
      },
    },
    async (_request, reply) => sendCsv(reply, `support-tickets-${lagosDate()}.csv`, await service.ticketsCsv()),
  );
};

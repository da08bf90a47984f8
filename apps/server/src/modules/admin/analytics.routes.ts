import {
  AnalyticsQuerySchema,
  AnalyticsResponseSchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  OverviewResponseSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, errors, security, tags } from './admin-route-config.js';
import type { AdminAnalyticsService } from './analytics.service.js';

/** Admin analytics, the overview and the audit log. */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod<{ analytics: AdminAnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.get(
    '/admin/analytics',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Plays, downloads and new users per day over 7, 30 or 90 days; top songs, artists, genres',
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsResponseSchema, ...errors },
      },
    },
    async (request) => analytics.analytics(request.query.days),
  );

  app.get(
    '/admin/overview',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Recent activity, songs per genre, audio storage used and pending work',
        response: { 200: OverviewResponseSchema, ...errors },
      },
    },
    async () => analytics.overview(),
  );

  app.get(
    '/admin/audit-log',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Admin actions that changed data, newest first',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogResponseSchema, ...errors },
      },
    },
    async (request) => analytics.auditLog(request.query.page, request.query.limit),
  );
};

import { StaffDashboardResponseSchema } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DashboardService } from './dashboard.service.js';
import { errors, security, staff, tags } from './staff-route-config.js';

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

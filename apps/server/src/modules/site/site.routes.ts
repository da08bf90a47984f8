import {
  ErrorBodySchema,
  PublicSiteSchema,
  SiteSettingsBodySchema,
  SiteSettingsResponseSchema,
  SiteSettingsSavedSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import type { SiteSettingsService } from './site-settings.service.js';

const admin = { access: ['admin'] } as const;
const security = [{ bearer: [] }];
const tags = ['admin'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** Site settings: what the public pages read, and the admin screen that changes them. */
export const siteRoutes: FastifyPluginAsyncZod<{ settings: SiteSettingsService }> = async (app, { settings }) => {
  app.get(
    '/public/site',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Site settings the public pages read: store links, app scheme, support hours',
        response: { 200: PublicSiteSchema },
      },
    },
    async (_request, reply) => {
      // Settings an admin saves show at once: browsers revalidate every time.
      reply.header('cache-control', 'no-cache');
      return settings.publicSite();
    },
  );

  // ---- Site settings --------------------------------------------------------------------------
  app.get(
    '/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Site settings and the defaults used where one is empty',
        response: { 200: SiteSettingsResponseSchema, ...errors },
      },
    },
    async () => settings.get(),
  );

  app.put(
    '/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Save the site settings (all fields; empty means use the default); the public site reads them at once',
        body: SiteSettingsBodySchema,
        response: { 200: SiteSettingsSavedSchema, ...errors },
      },
    },
    async (request) => settings.save(requireUser(request), request.body),
  );
};

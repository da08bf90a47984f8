import {
  ErrorBodySchema,
  PublicSiteQuerySchema,
  PublicSiteSchema,
  SiteSettingsBodySchema,
  SiteSettingsResponseSchema,
  SiteSettingsSavedSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { requestLocale } from '../../plugins/web-locale.js';
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
        summary:
          'Site settings the public pages read: store links, app scheme, support hours; the texts in the language asked for (else the language cookie, else Accept-Language), falling back as the interface does',
        querystring: PublicSiteQuerySchema,
        response: { 200: PublicSiteSchema },
      },
    },
    async (request, reply) => {
      // Settings an admin saves show at once: browsers revalidate every time. Without `lang`,
      // the answer depends on the reader's language headers.
      reply.header('cache-control', 'no-cache');
      reply.header('vary', 'Accept-Language, Cookie');
      return settings.publicSite(request.query.lang ?? requestLocale(request.headers));
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
        summary:
          'Save the site settings (all fields; empty means use the default; texts in other languages need their English); the public site reads them at once',
        body: SiteSettingsBodySchema,
        response: { 200: SiteSettingsSavedSchema, ...errors },
      },
    },
    async (request) => settings.save(requireUser(request), request.body),
  );
};

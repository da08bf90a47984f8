import {
  AdminArtistOptionsQuerySchema,
  AdminArtistOptionsResponseSchema,
  AdminUserListQuerySchema,
  AdminUserListResponseSchema,
  AdminUserResponseSchema,
  AdminUserUpdateBodySchema,
  IdParamsSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { admin, errors, security, tags } from './admin-route-config.js';
import type { AdminUsersService } from './admin-users.service.js';

/** Admin user management: list, change role or status (audited), and the artist accounts an upload may name. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ users: AdminUsersService }> = async (app, { users }) => {
  app.get(
    '/admin/users',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Accounts: search (name, phone, email, artist name), role and status filters, pages',
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListResponseSchema, ...errors },
      },
    },
    async (request) => users.list(request.query),
  );

  app.get(
    '/admin/artist-options',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Active artist accounts an upload may be linked to (search by name)',
        querystring: AdminArtistOptionsQuerySchema,
        response: { 200: AdminArtistOptionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ artists: await users.artistOptions(request.query.q) }),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Change an account’s role or status (suspend / reinstate); effective on its next call',
        params: IdParamsSchema,
        body: AdminUserUpdateBodySchema,
        response: { 200: AdminUserResponseSchema, ...errors },
      },
    },
    async (request) => users.update(requireUser(request), request.params.id, request.body),
  );
};

import {
  AccessGroupBodySchema,
  AccessGroupChangedSchema,
  AccessGroupDetailSchema,
  AccessGroupMemberBodySchema,
  AccessGroupsResponseSchema,
  IdParamsSchema,
  MessageResponseSchema,
  SongAccessBodySchema,
  SongAccessUpdatedSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { AccessService } from './access.service.js';

const staff = { access: ['staff'] } as const;
const security = [{ bearer: [] }];
const tags = ['archive'];

/** An item's protocol and the named groups, staff and admins only. */
export const accessRoutes: FastifyPluginAsyncZod<{ access: AccessService }> = async (app, { access }) => {
  app.patch(
    '/songs/:id/access',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary:
          'Who may see an item: level (public, community, group, staff), its group, Traditional Knowledge labels and seasonal windows',
        params: IdParamsSchema,
        body: SongAccessBodySchema,
        response: { 200: SongAccessUpdatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => access.setSongAccess(requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/staff/access-groups',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'The named access groups, with their member and item counts',
        response: { 200: AccessGroupsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => access.groups(),
  );

  app.post(
    '/staff/access-groups',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Create a named access group',
        body: AccessGroupBodySchema,
        response: { 201: AccessGroupChangedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await access.createGroup(requireUser(request), request.body)),
  );

  app.get(
    '/staff/access-groups/:id',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'A group with its members',
        params: IdParamsSchema,
        response: { 200: AccessGroupDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => access.detail(request.params.id),
  );

  app.delete(
    '/staff/access-groups/:id',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Delete a group that no item is shared with',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => access.deleteGroup(request.params.id),
  );

  app.post(
    '/staff/access-groups/:id/members',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Add a member by the phone number of their account (idempotent)',
        params: IdParamsSchema,
        body: AccessGroupMemberBodySchema,
        response: { 200: AccessGroupChangedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => access.addMember(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/staff/access-groups/:id/members/:userId',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Remove a member',
        params: z.object({ id: z.uuid(), userId: z.uuid() }),
        response: { 200: AccessGroupChangedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => access.removeMember(request.params.id, request.params.userId),
  );
};

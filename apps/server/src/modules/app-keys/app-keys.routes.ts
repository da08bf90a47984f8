import {
  AppKeyBodySchema,
  AppKeyCreatedSchema,
  AppKeysResponseSchema,
  MessageResponseSchema,
  UuidSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteOrigin } from '../../lib/site-origin.js';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { AppKeysService } from './app-keys.service.js';

const signedIn = { access: 'signed-in' } as const;
const tags = ['account'];
const security = [{ bearer: [] }];

export const appKeysRoutes: FastifyPluginAsyncZod<{
  service: AppKeysService;
  publicUrl: string | null;
}> = async (app, { service, publicUrl }) => {
  app.get(
    '/me/app-keys',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'My music app keys, and what to type into a music app',
        response: { 200: AppKeysResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [keys, username] = await Promise.all([service.list(user.id), service.username(user.id)]);
      return { keys, connect: { server: siteOrigin(publicUrl, request, app.config.port), username } };
    },
  );

  app.post(
    '/me/app-keys',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Create a key for a music app (the key is shown in this answer only)',
        body: AppKeyBodySchema,
        response: { 201: AppKeyCreatedSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(requireUser(request).id, request.body.name)),
  );

  app.delete(
    '/me/app-keys/:id',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Revoke a music app key: it stops working on the next request',
        params: z.object({ id: UuidSchema }),
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await service.revoke(requireUser(request).id, request.params.id);
      return { message: 'Key revoked. Apps using it are signed out now.' };
    },
  );
};

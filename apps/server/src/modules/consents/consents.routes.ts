import {
  ConsentChainResponseSchema,
  ConsentEntryBodySchema,
  ConsentItemsQuerySchema,
  ConsentItemsResponseSchema,
  ConsentRecordedResponseSchema,
  IdParamsSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { ConsentsService } from './consents.service.js';

const staff = { access: ['staff'] } as const;
const security = [{ bearer: [] }];
const tags = ['archive'];

/** An item's consent ledger, staff and admins only. */
export const consentsRoutes: FastifyPluginAsyncZod<{ consents: ConsentsService }> = async (app, { consents }) => {
  app.get(
    '/staff/consents',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Items with their consent standing (entries, withdrawn), those without any record first; `q` searches',
        querystring: ConsentItemsQuerySchema,
        response: { 200: ConsentItemsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => consents.items(request.query.q),
  );

  app.get(
    '/songs/:id/consents',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: "An item's consent ledger: every grant and withdrawal, oldest first, each with hash and prevHash",
        params: IdParamsSchema,
        response: { 200: ConsentChainResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => consents.list(request.params.id),
  );

  app.post(
    '/songs/:id/consents',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary:
          'Append a grant or a withdrawal to the ledger; a withdrawal takes the item off every public surface at once',
        params: IdParamsSchema,
        body: ConsentEntryBodySchema,
        response: { 201: ConsentRecordedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await consents.append(requireUser(request), request.params.id, request.body)),
  );
};

import { PassThrough } from 'node:stream';
import { BAG_SCOPES, BagLinkBodySchema, BagLinkResponseSchema } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import { fileResponse } from '../../plugins/openapi.js';
import { tarSink } from './bag-writer.js';
import type { BagScope, BagService } from './bags.service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];

const scopeOf = (b: { scope: (typeof BAG_SCOPES)[number]; id?: string | undefined }): BagScope =>
  b.scope === 'song'
    ? { song: b.id as string }
    : b.scope === 'collection'
      ? { collection: b.id as string }
      : { all: true };

/** What a bag download ticket is for: the one scope it was asked for. */
const bagPurpose = (q: { scope: string; id?: string | undefined }) => `bag:${q.scope}:${q.id ?? ''}`;

/**
 * The admin's BagIt download. A browser cannot send a bearer token with a plain link,
 * so the screen first asks for the bag's address (POST .../links, checked and counted), which
 * carries the admin's media key; the download itself streams a tar of the bag as it is made.
 */
export const bagsRoutes: FastifyPluginAsyncZod<{ bags: BagService; tokens: Pick<TokenService, 'signTicket'> }> = async (
  app,
  { bags, tokens },
) => {
  app.post(
    '/admin/bags/links',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        security,
        summary: 'The download address of a BagIt bag of one item, a collection or the whole archive',
        body: BagLinkBodySchema,
        response: { 200: BagLinkResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const plan = await bags.plan(scopeOf(request.body));
      const admin = requireUser(request);
      const key = await tokens.signTicket(admin.id, bagPurpose(request.body), admin.sessionVersion ?? 0);
      const query = new URLSearchParams({
        scope: request.body.scope,
        ...(request.body.id ? { id: request.body.id } : {}),
        key,
      });
      return { href: `/api/admin/bags/download?${query}`, name: plan.name, items: plan.ids.length };
    },
  );

  app.get(
    '/admin/bags/download',
    {
      config: { access: ['admin'], ticket: (request) => bagPurpose(request.query as { scope: string; id?: string }) },
      schema: {
        tags,
        security,
        summary: 'A BagIt bag (RFC 8493) as a tar of one folder, streamed as it is made',
        querystring: z.object({ scope: z.enum(BAG_SCOPES), id: z.uuid().optional(), key: z.string().optional() }),
        response: {
          200: fileResponse('A tar of one folder: the bag (bagit.txt, manifests, data/)', ['application/x-tar']),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request.query);
      const plan = await bags.plan(scope);
      const body = new PassThrough();
      bags.exportBag(scope, tarSink(body, plan.name), plan).catch((err: Error) => {
        request.log.error({ err }, 'bag export failed mid-stream');
        body.destroy(err);
      });
      return reply
        .header('content-type', 'application/x-tar')
        .header('content-disposition', `attachment; filename="${plan.name}.tar"`)
        .header('cache-control', 'private, no-store')
        .send(body as never);
    },
  );
};

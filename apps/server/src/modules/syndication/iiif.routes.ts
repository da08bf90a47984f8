import { IIIF_CONTENT_TYPE, SYNDICATION_MAX_AGE_SECONDS } from '@nupe/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import type { IiifService } from './iiif.service.js';

const Uuid = z.uuid();
/** A path id that is not an id names nothing here: the same 404 as an item nobody may see. */
const idOf = (raw: string, code: 'SONG_NOT_FOUND' | 'COLLECTION_NOT_FOUND') => {
  if (!Uuid.safeParse(raw).success) throw notFound(code);
  return raw;
};

/**
 * IIIF Presentation 3 and Content Search 2.0 at /iiif, for viewers on any site: every answer,
 * errors included, may be read cross-origin; a shared cache keeps an answer half a minute at most.
 */
export async function iiifRoutes(
  app: FastifyInstance,
  opts: { iiif: IiifService; siteUrl: (r: FastifyRequest) => string },
) {
  const { iiif, siteUrl } = opts;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  const send = (reply: FastifyReply, body: unknown) =>
    reply
      .header('content-type', IIIF_CONTENT_TYPE)
      .header('cache-control', `public, max-age=${SYNDICATION_MAX_AGE_SECONDS}`)
      // A Buffer, so Fastify sends the media type exactly as IIIF names it (it adds a charset to JSON strings).
      .send(Buffer.from(JSON.stringify(body)));
  const config = { access: 'public' as const };
  const schema = { hide: true };

  app.get<{ Params: { id: string } }>('/iiif/songs/:id/manifest', { config, schema }, async (request, reply) =>
    send(reply, await iiif.manifest(siteUrl(request), idOf(request.params.id, 'SONG_NOT_FOUND'))),
  );

  app.get<{ Params: { id: string }; Querystring: { q?: string } }>(
    '/iiif/songs/:id/search',
    { config, schema },
    async (request, reply) => {
      const q = typeof request.query.q === 'string' ? request.query.q : undefined;
      return send(reply, await iiif.search(siteUrl(request), idOf(request.params.id, 'SONG_NOT_FOUND'), q));
    },
  );

  app.get<{ Params: { id: string } }>('/iiif/collections/:id', { config, schema }, async (request, reply) =>
    send(reply, await iiif.collection(siteUrl(request), idOf(request.params.id, 'COLLECTION_NOT_FOUND'))),
  );

  app.get('/iiif/collections', { config, schema }, async (request, reply) =>
    send(reply, await iiif.collections(siteUrl(request))),
  );
}

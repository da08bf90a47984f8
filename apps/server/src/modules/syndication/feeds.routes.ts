import { SYNDICATION_MAX_AGE_SECONDS } from '@nupe/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.js';
import type { FeedsService } from './feeds.service.js';

/** `{uuid}.rss`: anything else names no feed. */
const FEED_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.rss$/i;

/** Podcast feeds (RSS 2.0) of collections and artists, and the OPML list of them all, at /feeds. */
export async function feedsRoutes(
  app: FastifyInstance,
  opts: { feeds: FeedsService; siteUrl: (r: FastifyRequest) => string },
) {
  const { feeds, siteUrl } = opts;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.type(type).header('cache-control', `public, max-age=${SYNDICATION_MAX_AGE_SECONDS}`).send(body);
  const idOf = (file: string, code: 'COLLECTION_NOT_FOUND' | 'ARTIST_NOT_FOUND') => {
    const id = FEED_FILE.exec(file)?.[1];
    if (!id) throw notFound(code);
    return id.toLowerCase();
  };
  const config = { access: 'public' as const };
  const schema = { hide: true };
  const rss = 'application/rss+xml; charset=utf-8';

  app.get<{ Params: { file: string } }>('/feeds/collections/:file', { config, schema }, async (request, reply) =>
    send(reply, rss, await feeds.collection(siteUrl(request), idOf(request.params.file, 'COLLECTION_NOT_FOUND'))),
  );
  app.get<{ Params: { file: string } }>('/feeds/artists/:file', { config, schema }, async (request, reply) =>
    send(reply, rss, await feeds.artist(siteUrl(request), idOf(request.params.file, 'ARTIST_NOT_FOUND'))),
  );
  app.get('/feeds/opml', { config, schema }, async (request, reply) =>
    send(reply, 'text/x-opml; charset=utf-8', await feeds.opml(siteUrl(request))),
  );
}

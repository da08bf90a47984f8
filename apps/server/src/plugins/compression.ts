import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compressed answers for browsers that ask (Accept-Encoding): the API's JSON, the pages' HTML,
 * OAI-PMH and Subsonic XML. Listeners pay for every byte on mobile data, and JSON shrinks about
 * sixfold (/api/songs/shelves: 39.6 KB → 6 KB). Built scripts and styles are already
 * compressed at build time (@fastify/static sends their .br/.gz, which this leaves alone), and
 * audio and images are not compressible types, so their byte ranges stay as they are.
 * Brotli at quality 4, not the default 11: these answers are compressed on every request, and 4
 * is about gzip's speed for a smaller result.
 */
/**
 * The library's own compressible types, and `application/json+chapters`: the Podcasting 2.0
 * chapters' JSON, which no media type registry lists. Audio and images match none of them.
 */
const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|^application\/json\+chapters(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u;

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(settledReplies);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});

/**
 * An async handler that calls `reply.send()` and resolves to nothing is only safe while the body
 * leaves at once. A body large enough for the compressor to stream it is still in flight when
 * the handler resolves, and Fastify then sends the reply a second time, empty: the client got
 * `Content-Encoding` and `Content-Length: 0` (an OAI harvest of the whole catalogue did). Every
 * route is guarded here: a handler that has started a reply and resolves to nothing resolves to
 * the reply, which Fastify waits for, as if the route had written `return reply`.
 */
const settledReplies = fp(async (app: FastifyInstance) => {
  const started = new WeakSet<FastifyReply>();
  // Registered before the compressor's hooks, so it sees every reply as it starts.
  app.addHook('onSend', (_request, reply, payload, done) => {
    started.add(reply);
    done(null, payload);
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function guarded(this: FastifyInstance, request, reply) {
      const result = handler.call(this, request, reply) as unknown;
      if (!(result instanceof Promise)) return result;
      return result.then((value: unknown) => (value === undefined && started.has(reply) ? reply : value));
    } as RouteHandlerMethod;
  });
});

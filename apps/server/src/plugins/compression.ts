import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compressed answers for browsers that ask (Accept-Encoding): the API's JSON, the pages' HTML,
 * OAI-PMH and Subsonic XML. Listeners pay for every byte on mobile data, and JSON shrinks about
 * sixfold (/api/songs/shelves: 39.6 KB → 6 KB, #18 speed). Built scripts and styles are already
 * compressed at build time (@fastify/static sends their .br/.gz, which this leaves alone), and
 * audio and images are not compressible types, so their byte ranges stay as they are.
 * Brotli at quality 4, not the default 11: these answers are compressed on every request, and 4
 * is about gzip's speed for a smaller result.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});

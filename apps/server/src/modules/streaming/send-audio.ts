import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@nupe/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../plugins/errors.js';
import type { AudioFile } from './streaming.service.js';

const YEAR = 31_536_000;

/** The file each request is sending, for the 416 answer's Content-Range. */
const sending = new WeakMap<FastifyRequest, string>();

/**
 * The "send bytes" step, apart from "authorise and resolve" (streaming.service.ts), so a
 * front server can take it over: an nginx deployment would answer here with
 * `X-Accel-Redirect: /internal-media/<key>` and an empty body, keeping the same headers.
 * Locally it is @fastify/static's own fast path: Range → 206 with Content-Range, suffix
 * and open-ended ranges, 416, ETag, Last-Modified, conditional GET.
 */
export function sendAudio(reply: FastifyReply, file: AudioFile, cache: 'immutable' | 'revalidate', attachment = false) {
  sending.set(reply.request, file.key);
  reply.header(
    'cache-control',
    !file.isPublic
      ? 'private, no-store'
      : cache === 'immutable'
        ? `public, max-age=${YEAR}, immutable`
        : 'public, max-age=300',
  );
  reply.type(file.mime);
  const options = { contentType: false, cacheControl: false, acceptRanges: true, etag: true, lastModified: true };
  return attachment ? reply.download(file.key, file.downloadName, options) : reply.sendFile(file.key, options);
}

/** Sets up sendAudio in a plugin scope: @fastify/static (no routes of its own) and the 416 answer. */
export async function registerAudioSender(app: FastifyInstance, mediaDir: string) {
  await app.register(fastifyStatic, { root: mediaDir, serve: false, index: false });

  // A range outside the file: 416 with `Content-Range: bytes */size` (RFC 9110) and our error body.
  app.setErrorHandler(async (err: { statusCode?: number }, request, reply) => {
    const key = sending.get(request);
    if (err.statusCode !== 416 || !key) throw err; // the app's error handler takes the rest
    const size = await stat(path.join(mediaDir, key)).then(
      (s) => s.size,
      () => null,
    );
    if (size !== null) reply.header('content-range', `bytes */${size}`);
    return reply
      .code(416)
      .header('cache-control', 'no-store')
      .type('application/json')
      .send(errorBody('RANGE_NOT_SATISFIABLE', ERROR_MESSAGES.RANGE_NOT_SATISFIABLE));
  });
}

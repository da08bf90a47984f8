import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@nupe/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../plugins/errors.js';
import type { AudioFile } from './streaming.service.js';

const YEAR = 31_536_000;

/** Seconds nginx may reuse the app's answer for a public song's audio (deploy/nginx/). */
export const ACCEL_AUTH_TTL_S = 4;

/** The file each request is sending, for the 416 answer's Content-Range. */
const sending = new WeakMap<FastifyRequest, string>();

/** `attachment; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/**
 * The "send bytes" step, apart from "authorise and resolve" (streaming.service.ts), so a
 * front server can take it over. With `accelPrefix` (MEDIA_ACCEL_REDIRECT, behind nginx:
 * deploy/nginx/) the answer is an empty body with `X-Accel-Redirect: <prefix><key>` and
 * the same cache and download headers; nginx then sends the file with sendfile and
 * applies the client's Range itself. Otherwise it is @fastify/static's own fast path:
 * Range → 206 with Content-Range, suffix and open-ended ranges, 416, ETag, Last-Modified,
 * conditional GET.
 */
export function sendAudio(
  reply: FastifyReply,
  file: AudioFile,
  cache: 'immutable' | 'revalidate',
  attachment = false,
  accelPrefix: string | null = null,
) {
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
  reply.header('x-content-type-options', 'nosniff');
  if (accelPrefix) {
    if (attachment) reply.header('content-disposition', contentDisposition(file.downloadName));
    // nginx may keep a "yes" for a public song this long (deploy/nginx: the takedown bound);
    // a private answer carries no lifetime and `no-store`, so nginx never keeps it.
    else if (file.isPublic) reply.header('x-accel-expires', String(ACCEL_AUTH_TTL_S));
    const location = `${accelPrefix}${file.key.split('/').map(encodeURIComponent).join('/')}`;
    return reply.header('x-accel-redirect', location).send();
  }
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

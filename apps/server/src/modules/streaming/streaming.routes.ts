import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES, ErrorBodySchema, IdParamsSchema } from '@nupe/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../plugins/errors.js';
import type { SongsService } from '../songs/songs.service.js';
import type { AudioFile, StreamingService } from './streaming.service.js';

const YEAR = 31_536_000;

/**
 * The "send bytes" step: @fastify/static's own fast path (Range → 206 with Content-Range,
 * suffix and open-ended ranges, 416, ETag, Last-Modified, conditional GET).
 */
/** The file each request is sending, for the 416 answer's Content-Range. */
const sending = new WeakMap<FastifyRequest, string>();

function sendAudio(reply: FastifyReply, file: AudioFile, cache: 'immutable' | 'revalidate', attachment = false) {
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

const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema, 416: ErrorBodySchema };

export const streamingRoutes: FastifyPluginAsyncZod<{
  streaming: StreamingService;
  songs: SongsService;
  mediaDir: string;
}> = async (app, { streaming, songs, mediaDir }) => {
  // Only for reply.sendFile in this plugin's scope: no routes of its own.
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

  app.get(
    '/media/audio/:shard/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['streaming'],
        summary: "A song's audio by its immutable address (the song's audioUrl), with HTTP Range; cached for a year",
        params: z.object({
          shard: z.string().regex(/^[0-9a-f]{2}$/),
          file: z.string().regex(/^[0-9a-f-]{36}\.(mp3|wav|ogg|opus|webm)$/),
        }),
        response: errors,
      },
    },
    async (request, reply) => {
      const fileId = request.params.file.slice(0, 36);
      const file = await streaming.resolve({ fileId }, request.user);
      return sendAudio(reply, file, 'immutable');
    },
  );

  app.get(
    '/songs/:id/stream',
    {
      config: { access: 'public' },
      schema: {
        tags: ['streaming'],
        summary: "A song's audio by song id, with HTTP Range (revalidated after 5 minutes)",
        params: IdParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await streaming.resolve({ songId: request.params.id }, request.user);
      return sendAudio(reply, file, 'revalidate');
    },
  );

  app.get(
    '/songs/:id/download',
    {
      config: { access: 'public' },
      schema: {
        tags: ['streaming'],
        summary: 'Download a song as a file ("Artist - Title.ext"); each download of a published song is counted',
        params: IdParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await streaming.resolve({ songId: request.params.id }, request.user);
      // A resumed download (a Range not starting at 0) is the same download, not a new one.
      const range = request.headers.range;
      const first = !range || /^bytes=0-/.test(range);
      if (file.isPublic && first && request.method === 'GET') {
        await songs.recordDownload(file.target.songId, request.user);
      }
      return sendAudio(reply, file, 'revalidate', true);
    },
  );
};

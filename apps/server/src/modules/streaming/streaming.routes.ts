import { ErrorBodySchema, IdParamsSchema, mediaFileName } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteOrigin } from '../../lib/site-origin.js';
import type { CurrentUser } from '../../plugins/access.js';
import { fileResponse, notModifiedResponse, redirectResponse } from '../../plugins/openapi.js';
import { type AudioSenderOptions, registerAudioSender } from './send-audio.js';
import { sendTranscoded } from './send-transcoded.js';
import type { AudioUse, StreamingService } from './streaming.service.js';

const AUDIO_TYPES = ['audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/webm'];
/** Audio answers: the whole file, a range, not modified, and the errors. */
const errors = {
  200: fileResponse('The whole audio file', AUDIO_TYPES),
  206: fileResponse('The requested byte range (Content-Range says which)', AUDIO_TYPES),
  302: redirectResponse,
  304: notModifiedResponse,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  416: ErrorBodySchema,
};
const QualityQuerySchema = z.object({ quality: z.enum(['standard', 'data-saver']).optional() });
const StreamQuerySchema = QualityQuerySchema.extend({
  /** Seconds into the song: a copy transcoded from there (ffmpeg seeks in the original). */
  start: z.coerce
    .number()
    .min(0)
    .max(24 * 3600)
    .optional(),
});
type Quality = z.infer<typeof QualityQuerySchema>['quality'];

export const streamingRoutes: FastifyPluginAsyncZod<{ streaming: StreamingService } & AudioSenderOptions> = async (
  app,
  { streaming, ...senderOptions },
) => {
  const sendAudio = await registerAudioSender(app, senderOptions);

  app.get(
    '/media/audio/:shard/:file',
    {
      config: { access: 'public', mediaKey: true },
      // Audio bytes need none of the page headers (CSP, frame and opener policies); skipping
      // helmet here is a measurable share of each ranged request. nosniff is set by sendAudio.
      helmet: false,
      schema: {
        tags: ['streaming'],
        summary:
          "A song's audio by its immutable address (the song's audioUrl), with HTTP Range; cached under a minute (a withdrawal holds within one)",
        params: z.object({
          shard: z.string().regex(/^[0-9a-f]{2}$/),
          file: mediaFileName(['mp3', 'wav', 'ogg', 'opus', 'webm']),
        }),
        response: errors,
      },
    },
    async (request, reply) => {
      const fileId = request.params.file.slice(0, 36);
      const file = await streaming.resolve({ fileId }, request.user);
      return sendAudio(reply, file);
    },
  );

  // Renditions: streaming copies made by the background worker, at immutable addresses like audio.
  app.get(
    '/media/renditions/:shard/:file',
    {
      config: { access: 'public', mediaKey: true },
      // Audio bytes need none of the page headers (CSP, frame and opener policies); skipping
      // helmet here is a measurable share of each ranged request. nosniff is set by sendAudio.
      helmet: false,
      schema: {
        tags: ['streaming'],
        summary:
          "A song's streaming rendition by its immutable address (renditions.standard / dataSaver), with HTTP Range",
        params: z.object({
          shard: z.string().regex(/^[0-9a-f]{2}$/),
          file: mediaFileName(['mp3', 'opus']),
        }),
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await streaming.resolveRendition(request.params.file.slice(0, 36), request.user);
      return sendAudio(reply, file);
    },
  );

  /** A song's audio: the rendition `quality` names (the original until it is made), else the original. */
  const resolveSong = (id: string, quality: Quality | undefined, user: CurrentUser | null, use: AudioUse) =>
    quality
      ? streaming.resolveQuality(id, quality === 'data-saver' ? 'data_saver' : 'standard', user, use)
      : streaming.resolve({ songId: id }, user, use);

  app.get(
    '/songs/:id/stream',
    {
      config: { access: 'public', mediaKey: true },
      // Audio bytes need none of the page headers (CSP, frame and opener policies); skipping
      // helmet here is a measurable share of each ranged request. nosniff is set by sendAudio.
      helmet: false,
      schema: {
        tags: ['streaming'],
        summary:
          "A song's audio by song id, with HTTP Range (cached under a minute). `quality` picks a rendition (the original until it is made); `start` (seconds) answers a copy transcoded from that moment, without Range (429 with Retry-After when the server is busy transcoding)",
        params: IdParamsSchema,
        querystring: StreamQuerySchema,
        response: { ...errors, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { quality, start } = request.query;
      // The consent rule's stream scope first, whichever copy is sent.
      const file = await resolveSong(request.params.id, quality, request.user, 'stream');
      if (start) {
        // From a moment: transcoded live (at most MAX_TRANSCODES at once; beyond, 429 + Retry-After).
        const source = await streaming.resolve({ songId: request.params.id }, request.user);
        return sendTranscoded(app, reply, source, {
          offsetSeconds: start,
          format: quality === 'data-saver' ? 'opus' : 'mp3',
        });
      }
      return sendAudio(reply, file);
    },
  );

  app.get(
    '/songs/:id/download',
    {
      config: { access: 'public', mediaKey: true },
      // Audio bytes need none of the page headers (CSP, frame and opener policies); skipping
      // helmet here is a measurable share of each ranged request. nosniff is set by sendAudio.
      helmet: false,
      schema: {
        tags: ['streaming'],
        summary:
          'Download a song as a file ("Artist - Title.ext"); each download of a published song is counted. `quality` picks a rendition for an offline copy (the original until it is made); without it, the original archive file',
        params: IdParamsSchema,
        querystring: QualityQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      // The listener app's offline copies ask for a streaming rendition: a WAV
      // original may be ten times the size of the ~128 kbps copy that plays just as well.
      const resolved = await resolveSong(request.params.id, request.query.quality, request.user, 'download');
      // A streaming copy leaves with its provenance in its tags; the original, untouched.
      const file =
        resolved.key === resolved.target.key
          ? resolved
          : await app.services.provenance.taggedCopy(
              resolved,
              siteOrigin(app.config.publicUrl, request, app.config.port),
            );
      if (streaming.isNewDownload(file, request.method, request.headers.range)) {
        await app.services.songs.recordDownload(file.target.songId, request.user);
      }
      return sendAudio(reply, file, true);
    },
  );
};

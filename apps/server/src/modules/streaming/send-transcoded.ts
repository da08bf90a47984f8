import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { TRANSCODE_RETRY_SECONDS } from '../../lib/transcode-slots.js';
import { type LiveFormat, liveTranscode } from '../../media/live-transcode.js';
import type { AudioFile } from './streaming.service.js';

/**
 * Answers a live transcode of a song's original from an offset: the bytes as ffmpeg writes
 * them (no Range, not cached: another offset is another answer). When every transcode slot is
 * taken: 429 with Retry-After (the /rest handler turns the same refusal into the protocol's error).
 */
export async function sendTranscoded(
  app: FastifyInstance,
  reply: FastifyReply,
  file: AudioFile,
  options: { offsetSeconds: number; format: LiveFormat; kbps?: number },
) {
  try {
    const { stream, mime } = await liveTranscode(app.storage, app.transcodeSlots, { key: file.key }, options);
    reply
      .header('content-type', mime)
      .header('cache-control', file.isPublic ? 'public, max-age=300' : 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'none');
    return reply.send(stream);
  } catch (err) {
    if (err instanceof AppError && err.code === 'TRANSCODE_BUSY')
      reply.header('retry-after', String(TRANSCODE_RETRY_SECONDS));
    throw err;
  }
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { TRANSCODE_RETRY_SECONDS } from '../../lib/transcode-slots.js';
import { liveTranscode } from '../../media/live-transcode.js';
import type { CurrentUser } from '../../plugins/access.js';
import { SUB_ERRORS, SubsonicError } from './subsonic-response.js';

/**
 * `stream` with `timeOffset` (OpenSubsonic transcodeOffset): the song transcoded from that
 * many seconds in, the seek made in the source by ffmpeg. MP3 unless the client asks for Opus
 * or caps the bitrate at 64 kbps or below; at the client's `maxBitRate` when it gives one.
 * When every transcode slot is taken, the protocol's error (code 0) saying when to retry, and
 * the same hint as an HTTP Retry-After header.
 */
export async function streamFrom(
  app: FastifyInstance,
  reply: FastifyReply,
  songId: string,
  user: CurrentUser,
  o: { offset: number; max: number; format: string | undefined },
): Promise<null> {
  const file = await app.services.streaming.resolve({ songId }, user);
  const opus = o.format === 'opus' || (o.format !== 'mp3' && o.max > 0 && o.max <= 64);
  try {
    const { stream, mime } = await liveTranscode(app.storage, app.transcodeSlots, file, {
      offsetSeconds: o.offset,
      format: opus ? 'opus' : 'mp3',
      kbps: o.max || undefined,
    });
    reply.header('content-type', mime).header('cache-control', 'private, no-store').header('accept-ranges', 'none');
    await reply.send(stream);
    return null;
  } catch (err) {
    if (err instanceof AppError && err.code === 'TRANSCODE_BUSY') {
      reply.header('retry-after', String(TRANSCODE_RETRY_SECONDS));
      throw new SubsonicError(
        SUB_ERRORS.generic,
        `The server is busy preparing other streams: retry in ${TRANSCODE_RETRY_SECONDS} seconds.`,
      );
    }
    throw err;
  }
}

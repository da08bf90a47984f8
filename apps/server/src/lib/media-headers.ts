import type { FastifyReply } from 'fastify';

/** The types the audio routes send: what probeAudio and the renditions store, nothing else. */
const AUDIO_TYPES = new Set(['audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/webm', 'audio/flac', 'audio/mp4']);
const IMAGE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png']);

/** A stored type as the media routes may send it: an audio or image type, else plain bytes. */
export function mediaType(mime: string, kind: 'audio' | 'image'): string {
  const base = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  return (kind === 'audio' ? AUDIO_TYPES : IMAGE_TYPES).has(base) ? base : 'application/octet-stream';
}

/**
 * Headers that keep a media answer a medium: its stored type only when it is an audio or image
 * type (anything else goes as bytes to save, never as a page), `nosniff` so the browser does not
 * guess otherwise, and `Content-Security-Policy: sandbox` so that even a file opened on its own
 * runs no script on our origin and reads no one's token.
 */
export function mediaHeaders(reply: FastifyReply, mime: string, kind: 'audio' | 'image'): FastifyReply {
  return reply
    .type(mediaType(mime, kind))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox');
}

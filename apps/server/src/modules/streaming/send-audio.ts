import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES, WITHDRAWAL_CACHE_SECONDS } from '@nupe/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { notFound } from '../../lib/app-error.js';
import { mediaHeaders, mediaType } from '../../lib/media-headers.js';
import type { Storage } from '../../lib/storage.js';
import { errorBody } from '../../plugins/errors.js';
import type { AudioFile } from './streaming.service.js';

/** Seconds nginx may reuse the app's answer for a public song's audio (deploy/nginx/). */
export const ACCEL_AUTH_TTL_S = 4;

/** The file each request is sending, for the 416 answer's Content-Range. */
const sending = new WeakMap<FastifyRequest, AudioFile>();

/** `attachment; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** How the bytes leave: from disk (optionally through nginx), or from a bucket by proxy or redirect. */
export type AudioSenderOptions = {
  storage: Storage;
  /** MEDIA_ACCEL_REDIRECT: nginx sends files from disk (deploy/nginx/). */
  accelPrefix: string | null;
  /** From a bucket: `redirect` answers with a presigned URL living `presignSeconds`; `proxy` streams. */
  bucket: { delivery: 'proxy' | 'redirect'; presignSeconds: number } | null;
  /** This machine's cache of files made for listeners (tagged copies, clips): sent from disk by Node. */
  derivedRoot: string;
};

export type SendAudio = (
  reply: FastifyReply,
  file: AudioFile,
  attachment?: boolean,
) => FastifyReply | Promise<FastifyReply>;

/**
 * The "send bytes" step, apart from "authorise and resolve" (streaming.service.ts), so a
 * front server or an object store can take it over:
 * - disk: @fastify/static's own fast path (Range → 206 with Content-Range, suffix and
 *   open-ended ranges, 416, ETag, Last-Modified, conditional GET); with `accelPrefix`
 *   (behind nginx) an empty body with `X-Accel-Redirect: <prefix><key>` and the same cache
 *   and download headers, and nginx sends the file with sendfile and applies the Range;
 * - a bucket, `proxy`: the same answers, the bytes read from the bucket by range;
 * - a bucket, `redirect`: 302 to a presigned URL that lives under a minute, so a takedown or
 *   a withdrawn consent holds after that long at most; the store then answers the Range.
 * Set up once per plugin scope: it registers @fastify/static (no routes of its own) and the
 * 416 answer.
 */
export async function registerAudioSender(app: FastifyInstance, options: AudioSenderOptions): Promise<SendAudio> {
  const { storage, accelPrefix, bucket, derivedRoot } = options;
  await mkdir(derivedRoot, { recursive: true });
  await app.register(fastifyStatic, { root: storage.root ?? derivedRoot, serve: false, index: false });

  // A range outside the file: 416 with `Content-Range: bytes */size` (RFC 9110) and our error body.
  app.setErrorHandler(async (err: { statusCode?: number }, request, reply) => {
    const file = sending.get(request);
    if (err.statusCode !== 416 || !file) throw err; // the app's error handler takes the rest
    const size = file.derived
      ? await stat(path.join(derivedRoot, file.key)).then(
          (s) => s.size,
          () => null,
        )
      : ((await storage.stat(file.key))?.size ?? null);
    return rangeNotSatisfiable(reply, size);
  });

  return (reply, file, attachment = false) => {
    sending.set(reply.request, file);
    // Any song may be withdrawn or taken down: no cache keeps its bytes past the promised
    // minute (an immutable address too), and a revalidation by ETag is a 304 of a few bytes.
    reply.header('cache-control', file.isPublic ? `public, max-age=${WITHDRAWAL_CACHE_SECONDS}` : 'private, no-store');
    mediaHeaders(reply, file.mime, 'audio');
    // Audio anyone may have can be played by players on other sites that ask with CORS (IIIF
    // viewers set crossorigin on their media element); nothing else is readable across origins.
    if (file.isPublic) reply.header('access-control-allow-origin', '*');
    const sendOptions = { contentType: false, cacheControl: false, acceptRanges: true, etag: true, lastModified: true };
    if (file.derived) {
      // Made on this machine (a tagged copy, a clip): neither nginx nor the bucket has it.
      const fromCache = { ...sendOptions, root: derivedRoot };
      return attachment
        ? reply.download(file.key, file.downloadName, fromCache)
        : reply.sendFile(file.key, derivedRoot, sendOptions);
    }
    if (storage.kind === 's3') {
      return bucket?.delivery === 'redirect' && storage.presign
        ? redirectToBucket(reply, storage, file, attachment, bucket.presignSeconds)
        : proxyFromBucket(reply, storage, file, attachment);
    }
    if (accelPrefix) {
      if (attachment) reply.header('content-disposition', contentDisposition(file.downloadName));
      // nginx may keep a "yes" for a public song this long (deploy/nginx: the takedown bound);
      // a private answer carries no lifetime and `no-store`, so nginx never keeps it.
      else if (file.isPublic) reply.header('x-accel-expires', String(ACCEL_AUTH_TTL_S));
      const location = `${accelPrefix}${file.key.split('/').map(encodeURIComponent).join('/')}`;
      return reply.header('x-accel-redirect', location).send();
    }
    return attachment
      ? reply.download(file.key, file.downloadName, sendOptions)
      : reply.sendFile(file.key, sendOptions);
  };
}

function rangeNotSatisfiable(reply: FastifyReply, size: number | null) {
  if (size !== null) reply.header('content-range', `bytes */${size}`);
  return reply
    .code(416)
    .header('cache-control', 'no-store')
    .type('application/json')
    .send(errorBody('RANGE_NOT_SATISFIABLE', ERROR_MESSAGES.RANGE_NOT_SATISFIABLE));
}

/** 302 to a presigned GET: the redirect itself is never cached (its target expires). */
async function redirectToBucket(
  reply: FastifyReply,
  storage: Storage,
  file: AudioFile,
  attachment: boolean,
  presignSeconds: number,
) {
  const url = await (storage.presign as NonNullable<Storage['presign']>)(file.key, {
    expiresInSeconds: presignSeconds,
    contentType: mediaType(file.mime, 'audio'),
    ...(attachment ? { contentDisposition: contentDisposition(file.downloadName) } : {}),
  });
  reply.removeHeader('content-type');
  return reply.header('cache-control', 'private, no-store').redirect(url, 302);
}

/**
 * The bytes from the bucket through the app, answering as the disk path does: the same ETag
 * formula as @fastify/send (size and modification time), conditional GET, one byte range
 * (several ranges get the whole file, as @fastify/send does), 416 outside the file.
 */
async function proxyFromBucket(reply: FastifyReply, storage: Storage, file: AudioFile, attachment: boolean) {
  const request = reply.request;
  const info = await storage.stat(file.key);
  if (!info) throw notFound();
  const etag = `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;
  reply.header('accept-ranges', 'bytes').header('etag', etag).header('last-modified', info.mtime.toUTCString());
  if (attachment) reply.header('content-disposition', contentDisposition(file.downloadName));
  if (notModified(request.headers, etag, info.mtime)) {
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  const ifRange = request.headers['if-range'];
  const wanted = request.headers.range && (!ifRange || ifRange === etag) ? request.headers.range : null;
  const ranges = wanted ? parseRange(info.size, wanted, { combine: true }) : null;
  if (ranges === -1) return rangeNotSatisfiable(reply, info.size);
  const one = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : null;
  const length = one ? one.end - one.start + 1 : info.size;
  if (one) reply.code(206).header('content-range', `bytes ${one.start}-${one.end}/${info.size}`);
  reply.header('content-length', length);
  // HEAD: an empty stream keeps our Content-Length (Fastify's HEAD route sets 0 for no body)
  // without reading the object from the bucket.
  if (request.method === 'HEAD' || length === 0) return reply.send(Readable.from([]));
  return reply.send(storage.read(file.key, one ?? undefined));
}

/** RFC 9110 §13.1: If-None-Match wins over If-Modified-Since; weak comparison for both. */
function notModified(headers: FastifyRequest['headers'], etag: string, mtime: Date): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch) {
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => weak(tag) === weak(etag));
  }
  const since = headers['if-modified-since'] ? Date.parse(headers['if-modified-since']) : Number.NaN;
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

import { Readable } from 'node:stream';
import { ErrorBodySchema, OG_IMAGE_SIZE, WITHDRAWAL_CACHE_SECONDS } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { makeCoverSize } from '../../lib/images.js';
import { mediaHeaders } from '../../lib/media-headers.js';
import type { Storage } from '../../lib/storage.js';
import type { CurrentUser } from '../../plugins/access.js';
import { fileResponse, notModifiedResponse } from '../../plugins/openapi.js';

const YEAR = 31_536_000;

/**
 * A cover follows its items (`coverAccess`), so a withdrawal or a takedown closes it too: no
 * cache keeps it past WITHDRAWAL_CACHE_SECONDS; after that a revalidation (a 304 by ETag) costs
 * a few header bytes.
 */
const coverCache = (access: 'public' | 'private') => `${access}, max-age=${WITHDRAWAL_CACHE_SECONDS}`;

/**
 * Processed images (avatars, covers): content-addressed by a random id, never rewritten.
 * Avatars are cached for a year; covers follow their items (`coverCache`). Only the generated
 * WebP variants are served here.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{
  storage: Storage;
  coverAccess: (coverKey: string, viewer: CurrentUser | null) => Promise<'public' | 'private' | 'hidden'>;
}> = async (app, { storage, coverAccess }) => {
  /**
   * A cover's JPEG copy for link previews (`og:image`): chat apps (WhatsApp first) show a
   * JPEG reliably, a WebP not. Made from the lg variant on first request and kept beside it.
   * Registered before the WebP route; the same cover access rule.
   */
  app.get(
    '/media/images/covers/:shard/:id/og.jpg',
    {
      config: { access: 'public', mediaKey: true },
      schema: {
        tags: ['media'],
        summary: "A cover's JPEG for link previews",
        params: z.object({ shard: z.string().regex(/^[0-9a-f]{2}$/), id: z.uuid() }),
        response: {
          200: fileResponse('The JPEG image', ['image/jpeg']),
          304: notModifiedResponse,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const cover = `covers/${request.params.shard}/${request.params.id}`;
      const access = await coverAccess(cover, request.user);
      if (access === 'hidden') throw notFound();
      const key = `${cover}/og.jpg`;
      let info = await storage.stat(key);
      if (!info) {
        if (!(await storage.stat(`${cover}/lg.webp`))) throw notFound();
        const chunks: Buffer[] = [];
        for await (const chunk of storage.read(`${cover}/lg.webp`)) chunks.push(chunk as Buffer);
        const jpeg = await sharp(Buffer.concat(chunks))
          .resize({ width: OG_IMAGE_SIZE, height: OG_IMAGE_SIZE, fit: 'cover' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer();
        info = await storage.put(key, Readable.from([jpeg]));
      }
      const etag = `"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;
      reply
        .header('cache-control', coverCache(access))
        .header('etag', etag)
        .header('last-modified', info.mtime.toUTCString());
      mediaHeaders(reply, 'image/jpeg', 'image');
      if (access === 'public') reply.header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.header('content-length', info.size);
      return reply.send(storage.read(key));
    },
  );

  app.get(
    '/media/images/:folder/:shard/:id/:variant',
    {
      config: { access: 'public', mediaKey: true },
      schema: {
        tags: ['media'],
        summary: 'A web-sized image variant',
        params: z.object({
          folder: z.enum(['avatars', 'covers']),
          shard: z.string().regex(/^[0-9a-f]{2}$/),
          id: z.uuid(),
          variant: z.string().regex(/^[a-z0-9]+\.webp$/),
        }),
        response: {
          200: fileResponse('The WebP image', ['image/webp']),
          304: notModifiedResponse,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { folder, shard, id, variant } = request.params;
      const key = `${folder}/${shard}/${id}/${variant}`;
      const access = folder === 'covers' ? await coverAccess(`${folder}/${shard}/${id}`, request.user) : 'public';
      if (access === 'hidden') throw notFound();
      let info = await storage.stat(key);
      // A cover stored before one of today's sizes existed gets it made on first request.
      if (
        !info &&
        folder === 'covers' &&
        (await makeCoverSize(storage, `${folder}/${shard}/${id}`, variant.slice(0, -5)))
      ) {
        info = await storage.stat(key);
      }
      if (!info) throw notFound();
      const etag = `"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;
      reply
        .header('cache-control', folder === 'covers' ? coverCache(access) : `public, max-age=${YEAR}, immutable`)
        .header('etag', etag)
        .header('last-modified', info.mtime.toUTCString());
      mediaHeaders(reply, 'image/webp', 'image');
      // A public image may be shown by other sites (a IIIF viewer's thumbnail, a podcast app's page).
      if (access === 'public') reply.header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.header('content-length', info.size);
      return reply.send(storage.read(key));
    },
  );
};

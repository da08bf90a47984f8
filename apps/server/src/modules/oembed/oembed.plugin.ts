import { EMBED_HEIGHT, EMBED_WIDTH, OEmbedQuerySchema, OEmbedSchema, SITE_NAME } from '@nupe/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../plugins/errors.js';
import { embedHtml, songIdOf } from './oembed.js';

/**
 * oEmbed 1.0 for song pages (`GET /oembed?url=…&format=json`): a `rich` answer whose HTML is
 * the embeddable player in an iframe. Only what anyone may hear is embedded; the rest is a 404.
 */
export async function oembedModule(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/oembed',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'oEmbed for a song page, listener-app page or embed address: the embeddable player as an iframe',
        querystring: OEmbedQuerySchema,
        response: { 200: OEmbedSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const base = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      const id = songIdOf(q.url, base);
      if (!id) throw new AppError('SONG_NOT_FOUND', 404);
      const song = await app.services.songs.getOne(id, null);
      const width = Math.min(q.maxwidth ?? EMBED_WIDTH, EMBED_WIDTH);
      const height = Math.min(q.maxheight ?? EMBED_HEIGHT, EMBED_HEIGHT);
      // A withdrawal or a restriction must reach consumers within a minute.
      void reply.header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=60');
      return {
        version: '1.0' as const,
        type: 'rich' as const,
        title: song.title,
        author_name: song.artist,
        provider_name: SITE_NAME,
        provider_url: `${base}/`,
        html: embedHtml(`${base}/embed/song/${song.id}`, song.title, width, height),
        width,
        height,
        cache_age: 60,
        ...(song.coverUrls && song.access.level === 'public' && song.access.seasons.length === 0
          ? { thumbnail_url: `${base}${song.coverUrls.md}`, thumbnail_width: 480, thumbnail_height: 480 }
          : {}),
      };
    },
  );
}

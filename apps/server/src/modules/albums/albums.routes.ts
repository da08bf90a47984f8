import {
  AlbumListQuerySchema,
  AlbumListResponseSchema,
  AlbumResponseSchema,
  ErrorBodySchema,
  IdParamsSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AlbumsService } from './albums.service.js';

/** The public catalogue of albums. */
export const albumsRoutes: FastifyPluginAsyncZod<{ albums: AlbumsService }> = async (app, { albums }) => {
  app.get(
    '/albums',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Albums with at least one published song: genre filter, search by title, pages',
        querystring: AlbumListQuerySchema,
        response: { 200: AlbumListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => albums.listPublic(request.query),
  );

  app.get(
    '/albums/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'One album with its published songs',
        params: IdParamsSchema,
        response: { 200: AlbumResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ album: await albums.getPublic(request.params.id) }),
  );
};

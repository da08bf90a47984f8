import {
  AlbumListQuerySchema,
  AlbumListResponseSchema,
  AlbumResponseSchema,
  ArtistDetailResponseSchema,
  ArtistListQuerySchema,
  ArtistListResponseSchema,
  ErrorBodySchema,
  IdParamsSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ArtistsService } from '../artists/artists.service.js';
import type { AlbumsService } from './albums.service.js';

/** The public catalogue of albums and artists. */
export const albumsRoutes: FastifyPluginAsyncZod<{ albums: AlbumsService; artists: ArtistsService }> = async (
  app,
  { albums, artists },
) => {
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

  app.get(
    '/artists',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Artists (approved artist profiles), by name, with pages',
        querystring: ArtistListQuerySchema,
        response: { 200: ArtistListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => artists.list(request.query),
  );

  app.get(
    '/artists/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'One artist with their profile, published songs and albums',
        params: IdParamsSchema,
        response: { 200: ArtistDetailResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => artists.getOne(request.params.id, request.user),
  );
};

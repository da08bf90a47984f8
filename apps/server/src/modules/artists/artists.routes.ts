import {
  ArtistDetailResponseSchema,
  ArtistListQuerySchema,
  ArtistListResponseSchema,
  ErrorBodySchema,
  IdParamsSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ArtistsService } from './artists.service.js';

/** The public catalogue of artists. */
export const artistsRoutes: FastifyPluginAsyncZod<{ artists: ArtistsService }> = async (app, { artists }) => {
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

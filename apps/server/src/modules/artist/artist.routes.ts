import {
  AlbumResponseSchema,
  ArtistAlbumsResponseSchema,
  ArtistSongsResponseSchema,
  DeleteSongBodySchema,
  DeleteSongResponseSchema,
  ErrorBodySchema,
  IdParamsSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import type { Services } from '../../plugins/core.js';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** The artist area of SPEC.md section 7: the caller's own songs and albums only. */
export const artistRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/artist/songs',
    {
      config: { access: ['artist'] },
      schema: {
        tags: ['artist'],
        summary: 'Your songs (every review state, not removed) and their total plays, downloads, favourites, likes',
        security: [{ bearer: [] }],
        response: { 200: ArtistSongsResponseSchema, ...errors },
      },
    },
    async (request) => services.songs.artistSongs(requireUser(request)),
  );

  app.get(
    '/artist/albums',
    {
      config: { access: ['artist'] },
      schema: {
        tags: ['artist'],
        summary: 'Your albums, each with its songs',
        security: [{ bearer: [] }],
        response: { 200: ArtistAlbumsResponseSchema, ...errors },
      },
    },
    async (request) => ({ albums: await services.albums.artistAlbums(requireUser(request)) }),
  );

  app.get(
    '/artist/album/:id',
    {
      config: { access: ['artist'] },
      schema: {
        tags: ['artist'],
        summary: "One of your albums with its songs (another artist's album is not found)",
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: AlbumResponseSchema, ...errors },
      },
    },
    async (request) => ({ album: await services.albums.artistAlbum(requireUser(request), request.params.id) }),
  );

  app.delete(
    '/artist/delete-song',
    {
      config: { access: ['artist'] },
      schema: {
        tags: ['artist'],
        summary: 'Remove one of your songs: hidden everywhere at once, kept so an admin can restore it',
        security: [{ bearer: [] }],
        body: DeleteSongBodySchema,
        response: { 200: DeleteSongResponseSchema, ...errors },
      },
    },
    async (request) => services.songs.remove(requireUser(request), request.body.songId),
  );
};

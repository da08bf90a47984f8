import {
  AlbumMessageResponseSchema,
  AlbumPatchSchema,
  AlbumResponseSchema,
  ArtistAlbumsResponseSchema,
  IdParamsSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withMultipart } from '../../lib/multipart.js';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { AlbumsService } from './albums.service.js';

const errors = errorResponses(400, 401, 403, 404);
const editErrors = errorResponses(400, 401, 403, 404, 409);
const fileErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const artistOnly = { access: ['artist'] as const };
const base = { tags: ['artist'], security: [{ bearer: [] }] };

/** An artist's own albums: list, one, create, rename, new cover (own rows only). */
export const artistAlbumsRoutes: FastifyPluginAsyncZod<{
  albums: AlbumsService;
  tempDir: string;
  limits: { maxAudioBytes: number; maxImageBytes: number };
}> = async (app, { albums, tempDir, limits }) => {
  app.post(
    '/artist/albums',
    {
      config: artistOnly,
      bodyLimit: limits.maxImageBytes + 1024 * 1024,
      schema: {
        ...base,
        summary: 'Create an album (multipart: title, genre, releaseDate, optional cover)',
        consumes: ['multipart/form-data'],
        response: { 201: AlbumMessageResponseSchema, ...fileErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await withMultipart(request, { cover: limits.maxImageBytes }, tempDir, (form) =>
            albums.createAlbum(requireUser(request), form),
          ),
        ),
  );

  app.patch(
    '/artist/albums/:id',
    {
      config: artistOnly,
      schema: {
        ...base,
        summary: 'Change one of your albums: title, genre, release date',
        params: IdParamsSchema,
        body: AlbumPatchSchema,
        response: { 200: AlbumMessageResponseSchema, ...editErrors },
      },
    },
    async (request) => albums.updateAlbum(requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/artist/albums/:id/cover',
    {
      config: artistOnly,
      bodyLimit: limits.maxImageBytes + 1024 * 1024,
      schema: {
        ...base,
        summary: 'Replace the cover of one of your albums (multipart: cover)',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: AlbumMessageResponseSchema, ...fileErrors },
      },
    },
    async (request) =>
      withMultipart(request, { cover: limits.maxImageBytes }, tempDir, (form) =>
        albums.replaceAlbumCover(requireUser(request), request.params.id, form),
      ),
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
    async (request) => ({ albums: await albums.artistAlbums(requireUser(request)) }),
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
    async (request) => ({ album: await albums.artistAlbum(requireUser(request), request.params.id) }),
  );
};

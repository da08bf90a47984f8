import {
  AdminArtistOptionsQuerySchema,
  AdminArtistOptionsResponseSchema,
  AdminSongListQuerySchema,
  AdminSongListResponseSchema,
  AdminSongStatusBodySchema,
  AdminSongUpdateBodySchema,
  ErrorBodySchema,
  IdParamsSchema,
  SongMessageResponseSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { withMultipart } from '../../lib/multipart.js';
import { requireUser } from '../../plugins/access.js';
import { admin, errors, security, tags } from './admin-route-config.js';
import type { AdminSongsService } from './admin-songs.service.js';

/** The admin music library: list, edit, new cover, publish or unpublish, remove and restore (each audited). */
export const adminSongsRoutes: FastifyPluginAsyncZod<{
  songs: AdminSongsService;
  limits: { maxImageBytes: number };
  tempDir: string;
}> = async (app, { songs, limits, tempDir }) => {
  app.get(
    '/admin/songs',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Every song: search, genre, status (all, published, pending, rejected, removed) and pages',
        querystring: AdminSongListQuerySchema,
        response: { 200: AdminSongListResponseSchema, ...errors },
      },
    },
    async (request) => songs.list(request.query),
  );

  app.get(
    '/admin/artist-options',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Active artist accounts an upload may be linked to (search by name)',
        querystring: AdminArtistOptionsQuerySchema,
        response: { 200: AdminArtistOptionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ artists: await songs.artistOptions(request.query.q) }),
  );

  app.patch(
    '/admin/songs/:id',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Edit a song: title, artist credit, genre, album (null takes it out of its album)',
        params: IdParamsSchema,
        body: AdminSongUpdateBodySchema,
        response: { 200: SongMessageResponseSchema, ...errors },
      },
    },
    async (request) => songs.update(requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/admin/songs/:id/cover',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Replace a song’s cover (multipart field "cover": JPEG, PNG or WebP)',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: SongMessageResponseSchema, ...errors, 413: ErrorBodySchema, 415: ErrorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return withMultipart(request, { cover: limits.maxImageBytes }, tempDir, (form) => {
        const cover = form.files.cover;
        if (!cover) throw new AppError('VALIDATION_FAILED', 400, 'Choose an image for the cover.');
        return songs.setCover(user, request.params.id, cover.path);
      });
    },
  );

  app.patch(
    '/admin/songs/:id/status',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Publish ({published: true}) or unpublish (back to pending) a song',
        params: IdParamsSchema,
        body: AdminSongStatusBodySchema,
        response: { 200: SongMessageResponseSchema, ...errors },
      },
    },
    async (request) => songs.setPublished(requireUser(request), request.params.id, request.body.published),
  );

  app.post(
    '/admin/songs/:id/remove',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Remove a song (soft delete: hidden at once, row and files kept for a restore)',
        params: IdParamsSchema,
        response: { 200: SongMessageResponseSchema, ...errors },
      },
    },
    async (request) => songs.remove(requireUser(request), request.params.id),
  );

  app.post(
    '/admin/songs/:id/restore',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Restore a removed song to the review state it had',
        params: IdParamsSchema,
        response: { 200: SongMessageResponseSchema, ...errors },
      },
    },
    async (request) => songs.restore(requireUser(request), request.params.id),
  );
};

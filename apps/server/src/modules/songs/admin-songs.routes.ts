import {
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
import { errorResponses } from '../../plugins/errors.js';
import type { AdminSongsService } from './admin-songs.service.js';
import type { SongDeletionService } from './song-deletion.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const admin = { access: ['admin'] } as const;
const security = [{ bearer: [] }];
const tags = ['admin'];

/** The admin music library: list, edit, new cover, publish or unpublish, remove and restore (each audited). */
export const adminSongsRoutes: FastifyPluginAsyncZod<{
  songs: AdminSongsService;
  deletion: SongDeletionService;
  limits: { maxImageBytes: number };
  tempDir: string;
}> = async (app, { songs, deletion, limits, tempDir }) => {
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
    async (request) => deletion.removeAsAdmin(requireUser(request), request.params.id),
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
    async (request) => deletion.restore(requireUser(request), request.params.id),
  );
};

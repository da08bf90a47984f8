import {
  AdminArtistOptionsQuerySchema,
  AdminArtistOptionsResponseSchema,
  AdminSongListQuerySchema,
  AdminSongListResponseSchema,
  AdminSongStatusBodySchema,
  AdminSongUpdateBodySchema,
  AdminUserListQuerySchema,
  AdminUserListResponseSchema,
  AdminUserResponseSchema,
  AdminUserUpdateBodySchema,
  AnalyticsQuerySchema,
  AnalyticsResponseSchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  ErrorBodySchema,
  IdParamsSchema,
  OverviewResponseSchema,
  SongMessageResponseSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppEvents } from '../../lib/events.js';
import { receiveMultipart } from '../../lib/multipart.js';
import type { Storage } from '../../lib/storage.js';
import { requireUser } from '../../plugins/access.js';
import { createAdminSongsService } from './admin-songs.service.js';
import { createAdminUsersService } from './admin-users.service.js';
import { createAdminAnalyticsService } from './analytics.service.js';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const admin = { access: ['admin'] } as const;
const security = [{ bearer: [] }];
const tags = ['admin'];

/** The admin portal: music library, users, analytics, overview, audit log. */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: Storage;
  config: AppConfig;
  events: AppEvents;
}> = async (app, { db, storage, config, events }) => {
  const songs = createAdminSongsService(db, storage, events);
  const users = createAdminUsersService(db);
  const analytics = createAdminAnalyticsService(db);

  // ---- Music library --------------------------------------------------------------------------
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
      const form = await receiveMultipart(request, { cover: config.limits.maxImageBytes });
      try {
        const cover = form.files.cover;
        if (!cover) throw new AppError('VALIDATION_FAILED', 400, 'Choose an image for the cover.');
        return await songs.setCover(user, request.params.id, cover.path);
      } finally {
        await form.cleanup();
      }
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

  // ---- Users ----------------------------------------------------------------------------------
  app.get(
    '/admin/users',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Accounts: search (name, phone, email, artist name), role and status filters, pages',
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListResponseSchema, ...errors },
      },
    },
    async (request) => users.list(request.query),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Change an account’s role or status (suspend / reinstate); effective on its next call',
        params: IdParamsSchema,
        body: AdminUserUpdateBodySchema,
        response: { 200: AdminUserResponseSchema, ...errors },
      },
    },
    async (request) => users.update(requireUser(request), request.params.id, request.body),
  );

  // ---- Analytics, overview, audit log ---------------------------------------------------------
  app.get(
    '/admin/analytics',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Plays, downloads and new users per day over 7, 30 or 90 days; top songs, artists, genres',
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsResponseSchema, ...errors },
      },
    },
    async (request) => analytics.analytics(request.query.days),
  );

  app.get(
    '/admin/overview',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Recent activity, songs per genre, audio storage used and pending work',
        response: { 200: OverviewResponseSchema, ...errors },
      },
    },
    async () => analytics.overview(),
  );

  app.get(
    '/admin/audit-log',
    {
      config: admin,
      schema: {
        tags,
        security,
        summary: 'Admin actions that changed data, newest first',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogResponseSchema, ...errors },
      },
    },
    async (request) => analytics.auditLog(request.query.page, request.query.limit),
  );
};

import {
  AlbumMessageResponseSchema,
  AlbumPatchSchema,
  type AnalyticsPeriod,
  ArtistAnalyticsQuerySchema,
  ArtistAnalyticsResponseSchema,
  ArtistDashboardResponseSchema,
  ArtistEventInputSchema,
  ArtistEventPatchSchema,
  ArtistEventResponseSchema,
  ArtistEventsResponseSchema,
  ArtistProfileMessageResponseSchema,
  ArtistProfilePatchSchema,
  ArtistProfileResponseSchema,
  ArtistSongPatchSchema,
  ArtistSongResponseSchema,
  IdParamsSchema,
  MessageResponseSchema,
} from '@nupe/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ReceivedForm, receiveMultipart } from '../../lib/multipart.js';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { ArtistAreaService } from './artist-area.service.js';

const errors = errorResponses(400, 401, 403, 404);
const editErrors = errorResponses(400, 401, 403, 404, 409);
const fileErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const artistOnly = { access: ['artist'] as const };
const base = { tags: ['artist'], security: [{ bearer: [] }] };

/** The artist area of issue 6: figures, albums, resubmission, schedule and profile (own rows only). */
export const artistAreaRoutes: FastifyPluginAsyncZod<{
  area: ArtistAreaService;
  limits: { maxAudioBytes: number; maxImageBytes: number };
  tempDir: string;
}> = async (app, { area, limits, tempDir }) => {
  /** Runs `fn` with the multipart form and removes its temp files whatever happens. */
  async function withForm<T>(
    request: FastifyRequest,
    fields: Record<string, number>,
    fn: (f: ReceivedForm) => Promise<T>,
  ) {
    const form = await receiveMultipart(request, fields, { tempDir });
    try {
      return await fn(form);
    } finally {
      await form.cleanup();
    }
  }

  app.get(
    '/artist/dashboard',
    {
      config: artistOnly,
      schema: {
        ...base,
        summary: 'Your stat cards (totals, the last 7 days against the 7 before), latest songs and next events',
        response: { 200: ArtistDashboardResponseSchema, ...errors },
      },
    },
    async (request) => area.dashboard(requireUser(request)),
  );

  app.get(
    '/artist/analytics',
    {
      config: artistOnly,
      schema: {
        ...base,
        summary: 'Your plays, downloads, likes and favourites per UTC day over 7, 30 or 90 days, top songs, change',
        querystring: ArtistAnalyticsQuerySchema,
        response: { 200: ArtistAnalyticsResponseSchema, ...errors },
      },
    },
    async (request) => area.analytics(requireUser(request), request.query.days as AnalyticsPeriod),
  );

  app.patch(
    '/artist/songs/:id',
    {
      config: artistOnly,
      schema: {
        ...base,
        summary:
          'Change a song: title, artist, genre while pending or rejected (a rejected song goes back to review); its album any time',
        params: IdParamsSchema,
        body: ArtistSongPatchSchema,
        response: { 200: ArtistSongResponseSchema, ...editErrors },
      },
    },
    async (request) => area.updateSong(requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/artist/songs/:id/audio',
    {
      config: artistOnly,
      bodyLimit: limits.maxAudioBytes + 1024 * 1024,
      schema: {
        ...base,
        summary: 'Replace the audio of a song under review or rejected (multipart: audio); it goes back to review',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: ArtistSongResponseSchema, ...fileErrors },
      },
    },
    async (request) =>
      withForm(request, { audio: limits.maxAudioBytes }, (form) =>
        area.replaceAudio(requireUser(request), request.params.id, form),
      ),
  );

  app.put(
    '/artist/songs/:id/cover',
    {
      config: artistOnly,
      bodyLimit: limits.maxImageBytes + 1024 * 1024,
      schema: {
        ...base,
        summary: 'Replace the cover of a song under review or rejected (multipart: cover); it goes back to review',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: ArtistSongResponseSchema, ...fileErrors },
      },
    },
    async (request) =>
      withForm(request, { cover: limits.maxImageBytes }, (form) =>
        area.replaceCover(requireUser(request), request.params.id, form),
      ),
  );

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
          await withForm(request, { cover: limits.maxImageBytes }, (form) =>
            area.createAlbum(requireUser(request), form),
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
    async (request) => area.updateAlbum(requireUser(request), request.params.id, request.body),
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
      withForm(request, { cover: limits.maxImageBytes }, (form) =>
        area.replaceAlbumCover(requireUser(request), request.params.id, form),
      ),
  );

  app.get(
    '/artist/events',
    {
      config: artistOnly,
      schema: {
        ...base,
        summary: 'Your schedule: upcoming events (from today in Nigeria) and past ones',
        response: { 200: ArtistEventsResponseSchema, ...errors },
      },
    },
    async (request) => area.events(requireUser(request)),
  );

  app.post(
    '/artist/events',
    {
      config: artistOnly,
      schema: {
        ...base,
        summary: 'Add an event to your schedule',
        body: ArtistEventInputSchema,
        response: { 201: ArtistEventResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await area.createEvent(requireUser(request), request.body)),
  );

  app.patch(
    '/artist/events/:id',
    {
      config: artistOnly,
      schema: {
        ...base,
        summary: 'Change one of your events',
        params: IdParamsSchema,
        body: ArtistEventPatchSchema,
        response: { 200: ArtistEventResponseSchema, ...errors },
      },
    },
    async (request) => area.updateEvent(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/artist/events/:id',
    {
      config: artistOnly,
      schema: {
        ...base,
        summary: 'Delete one of your events',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => area.deleteEvent(requireUser(request), request.params.id),
  );

  app.get(
    '/artist/profile',
    {
      config: artistOnly,
      schema: { ...base, summary: 'Your artist profile', response: { 200: ArtistProfileResponseSchema, ...errors } },
    },
    async (request) => area.profile(requireUser(request)),
  );

  app.patch(
    '/artist/profile',
    {
      config: artistOnly,
      schema: {
        ...base,
        summary: 'Change your profile: display name, bio, genre, contact email (shown on your public page)',
        body: ArtistProfilePatchSchema,
        response: { 200: ArtistProfileMessageResponseSchema, ...errors },
      },
    },
    async (request) => area.updateProfile(requireUser(request), request.body),
  );

  app.put(
    '/artist/profile/avatar',
    {
      config: artistOnly,
      bodyLimit: limits.maxImageBytes + 1024 * 1024,
      schema: {
        ...base,
        summary: 'Replace your avatar (multipart: avatar; JPEG, PNG or WebP)',
        consumes: ['multipart/form-data'],
        response: { 200: ArtistProfileMessageResponseSchema, ...fileErrors },
      },
    },
    async (request) =>
      withForm(request, { avatar: limits.maxImageBytes }, (form) => area.replaceAvatar(requireUser(request), form)),
  );
};

import {
  ArtistSongPatchSchema,
  ArtistSongResponseSchema,
  ArtistSongsResponseSchema,
  DeleteSongBodySchema,
  DeleteSongResponseSchema,
  IdParamsSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withMultipart } from '../../lib/multipart.js';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { ArtistSongsService } from './artist-songs.service.js';
import type { SongDeletionService } from './song-deletion.service.js';

const errors = errorResponses(400, 401, 403, 404);
const editErrors = errorResponses(400, 401, 403, 404, 409);
const fileErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const artistOnly = { access: ['artist'] as const };
const base = { tags: ['artist'], security: [{ bearer: [] }] };

/** The artist area: the caller's own songs: list, edit, new audio or cover, remove (own rows only). */
export const artistSongsRoutes: FastifyPluginAsyncZod<{
  service: ArtistSongsService;
  deletion: SongDeletionService;
  tempDir: string;
  limits: { maxAudioBytes: number; maxImageBytes: number };
}> = async (app, { service, deletion, tempDir, limits }) => {
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
    async (request) => service.updateSong(requireUser(request), request.params.id, request.body),
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
      withMultipart(request, { audio: limits.maxAudioBytes }, tempDir, (form) =>
        service.replaceAudio(requireUser(request), request.params.id, form),
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
      withMultipart(request, { cover: limits.maxImageBytes }, tempDir, (form) =>
        service.replaceCover(requireUser(request), request.params.id, form),
      ),
  );

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
    async (request) => service.list(requireUser(request)),
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
    async (request) => deletion.removeOwn(requireUser(request), request.body.songId),
  );
};

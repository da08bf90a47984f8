import {
  IdParamsSchema,
  MessageResponseSchema,
  PlaylistCreateBodySchema,
  PlaylistPatchBodySchema,
  PlaylistResponseSchema,
  PlaylistSongsBodySchema,
  PlaylistsResponseSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { PlaylistsService } from './playlists.service.js';

const signedIn = { access: 'signed-in' } as const;
const tags = ['playlists'];
const security = [{ bearer: [] }];

/** Playlists. */
export const playlistsRoutes: FastifyPluginAsyncZod<{ playlists: PlaylistsService }> = async (app, { playlists }) => {
  app.get(
    '/playlists',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'My playlists, oldest first',
        response: { 200: PlaylistsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ playlists: await playlists.list(requireUser(request)) }),
  );

  app.post(
    '/playlists',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Create a playlist (private unless public is true)',
        body: PlaylistCreateBodySchema,
        response: { 201: PlaylistResponseSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ playlist: await playlists.create(requireUser(request), request.body) }),
  );

  app.get(
    '/playlists/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A playlist: mine, or anyone’s public one, with the songs the caller may hear',
        params: IdParamsSchema,
        response: { 200: PlaylistResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ playlist: await playlists.get(request.params.id, request.user ?? null) }),
  );

  app.patch(
    '/playlists/:id',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Rename, describe, make public or private',
        params: IdParamsSchema,
        body: PlaylistPatchBodySchema,
        response: { 200: PlaylistResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      playlist: await playlists.update(requireUser(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/playlists/:id/songs',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Set the whole order of songs (add, remove and reorder in one call)',
        params: IdParamsSchema,
        body: PlaylistSongsBodySchema,
        response: { 200: PlaylistResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      playlist: await playlists.setSongs(requireUser(request), request.params.id, request.body.songIds),
    }),
  );

  app.delete(
    '/playlists/:id',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Delete a playlist',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await playlists.remove(requireUser(request), request.params.id);
      return { message: 'Playlist deleted.' };
    },
  );
};

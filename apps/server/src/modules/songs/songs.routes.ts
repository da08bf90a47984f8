import {
  ErrorBodySchema,
  FavoriteStateSchema,
  IdParamsSchema,
  LikeStateSchema,
  lagosDate,
  PlayRecordedSchema,
  RECENTLY_PLAYED_LIMIT,
  SHELF_SIZE,
  SongListQuerySchema,
  SongListResponseSchema,
  SongResponseSchema,
  SongShelvesResponseSchema,
  SongsResponseSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MicroCache } from '../../lib/micro-cache.js';
import { requireUser } from '../../plugins/access.js';
import { movedResponse } from '../../plugins/openapi.js';
import type { SongsService } from './songs.service.js';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** The public catalogue of songs, plays, likes and favourites. */
export const songsRoutes: FastifyPluginAsyncZod<{
  songs: SongsService;
  /** Serialised anonymous list pages, cleared on every catalogue change (songs.plugin.ts). */
  publicLists: MicroCache<string>;
  /** The anonymous home shelves, serialised and cached with the list pages (songs.plugin.ts). */
  anonymousShelves: () => Promise<string>;
}> = async (app, { songs, publicLists, anonymousShelves }) => {
  app.get(
    '/songs',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary:
          'Published songs, newest first: genre filter, search (title, artist, album) and pages. ' +
          'With a token, each song says whether the caller likes / favourited it.',
        querystring: SongListQuerySchema,
        response: { 200: SongListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // A signed-in caller's page says what they like: never shared.
      if (request.user) return songs.listPublic(request.query, request.user);
      const q = request.query;
      // Keyed by the day too: a season opens or closes at midnight, not two seconds later.
      const key = [lagosDate(), q.genre, q.q, q.language, q.decade, q.place, q.occasion, q.collection, q.page, q.limit];
      const body = await publicLists.get(JSON.stringify(key), async () =>
        JSON.stringify(await songs.listPublic(q, null)),
      );
      // Already JSON: Fastify sends a string as it is, without serialising the page again
      // (the cast only tells the type provider so; the shape was checked when it was made).
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/songs/shelves',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: `The listener app's home: the ${SHELF_SIZE} newest songs and the ${SHELF_SIZE} newest of each genre`,
        response: { 200: SongShelvesResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.user) return songs.shelves(request.user);
      // Every anonymous home asks this: cached like the list pages (dropped by every write).
      const body = await anonymousShelves();
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/songs/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'One song (published; or your own / under review for its owner, staff and admins)',
        params: IdParamsSchema,
        response: { 200: SongResponseSchema, 301: movedResponse, ...errors },
      },
    },
    async (request, reply) => {
      // An item merged into another (a duplicate) answers with the address of the one kept.
      const found = await songs.find(request.params.id, request.user);
      if ('movedTo' in found) return reply.redirect(`/api/songs/${found.movedTo}`, 301);
      return found;
    },
  );

  app.post(
    '/songs/:id/play',
    {
      config: { access: 'public' },
      schema: {
        tags: ['streaming'],
        summary: 'Count a play of a published song (signed in or not)',
        params: IdParamsSchema,
        response: { 200: PlayRecordedSchema, ...errors },
      },
    },
    async (request) =>
      songs.recordPlay(request.params.id, request.user, new Date(), () =>
        app.allowPlay(request, request.params.id, request.user?.id ?? null),
      ),
  );

  for (const kind of ['like', 'favorite'] as const) {
    const state = kind === 'like' ? LikeStateSchema : FavoriteStateSchema;
    for (const method of ['put', 'delete'] as const) {
      app[method](
        `/songs/:id/${kind}`,
        {
          config: { access: 'signed-in' },
          schema: {
            tags: ['catalogue'],
            summary: method === 'put' ? `${kind} a song (idempotent)` : `Undo a ${kind} (idempotent)`,
            security: [{ bearer: [] }],
            params: IdParamsSchema,
            response: { 200: state, ...errors },
          },
        },
        async (request) => songs.react(kind, request.params.id, requireUser(request), method === 'put'),
      );
    }
  }

  for (const [path, kind] of [
    ['/me/likes', 'like'],
    ['/me/favorites', 'favorite'],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['catalogue'],
          summary: `Published songs you ${kind === 'like' ? 'like' : 'favourited'}, the latest first`,
          security: [{ bearer: [] }],
          response: { 200: SongsResponseSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => ({ songs: await songs.library(kind, requireUser(request)) }),
    );
  }

  app.get(
    '/me/recent',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['catalogue'],
        summary: `Published songs you played, each once, the latest play first (at most ${RECENTLY_PLAYED_LIMIT})`,
        security: [{ bearer: [] }],
        response: { 200: SongsResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ songs: await songs.recentlyPlayed(requireUser(request)) }),
  );
};

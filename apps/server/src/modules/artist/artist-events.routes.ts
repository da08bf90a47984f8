import {
  ArtistEventInputSchema,
  ArtistEventPatchSchema,
  ArtistEventResponseSchema,
  ArtistEventsResponseSchema,
  IdParamsSchema,
  MessageResponseSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import type { ArtistEventsService } from './artist-events.service.js';
import { artistOnly, base, errors } from './artist-route-config.js';

/** The artist area: the schedule of events (own rows only). */
export const artistEventsRoutes: FastifyPluginAsyncZod<{ service: ArtistEventsService }> = async (app, { service }) => {
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
    async (request) => service.events(requireUser(request)),
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
    async (request, reply) => reply.code(201).send(await service.createEvent(requireUser(request), request.body)),
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
    async (request) => service.updateEvent(requireUser(request), request.params.id, request.body),
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
    async (request) => service.deleteEvent(requireUser(request), request.params.id),
  );
};

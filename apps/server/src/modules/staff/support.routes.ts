import {
  CreateNoteBodySchema,
  IdParamsSchema,
  SupportListQuerySchema,
  SupportListResponseSchema,
  TicketResponseSchema,
  UpdateTicketBodySchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { errors, security, staff, tags } from './staff-route-config.js';
import type { SupportService } from './support.service.js';

/** Staff area: support tickets. Every call is for staff; admins may do all of it too. */
export const supportRoutes: FastifyPluginAsyncZod<{ service: SupportService }> = async (app, { service }) => {
  app.get(
    '/staff/support',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Support tickets (contact form and artist messages) with their internal notes; paged',
        security,
        querystring: SupportListQuerySchema,
        response: { 200: SupportListResponseSchema, ...errors },
      },
    },
    async (request) => service.tickets(request.query.status, request.query),
  );

  app.patch(
    '/staff/support/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Change the status of a support ticket',
        security,
        params: IdParamsSchema,
        body: UpdateTicketBodySchema,
        response: { 200: TicketResponseSchema, ...errors },
      },
    },
    async (request) => service.setTicketStatus(request.params.id, request.body.status),
  );

  app.post(
    '/staff/support/:id/notes',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Add an internal note to a support ticket (never shown to the sender)',
        security,
        params: IdParamsSchema,
        body: CreateNoteBodySchema,
        response: { 201: TicketResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addNote(requireUser(request), request.params.id, request.body.body)),
  );

  // Tasks
};

import {
  CreateNoteBodySchema,
  IdParamsSchema,
  SupportListQuerySchema,
  SupportListResponseSchema,
  TicketResponseSchema,
  UpdateTicketBodySchema,
} from '@nupe/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { errorResponses } from '../../plugins/errors.js';
import type { SupportService } from './support.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const _csvErrors = errorResponses(401, 403);
const staff = { access: ['staff'] as const };
const security = [{ bearer: [] }];
const tags = ['staff'];

function _sendCsv(reply: FastifyReply, filename: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

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

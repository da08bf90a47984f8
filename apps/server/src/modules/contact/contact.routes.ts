import { ContactBodySchema, ContactResponseSchema, ErrorBodySchema, SUCCESS_MESSAGES } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service.js';

/** The contact form is stored as a support message that staff see as a ticket. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/contact',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: 60 * 60 * 1000 } },
      schema: {
        tags: ['public'],
        summary: 'Send a message to the Nupe Music team',
        body: ContactBodySchema,
        response: { 201: ContactResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const id = await contact.send(request.body, request.user?.id ?? null);
      return reply.code(201).send({ message: SUCCESS_MESSAGES.CONTACT_SENT, id });
    },
  );
};

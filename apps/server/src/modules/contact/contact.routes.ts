import { ContactBodySchema, ContactResponseSchema, ErrorBodySchema, SUCCESS_MESSAGES } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { supportMessages } from '../../db/schema/index.js';

/**
 * The contact form is stored as a support message that staff see as a ticket
 * (SPEC.md's form sent nothing; PRODUCT.md and issue 4 make it real).
 */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
      const [row] = await db
        .insert(supportMessages)
        .values({ ...request.body, userId: request.user?.id ?? null })
        .returning({ id: supportMessages.id });
      return reply.code(201).send({ message: SUCCESS_MESSAGES.CONTACT_SENT, id: row!.id });
    },
  );
};

import {
  IdParamsSchema,
  MessageResponseSchema,
  PasswordResetOptionsSchema,
  ResetCodeRequestBodySchema,
  ResetCodeVerifyBodySchema,
  ResetLinkBodySchema,
  ResetLinkCheckBodySchema,
  ResetLinkCheckResponseSchema,
  ResetLinkCreatedSchema,
  ResetSupportRequestBodySchema,
} from '@nupe/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import type { PhoneRateLimit } from '../../plugins/auth-rate-limit.js';
import { errorResponses } from '../../plugins/errors.js';
import type { PasswordResetService } from './password-reset.service.js';

export type PasswordResetLimits = {
  /** "Send me a code" and support requests: each costs an SMS or a staff member's time. */
  requests: PhoneRateLimit;
  /** Codes tried: a code dies after 5 wrong tries anyway; this stops trying many numbers. */
  codeTries: PhoneRateLimit;
};

const tags = ['accounts'];
/** Reset links by address: a token has 256 random bits, but nobody needs to try many. */
const linkRateLimit = { max: 30, timeWindow: 15 * 60 * 1000 };

/** Password reset without an operator's shell. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{
  service: PasswordResetService;
  limits: PasswordResetLimits;
  /** PUBLIC_URL, else the address the request came to: where a reset link points. */
  siteUrl: (request: FastifyRequest) => string;
}> = async (app, { service, limits, siteUrl }) => {
  app.get(
    '/password-reset/options',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'How a forgotten password can be reset here: whether codes by SMS are available, and their limits',
        response: { 200: PasswordResetOptionsSchema },
      },
    },
    async () => service.options(),
  );

  app.post(
    '/password-reset/sms',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Send a 6-digit code by SMS to the number, if an account uses it. The answer is the same either way; 404 when SMS is not available here',
        body: ResetCodeRequestBodySchema,
        response: { 202: MessageResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await limits.requests(request, request.body.phone);
      return reply.code(202).send(await service.requestCode(request.body.phone));
    },
  );

  app.post(
    '/password-reset/sms/verify',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Set a new password with the code from the SMS (10 minutes, 5 tries, once); every session signed in before ends',
        body: ResetCodeVerifyBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await limits.codeTries(request, request.body.phone);
      return service.verifyCode(request.body);
    },
  );

  app.post(
    '/password-reset/requests',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Ask the support team to reset the password of the account of this number (a support ticket); the same answer whether or not an account uses it',
        body: ResetSupportRequestBodySchema,
        response: { 202: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await limits.requests(request, request.body.phone);
      return reply.code(202).send(await service.requestSupport(request.body));
    },
  );

  app.post(
    '/password-reset/link/check',
    {
      config: { access: 'public', rateLimit: linkRateLimit },
      schema: {
        tags,
        summary:
          'Whether a reset link still works (404 unknown, 410 used, replaced or expired); the token travels in the body',
        body: ResetLinkCheckBodySchema,
        response: { 200: ResetLinkCheckResponseSchema, ...errorResponses(400, 404, 410, 429) },
      },
    },
    async (request) => service.checkLink(request.body.token),
  );

  app.post(
    '/password-reset/link',
    {
      config: { access: 'public', rateLimit: linkRateLimit },
      schema: {
        tags,
        summary:
          'Set a new password through a reset link (once, within 30 minutes); every session signed in before ends',
        body: ResetLinkBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 404, 410, 429) },
      },
    },
    async (request) => service.useLink(request.body.token, request.body.password),
  );

  app.post(
    '/staff/support/:id/reset-link',
    {
      config: { access: ['staff'] },
      schema: {
        tags: ['staff'],
        summary:
          'On a password reset request, after checking the person: a one-time link (30 minutes) for the account of its number, with WhatsApp and SMS addresses to send it; recorded in the audit log',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 201: ResetLinkCreatedSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createLink(requireUser(request), request.params.id, siteUrl(request))),
  );
};

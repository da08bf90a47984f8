import {
  ErrorBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import type { UsersService } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.post(
    '/users/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Create a listener account, optionally with an artist application',
        body: RegisterBodySchema,
        response: { 201: RegisterResponseSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await app.checkAuthRateLimit(request, request.body.phone);
      return reply.code(201).send(await users.register(request.body));
    },
  );

  app.post(
    '/users/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a phone number and password',
        body: LoginBodySchema,
        response: {
          200: LoginResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      await app.checkAuthRateLimit(request, request.body.phone);
      return users.login(request.body);
    },
  );

  app.get(
    '/users/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user and their artist application, if any',
        security: [{ bearer: [] }],
        response: { 200: MeResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => users.me(requireUser(request).id),
  );

  app.post(
    '/users/me/sign-out-everywhere',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign out on every device: every token and media key stops working, every music app key is revoked',
        security: [{ bearer: [] }],
        response: { 200: MessageResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => users.signOutEverywhere(requireUser(request).id),
  );
};

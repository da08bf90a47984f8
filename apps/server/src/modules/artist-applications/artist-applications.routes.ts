import {
  ApproveArtistBodySchema,
  ArtistApplicationBodySchema,
  ArtistRequestListSchema,
  ArtistRequestSchema,
  ErrorBodySchema,
  MessageResponseSchema,
  MyArtistApplicationResponseSchema,
  RejectArtistBodySchema,
  RejectArtistParamsSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { receiveMultipart } from '../../lib/multipart.js';
import { requireUser } from '../../plugins/access.js';
import type { ArtistApplicationsService } from './artist-applications.service.js';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export const artistApplicationsRoutes: FastifyPluginAsyncZod<{
  applications: ArtistApplicationsService;
  maxImageBytes: number;
  tempDir: string;
}> = async (app, { applications, maxImageBytes, tempDir }) => {
  app.post(
    '/artist-applications',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['artist applications'],
        summary: 'Apply to become an artist',
        security: [{ bearer: [] }],
        body: ArtistApplicationBodySchema,
        response: {
          201: z.object({ message: z.string(), application: ArtistRequestSchema.extend({ status: z.string() }) }),
          ...errors,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await applications.apply(requireUser(request), request.body)),
  );

  app.get(
    '/artist-applications/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['artist applications'],
        summary: 'Your latest artist application: pending, approved, or rejected with the reason',
        security: [{ bearer: [] }],
        response: { 200: MyArtistApplicationResponseSchema, ...errors },
      },
    },
    async (request) => applications.mine(requireUser(request)),
  );

  app.put(
    '/artist-applications/me/avatar',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['artist applications'],
        summary: 'Attach an avatar image (multipart field "avatar") to your pending application',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ avatarUrl: z.string().nullable() }),
          ...errors,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const form = await receiveMultipart(request, { avatar: maxImageBytes }, { tempDir });
      try {
        const avatar = form.files.avatar;
        if (!avatar) throw new AppError('VALIDATION_FAILED', 400, 'Choose an image for the avatar.');
        return await applications.setAvatar(user, avatar.path);
      } finally {
        await form.cleanup();
      }
    },
  );

  app.get(
    '/admin/artist-requests',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Pending artist applications, oldest first',
        security: [{ bearer: [] }],
        response: { 200: ArtistRequestListSchema, ...errors },
      },
    },
    async () => applications.listPending(),
  );

  app.patch(
    '/admin/approve-artist',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Approve an artist application: the user becomes an artist with a profile',
        security: [{ bearer: [] }],
        body: ApproveArtistBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => applications.approve(requireUser(request), request.body.userId),
  );

  app.patch(
    '/admin/reject-artist/:userId',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary:
          'Reject an artist application, with a reason the applicant sees (optional here, asked for by the admin screen)',
        security: [{ bearer: [] }],
        params: RejectArtistParamsSchema,
        body: RejectArtistBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => applications.reject(requireUser(request), request.params.userId, request.body.reason),
  );
};

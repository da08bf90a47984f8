import { ErrorBodySchema, SongUploadResponseSchema } from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveMultipart } from '../../lib/multipart.js';
import { requireUser } from '../../plugins/access.js';
import type { UploadsService } from './uploads.service.js';

export const uploadsRoutes: FastifyPluginAsyncZod<{
  uploads: UploadsService;
  limits: { maxAudioBytes: number; maxImageBytes: number };
  tempDir: string;
}> = async (app, { uploads, limits, tempDir }) => {
  app.post(
    '/artist/upload',
    {
      config: { access: ['artist'] },
      // Large audio over slow mobile links: the body may take a while to arrive.
      bodyLimit: limits.maxAudioBytes + limits.maxImageBytes + 1024 * 1024,
      schema: {
        tags: ['artist'],
        summary:
          'Upload a song (multipart: title, artist, genre, optional album, audio, cover; admins may add ownerId). ' +
          'An admin upload is published at once; an artist upload waits for review. ' +
          'An original the uploader already has in the archive is a 409 naming that item (`existing`).',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: SongUploadResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await receiveMultipart(
        request,
        { audio: limits.maxAudioBytes, cover: limits.maxImageBytes },
        { tempDir },
      );
      try {
        const result = await uploads.upload(user, form);
        return reply.code(201).send(result);
      } finally {
        await form.cleanup();
      }
    },
  );
};

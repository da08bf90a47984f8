import {
  ArtistProfileMessageResponseSchema,
  ArtistProfilePatchSchema,
  ArtistProfileResponseSchema,
} from '@nupe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withMultipart } from '../../lib/multipart.js';
import { requireUser } from '../../plugins/access.js';
import type { ArtistProfileService } from './artist-profile.service.js';
import { artistOnly, base, errors, fileErrors } from './artist-route-config.js';

/** The artist area: the public profile and avatar (own rows only). */
export const artistProfileRoutes: FastifyPluginAsyncZod<{
  service: ArtistProfileService;
  tempDir: string;
  limits: { maxAudioBytes: number; maxImageBytes: number };
}> = async (app, { service, tempDir, limits }) => {
  app.get(
    '/artist/profile',
    {
      config: artistOnly,
      schema: { ...base, summary: 'Your artist profile', response: { 200: ArtistProfileResponseSchema, ...errors } },
    },
    async (request) => service.profile(requireUser(request)),
  );

  app.patch(
    '/artist/profile',
    {
      config: artistOnly,
      schema: {
        ...base,
        summary: 'Change your profile: display name, bio, genre, contact email (shown on your public page)',
        body: ArtistProfilePatchSchema,
        response: { 200: ArtistProfileMessageResponseSchema, ...errors },
      },
    },
    async (request) => service.updateProfile(requireUser(request), request.body),
  );

  app.put(
    '/artist/profile/avatar',
    {
      config: artistOnly,
      bodyLimit: limits.maxImageBytes + 1024 * 1024,
      schema: {
        ...base,
        summary: 'Replace your avatar (multipart: avatar; JPEG, PNG or WebP)',
        consumes: ['multipart/form-data'],
        response: { 200: ArtistProfileMessageResponseSchema, ...fileErrors },
      },
    },
    async (request) =>
      withMultipart(request, { avatar: limits.maxImageBytes }, tempDir, (form) =>
        service.replaceAvatar(requireUser(request), form),
      ),
  );
};

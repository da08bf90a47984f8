import { z } from 'zod';
import { ArtistApplicationFieldsSchema } from './users.js';

/** An artist request, with the applicant's user id. */
export const ArtistRequestSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    displayName: z.string(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    genre: z.string(),
    bio: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ArtistRequest' });
export type ArtistRequest = z.infer<typeof ArtistRequestSchema>;

export const ArtistRequestListSchema = z.array(ArtistRequestSchema);

export const ApproveArtistBodySchema = z
  .object({ userId: z.uuid({ message: 'The userId must be a valid user id.' }) })
  .strict();
export type ApproveArtistBody = z.infer<typeof ApproveArtistBodySchema>;

/**
 * The reject call may carry `{userId}` in its body too; the body is optional here
 * (a request without one reaches validation as null, hence nullish).
 */
export const RejectArtistBodySchema = z
  .object({
    userId: z.uuid({ message: 'The userId must be a valid user id.' }).optional(),
    reason: z.string().trim().max(500, { message: 'The reason must be at most 500 characters.' }).optional(),
  })
  .strict()
  .nullish();

export const RejectArtistParamsSchema = z.object({
  userId: z.uuid({ message: 'The userId must be a valid user id.' }),
});

export const ArtistApplicationSchema = ArtistApplicationFieldsSchema.extend({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ArtistApplication = z.infer<typeof ArtistApplicationSchema>;

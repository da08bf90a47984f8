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

export const REJECT_REASON_MAX_LENGTH = 500;

/**
 * The reason the applicant reads beside their application (they may apply again). The admin
 * screen always asks for one; when one is sent it must say something.
 */
export const RejectReasonSchema = z
  .string({ message: 'Give the applicant a reason for the rejection.' })
  .trim()
  .min(1, { message: 'Give the applicant a reason for the rejection.' })
  .max(REJECT_REASON_MAX_LENGTH, {
    message: `The reason must be at most ${REJECT_REASON_MAX_LENGTH} characters.`,
  });

/**
 * The reject call may carry `{userId}` in its body too, and a reason. The reason is
 * optional here so the API's original call, `{ userId }` alone, keeps working; the applicant then
 * sees the rejection without one.
 */
export const RejectArtistBodySchema = z
  .object({
    userId: z.uuid({ message: 'The userId must be a valid user id.' }).optional(),
    reason: RejectReasonSchema.optional(),
  })
  .strict();
export type RejectArtistBody = z.infer<typeof RejectArtistBodySchema>;

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

/**
 * The signed-in user's latest application (GET /api/artist-applications/me): where it stands,
 * and for a rejected one the admin's reason and when it was decided.
 */
/** Inline, not a named component: it is answered nullable, which OpenAPI 3.0 cannot say of a $ref. */
export const MyArtistApplicationSchema = ArtistApplicationSchema.extend({
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type MyArtistApplication = z.infer<typeof MyArtistApplicationSchema>;

export const MyArtistApplicationResponseSchema = z.object({ application: MyArtistApplicationSchema.nullable() });
export type MyArtistApplicationResponse = z.infer<typeof MyArtistApplicationResponseSchema>;

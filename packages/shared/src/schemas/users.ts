import { z } from 'zod';
import { GENRES } from '../constants/genres.js';
import {
  BIO_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants/limits.js';
import { ROLES, USER_STATUSES } from '../constants/roles.js';
import { text } from './common.js';

export const PhoneInputSchema = z
  .string({ message: 'Phone number is required.' })
  .trim()
  .min(1, { message: 'Phone number is required.' })
  .max(32, { message: 'Phone number must be at most 32 characters.' });

export const PasswordSchema = z
  .string({ message: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, {
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  });

export const EmailSchema = z
  .email({ message: 'Enter a valid email address.' })
  .max(EMAIL_MAX_LENGTH, { message: `Email must be at most ${EMAIL_MAX_LENGTH} characters.` });

export const GenreSchema = z.enum(GENRES, {
  message: `Genre must be one of: ${GENRES.join(', ')}.`,
});

/** The artist-application fields, shared by registration and by a listener applying later. */
export const ArtistApplicationFieldsSchema = z.object({
  displayName: text('Display name', NAME_MAX_LENGTH),
  email: EmailSchema,
  genre: GenreSchema,
  bio: text('Bio', BIO_MAX_LENGTH),
});

export const ArtistApplicationBodySchema = ArtistApplicationFieldsSchema.strict();
export type ArtistApplicationBody = z.infer<typeof ArtistApplicationBodySchema>;

export const LoginBodySchema = z
  .object({
    phone: PhoneInputSchema,
    password: z
      .string({ message: 'Password is required.' })
      .min(1, { message: 'Password is required.' })
      .max(PASSWORD_MAX_LENGTH, {
        message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
      }),
    rememberMe: z.boolean().optional(),
  })
  .strict();
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * Registration creates a listener; with accountType "artist" it also files an artist
 * application.
 */
export const RegisterBodySchema = z
  .object({
    fullName: text('Full name', NAME_MAX_LENGTH),
    phone: PhoneInputSchema,
    password: PasswordSchema,
    email: EmailSchema.optional(),
    accountType: z.enum(['listener', 'artist']).optional(),
    displayName: ArtistApplicationFieldsSchema.shape.displayName.optional(),
    genre: GenreSchema.optional(),
    bio: ArtistApplicationFieldsSchema.shape.bio.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.accountType !== 'artist') return;
    const required = [
      ['displayName', 'Display name'],
      ['email', 'Email'],
      ['genre', 'Genre'],
      ['bio', 'Bio'],
    ] as const;
    for (const [key, label] of required) {
      if (body[key] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${label} is required for an artist account.`,
        });
      }
    }
  });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const UserSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES),
    phone: z.string(),
    email: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const SessionUserSchema = UserSchema.pick({ id: true, fullName: true, role: true });

export const LoginResponseSchema = z.object({
  token: z.string(),
  message: z.string(),
  user: SessionUserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RegisterResponseSchema = LoginResponseSchema;
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const MeResponseSchema = z.object({
  user: UserSchema,
  artistApplication: z
    .object({
      status: z.enum(['pending', 'approved', 'rejected']),
      displayName: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

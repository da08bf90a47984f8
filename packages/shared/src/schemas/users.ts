import { z } from 'zod';
import { GENRES } from '../constants/genres.js';
import {
  BIO_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
} from '../constants/limits.js';
import { ROLES, USER_STATUSES } from '../constants/roles.js';
import { FIELD_MESSAGES } from '../messages/fields.js';
import { text } from './common.js';

export const PhoneInputSchema = z
  .string({ message: FIELD_MESSAGES.PHONE_REQUIRED })
  .trim()
  .min(1, { message: FIELD_MESSAGES.PHONE_REQUIRED })
  .max(PHONE_MAX_LENGTH, { message: FIELD_MESSAGES.PHONE_TOO_LONG });

export const PasswordSchema = z
  .string({ message: FIELD_MESSAGES.PASSWORD_REQUIRED })
  .min(PASSWORD_MIN_LENGTH, { message: FIELD_MESSAGES.PASSWORD_TOO_SHORT })
  .max(PASSWORD_MAX_LENGTH, { message: FIELD_MESSAGES.PASSWORD_TOO_LONG });

export const EmailSchema = z
  .email({ message: FIELD_MESSAGES.EMAIL_INVALID })
  .max(EMAIL_MAX_LENGTH, { message: FIELD_MESSAGES.EMAIL_TOO_LONG });

export const GenreSchema = z.enum(GENRES, { message: FIELD_MESSAGES.GENRE_INVALID });

/** What a refused full name (registration, a reset request) and display name (registration, an artist's profile) are told. */
export const FULL_NAME_MESSAGES = {
  required: FIELD_MESSAGES.FULL_NAME_REQUIRED,
  tooLong: FIELD_MESSAGES.FULL_NAME_TOO_LONG,
} as const;
export const DISPLAY_NAME_MESSAGES = {
  required: FIELD_MESSAGES.DISPLAY_NAME_REQUIRED,
  tooLong: FIELD_MESSAGES.DISPLAY_NAME_TOO_LONG,
} as const;

/** The artist-application fields, shared by registration and by a listener applying later. */
export const ArtistApplicationFieldsSchema = z.object({
  displayName: text(DISPLAY_NAME_MESSAGES, NAME_MAX_LENGTH),
  email: EmailSchema,
  genre: GenreSchema,
  bio: text({ required: FIELD_MESSAGES.BIO_REQUIRED, tooLong: FIELD_MESSAGES.BIO_TOO_LONG }, BIO_MAX_LENGTH),
});

export const ArtistApplicationBodySchema = ArtistApplicationFieldsSchema.strict();
export type ArtistApplicationBody = z.infer<typeof ArtistApplicationBodySchema>;

export const LoginBodySchema = z
  .object({
    phone: PhoneInputSchema,
    password: z
      .string({ message: FIELD_MESSAGES.PASSWORD_REQUIRED })
      .min(1, { message: FIELD_MESSAGES.PASSWORD_REQUIRED })
      .max(PASSWORD_MAX_LENGTH, { message: FIELD_MESSAGES.PASSWORD_TOO_LONG }),
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
    fullName: text(FULL_NAME_MESSAGES, NAME_MAX_LENGTH),
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
      ['displayName', FIELD_MESSAGES.ARTIST_DISPLAY_NAME_REQUIRED],
      ['email', FIELD_MESSAGES.ARTIST_EMAIL_REQUIRED],
      ['genre', FIELD_MESSAGES.ARTIST_GENRE_REQUIRED],
      ['bio', FIELD_MESSAGES.ARTIST_BIO_REQUIRED],
    ] as const;
    for (const [key, message] of required) {
      if (body[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message });
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

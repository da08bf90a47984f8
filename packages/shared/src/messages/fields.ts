import { CONTACT_MESSAGE_MAX_LENGTH } from '../constants/contact.js';
import { GENRES } from '../constants/genres.js';
import {
  APP_KEY_NAME_MAX,
  BIO_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_NAME_MAX,
} from '../constants/limits.js';

/**
 * What a form's field is told when it is refused (sign-in, registration, the artist
 * application, the contact form, a reset request, a playlist, a music app's key), by a stable
 * code. The shared schemas write these sentences, the API sends them beside the field
 * (`fields`), and the web app shows each in the reader's language by its code (the catalogs
 * carry them through `npm run i18n:shared`, like ERROR_MESSAGES). No zod here: the web app's
 * forms import this table on their first screen.
 */
export const FIELD_MESSAGES = {
  FULL_NAME_REQUIRED: 'Full name is required.',
  FULL_NAME_TOO_LONG: `Full name must be at most ${NAME_MAX_LENGTH} characters.`,
  PHONE_REQUIRED: 'Phone number is required.',
  PHONE_TOO_LONG: `Phone number must be at most ${PHONE_MAX_LENGTH} characters.`,
  PASSWORD_REQUIRED: 'Password is required.',
  PASSWORD_TOO_SHORT: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  PASSWORD_TOO_LONG: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  EMAIL_INVALID: 'Enter a valid email address.',
  EMAIL_TOO_LONG: `Email must be at most ${EMAIL_MAX_LENGTH} characters.`,
  DISPLAY_NAME_REQUIRED: 'Display name is required.',
  DISPLAY_NAME_TOO_LONG: `Display name must be at most ${NAME_MAX_LENGTH} characters.`,
  BIO_REQUIRED: 'Bio is required.',
  BIO_TOO_LONG: `Bio must be at most ${BIO_MAX_LENGTH} characters.`,
  GENRE_INVALID: `Genre must be one of: ${GENRES.join(', ')}.`,
  ARTIST_DISPLAY_NAME_REQUIRED: 'Display name is required for an artist account.',
  ARTIST_EMAIL_REQUIRED: 'Email is required for an artist account.',
  ARTIST_GENRE_REQUIRED: 'Genre is required for an artist account.',
  ARTIST_BIO_REQUIRED: 'Bio is required for an artist account.',
  NAME_REQUIRED: 'Name is required.',
  NAME_TOO_LONG: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
  SUBJECT_REQUIRED: 'Choose a subject.',
  MESSAGE_REQUIRED: 'Message is required.',
  MESSAGE_TOO_LONG: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
  PLAYLIST_NAME_REQUIRED: 'Name the playlist.',
  PLAYLIST_NAME_TOO_LONG: `The name must be at most ${PLAYLIST_NAME_MAX} characters.`,
  PLAYLIST_DESCRIPTION_TOO_LONG: `The description must be at most ${PLAYLIST_DESCRIPTION_MAX} characters.`,
  DEVICE_NAME_REQUIRED: 'Name the device, e.g. "My phone".',
  DEVICE_NAME_TOO_LONG: `The name must be at most ${APP_KEY_NAME_MAX} characters.`,
} as const;

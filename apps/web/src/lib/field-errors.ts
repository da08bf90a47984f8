import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  APP_KEY_NAME_MAX,
  BIO_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ERROR_MESSAGES,
  GENRES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_NAME_MAX,
} from '@nupe/shared';
import { i18n, sharedText } from './i18n';

const PHONE_MAX_LENGTH = 32;
const GENRE_LIST = GENRES.join(', ');

/**
 * The sentences of the shared form schemas (sign-in, registration, the artist application, the
 * contact form, a playlist and a music app's key), by their English: the API and the forms' own checks write them in English,
 * beside the field they are about, and the reader sees them in their language (issue 18).
 */
const FIELD_ERRORS: Record<string, MessageDescriptor> = {
  'Full name is required.': msg`Full name is required.`,
  [`Full name must be at most ${NAME_MAX_LENGTH} characters.`]: msg`Full name must be at most ${NAME_MAX_LENGTH} characters.`,
  'Phone number is required.': msg`Phone number is required.`,
  [`Phone number must be at most ${PHONE_MAX_LENGTH} characters.`]: msg`Phone number must be at most ${PHONE_MAX_LENGTH} characters.`,
  'Password is required.': msg`Password is required.`,
  [`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`]: msg`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters.`]: msg`Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  'Enter a valid email address.': msg`Enter a valid email address.`,
  [`Email must be at most ${EMAIL_MAX_LENGTH} characters.`]: msg`Email must be at most ${EMAIL_MAX_LENGTH} characters.`,
  'Display name is required.': msg`Display name is required.`,
  [`Display name must be at most ${NAME_MAX_LENGTH} characters.`]: msg`Display name must be at most ${NAME_MAX_LENGTH} characters.`,
  'Bio is required.': msg`Bio is required.`,
  [`Bio must be at most ${BIO_MAX_LENGTH} characters.`]: msg`Bio must be at most ${BIO_MAX_LENGTH} characters.`,
  [`Genre must be one of: ${GENRE_LIST}.`]: msg`Genre must be one of: ${GENRE_LIST}.`,
  'Display name is required for an artist account.': msg`Display name is required for an artist account.`,
  'Email is required for an artist account.': msg`Email is required for an artist account.`,
  'Genre is required for an artist account.': msg`Genre is required for an artist account.`,
  'Bio is required for an artist account.': msg`Bio is required for an artist account.`,
  'Name is required.': msg`Name is required.`,
  'Name must be at most 100 characters.': msg`Name must be at most 100 characters.`,
  'Choose a subject.': msg`Choose a subject.`,
  'Message is required.': msg`Message is required.`,
  [`Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`]: msg`Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
  'Name the playlist.': msg`Name the playlist.`,
  [`The name must be at most ${PLAYLIST_NAME_MAX} characters.`]: msg`The name must be at most ${PLAYLIST_NAME_MAX} characters.`,
  [`The description must be at most ${PLAYLIST_DESCRIPTION_MAX} characters.`]: msg`The description must be at most ${PLAYLIST_DESCRIPTION_MAX} characters.`,
  'Name the device, e.g. "My phone".': msg`Name the device, e.g. "My phone".`,
  [`The name must be at most ${APP_KEY_NAME_MAX} characters.`]: msg`The name must be at most ${APP_KEY_NAME_MAX} characters.`,
};

const ERROR_CODES = new Map(Object.entries(ERROR_MESSAGES).map(([code, sentence]) => [sentence as string, code]));

/**
 * A field's error (or a refused form's first problem, which the API sends as its sentence) in
 * the reader's language: a sentence of the shared form schemas or of the API's error table;
 * any other sentence as it came. English reads exactly as it came.
 */
export function fieldErrorText(sentence: string): string {
  if (i18n.locale === 'en') return sentence;
  const descriptor = FIELD_ERRORS[sentence];
  if (descriptor) return i18n._(descriptor);
  const code = ERROR_CODES.get(sentence);
  return code ? sharedText('ERROR_MESSAGES', code, sentence) : sentence;
}

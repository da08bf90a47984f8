import {
  BIO_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@nupe/shared';

export type RegisterValues = {
  fullName: string;
  phone: string;
  password: string;
  email: string;
  displayName: string;
  genre: string;
  bio: string;
};

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  fullName: '',
  phone: '',
  password: '',
  email: '',
  displayName: '',
  genre: '',
  bio: '',
};

/** A plain check of an email's shape; the server's EmailSchema has the last word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The quick checks made before sending, with the same sentences as the shared RegisterBodySchema.
 * Written by hand so the register page does not ship zod (its JavaScript budget is 100 KB gzip);
 * anything else the server rejects comes back in the error body's `fields` and shows beside
 * the field the same way. Field shows these English sentences in the reader's language
 * (lib/field-errors.ts), so a sentence changed here must change there too.
 */
export function checkRegistration(body: Record<string, unknown>): Record<string, string> {
  const found: Record<string, string> = {};
  const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  const text = (key: string, label: string, max: number) => {
    const value = str(key).trim();
    if (!value) found[key] = `${label} is required.`;
    else if (value.length > max) found[key] = `${label} must be at most ${max} characters.`;
  };
  text('fullName', 'Full name', NAME_MAX_LENGTH);
  text('phone', 'Phone number', 32);
  const password = str('password');
  if (!password) found.password = 'Password is required.';
  else if (password.length < PASSWORD_MIN_LENGTH)
    found.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  else if (password.length > PASSWORD_MAX_LENGTH)
    found.password = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (body.email !== undefined) {
    const email = str('email');
    if (!EMAIL_PATTERN.test(email)) found.email = 'Enter a valid email address.';
    else if (email.length > EMAIL_MAX_LENGTH) found.email = `Email must be at most ${EMAIL_MAX_LENGTH} characters.`;
  }
  if (body.accountType === 'artist') {
    if (body.displayName === undefined) found.displayName = 'Display name is required for an artist account.';
    else text('displayName', 'Display name', NAME_MAX_LENGTH);
    if (body.email === undefined) found.email = 'Email is required for an artist account.';
    if (body.genre === undefined) found.genre = 'Genre is required for an artist account.';
    if (body.bio === undefined) found.bio = 'Bio is required for an artist account.';
    else text('bio', 'Bio', BIO_MAX_LENGTH);
  }
  return found;
}

/** Builds the request body; empty optional fields are left out so the server sees only what was given. */
export function toBody(values: RegisterValues, isArtist: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {
    fullName: values.fullName,
    phone: values.phone,
    password: values.password,
  };
  if (values.email.trim()) body.email = values.email.trim();
  if (isArtist) {
    body.accountType = 'artist';
    if (values.displayName.trim()) body.displayName = values.displayName;
    if (values.genre) body.genre = values.genre;
    if (values.bio.trim()) body.bio = values.bio;
  }
  return body;
}

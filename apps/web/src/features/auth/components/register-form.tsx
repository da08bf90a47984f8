import { Trans, useLingui } from '@lingui/react/macro';
import {
  BIO_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ERROR_MESSAGES,
  HOME_BY_ROLE,
  IMAGE_MIME_TYPES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  type RegisterBody,
} from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { GenreSelect } from '../../../components/ui/genre-select';
import { toast } from '../../../components/ui/toasts';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { fieldErrorText } from '../../../lib/field-errors';
import { sharedText } from '../../../lib/i18n';
import { register, uploadApplicationAvatar } from '../api/register';
import { PasswordInput } from './password-input';

type Values = {
  fullName: string;
  phone: string;
  password: string;
  email: string;
  displayName: string;
  genre: string;
  bio: string;
};

const EMPTY: Values = { fullName: '', phone: '', password: '', email: '', displayName: '', genre: '', bio: '' };

/** A plain check of an email's shape; the server's EmailSchema has the last word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The quick checks made before sending, with the same sentences as the shared RegisterBodySchema.
 * Written by hand so the register page does not ship zod (its JavaScript budget is 100 KB gzip);
 * anything else the server rejects comes back in the error body's `fields` and shows beside
 * the field the same way. Field shows these English sentences in the reader's language
 * (lib/field-errors.ts), so a sentence changed here must change there too.
 */
function checkRegistration(body: Record<string, unknown>): Record<string, string> {
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
function toBody(values: Values, isArtist: boolean): Record<string, unknown> {
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

/**
 * `redirectTo` sends the new user there instead of their role's home (the listener app keeps
 * them inside /listen); `loginHref` is where "Login" leads; `asArtist` starts with the artist
 * application open. An applicant goes to /apply, which says their application is pending.
 */
export function RegisterForm({
  redirectTo,
  loginHref = paths.login,
  asArtist = false,
}: {
  redirectTo?: string;
  loginHref?: string;
  asArtist?: boolean;
} = {}) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [isArtist, setIsArtist] = useState(asArtist || params.get('as') === 'artist');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = toBody(values, isArtist);
    const found = checkRegistration(body);
    if (avatar && !(IMAGE_MIME_TYPES as readonly string[]).includes(avatar.type)) {
      found.avatar = ERROR_MESSAGES.INVALID_IMAGE_TYPE;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast('error', t`Please check the highlighted fields.`);
      return;
    }
    setPending(true);
    try {
      const data = await register(body as RegisterBody);
      // The API answers the shared sentence; it is read from the catalog in the reader's language.
      toast('success', sharedText('SUCCESS_MESSAGES', 'REGISTRATION'));
      if (isArtist && avatar) {
        try {
          await uploadApplicationAvatar(avatar);
        } catch (err) {
          const reason = (err as Error).message;
          toast('error', t`Your account was created, but the picture was not saved: ${reason}`);
        }
      }
      if (isArtist) toast('info', sharedText('SUCCESS_MESSAGES', 'APPLICATION_SENT'));
      navigate(isArtist ? paths.apply : (redirectTo ?? HOME_BY_ROLE[data.user.role]), { replace: true });
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fields);
        toast('error', fieldErrorText(err.message) || errorText('REGISTRATION_FAILED'));
      } else {
        toast('error', errorText('REGISTRATION_FAILED'));
      }
      setPending(false);
    }
  };

  const control = (key: string) => ({ invalid: Boolean(errors[key]) });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
      <Field label={t`Full name`} error={errors.fullName}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            name="fullName"
            autoComplete="name"
            required
            maxLength={NAME_MAX_LENGTH}
            value={values.fullName}
            onChange={(e) => set('fullName')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={control('fullName').invalid || undefined}
          />
        )}
      </Field>
      <Field label={t`Phone number`} hint={t`For example 0803 123 4567 or +234 803 123 4567`} error={errors.phone}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={PHONE_MAX_LENGTH}
            value={values.phone}
            onChange={(e) => set('phone')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={control('phone').invalid || undefined}
          />
        )}
      </Field>
      <Field label={t`Password`} hint={t`At least ${PASSWORD_MIN_LENGTH} characters`} error={errors.password}>
        {({ id, describedBy }) => (
          <PasswordInput
            id={id}
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={values.password}
            onChange={(e) => set('password')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={control('password').invalid || undefined}
          />
        )}
      </Field>
      <Field label={t`Email`} optional={!isArtist} error={errors.email}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            required={isArtist}
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={control('email').invalid || undefined}
          />
        )}
      </Field>

      <label className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-sand-200 bg-white p-4 has-[:checked]:border-brass-500 has-[:checked]:bg-amber-100">
        <input
          type="checkbox"
          checked={isArtist}
          onChange={(e) => setIsArtist(e.target.checked)}
          className="mt-1 size-5 shrink-0 accent-cloth-700"
        />
        <span>
          <span className="block font-semibold">
            <Trans>I am an artist</Trans>
          </span>
          <span className="block text-sm text-cloth-800">
            <Trans>
              Apply for an artist account to upload your recordings. Our team reviews each application; until then you
              can listen like everyone else.
            </Trans>
          </span>
        </span>
      </label>

      {isArtist ? (
        <fieldset className="flex flex-col gap-5 rounded-xl border-2 border-sand-200 p-4 sm:p-5">
          <legend className="px-2 font-display text-lg font-bold text-cloth-900">
            <Trans>Artist application</Trans>
          </legend>
          <Field label={t`Display name`} hint={t`The name listeners will see on your music`} error={errors.displayName}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                name="displayName"
                required
                maxLength={NAME_MAX_LENGTH}
                value={values.displayName}
                onChange={(e) => set('displayName')(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={control('displayName').invalid || undefined}
              />
            )}
          </Field>
          <Field label={t`Genre`} error={errors.genre}>
            {({ id, describedBy }) => (
              <GenreSelect
                id={id}
                name="genre"
                required
                value={values.genre}
                onChange={(e) => set('genre')(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={control('genre').invalid || undefined}
              >
                <option value="" disabled>
                  <Trans>Choose your main genre</Trans>
                </option>
              </GenreSelect>
            )}
          </Field>
          <Field label={t`Bio`} hint={t`Who you are and what you perform`} error={errors.bio}>
            {({ id, describedBy }) => (
              <Textarea
                id={id}
                name="bio"
                rows={4}
                required
                maxLength={BIO_MAX_LENGTH}
                value={values.bio}
                onChange={(e) => set('bio')(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={control('bio').invalid || undefined}
              />
            )}
          </Field>
          <Field label={t`Picture`} optional hint={t`JPEG, PNG or WebP`} error={errors.avatar}>
            {({ id, describedBy }) => (
              <FilePicker
                id={id}
                name="avatar"
                accept={IMAGE_MIME_TYPES.join(',')}
                onChange={(e) => setAvatar(e.target.files?.[0] ?? null)}
                aria-describedby={describedBy}
              />
            )}
          </Field>
        </fieldset>
      ) : null}

      <Button type="submit" variant="secondary" size="lg" loading={pending} className="w-full">
        {pending ? (
          <Trans>Creating your account…</Trans>
        ) : isArtist ? (
          <Trans>Create account and apply</Trans>
        ) : (
          <Trans>Create account</Trans>
        )}
      </Button>
      <p className="text-center text-cloth-800">
        <Trans>
          Already have an account?{' '}
          <Link to={loginHref} className="font-semibold text-cloth-700 underline underline-offset-4">
            Login
          </Link>
        </Trans>
      </p>
      <p className="text-center text-sm text-cloth-700">
        <Trans>
          By creating an account you accept our{' '}
          <Link to={paths.terms} className="underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy} className="underline">
            Privacy Policy
          </Link>
          .
        </Trans>
      </p>
    </form>
  );
}

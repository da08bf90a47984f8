import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArtistApplicationBodySchema,
  BIO_MAX_LENGTH,
  ERROR_MESSAGES,
  IMAGE_MIME_TYPES,
  NAME_MAX_LENGTH,
} from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { GenreSelect } from '../../../components/ui/genre-select';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorTextLater } from '../../../lib/error-text-later';
import { sharedText } from '../../../lib/i18n';
import { sendApplication, sendApplicationAvatar } from '../api/my-application';

type Values = { displayName: string; email: string; genre: string; bio: string };
const EMPTY: Values = { displayName: '', email: '', genre: '', bio: '' };

/**
 * The artist application of a signed-in account: display name, email, genre, bio and an
 * optional picture, checked with the shared ArtistApplicationBodySchema before sending (the
 * server checks the same). `initial` fills it from an earlier application when applying again.
 */
export function ApplicationForm({
  initial,
  submitLabel,
  onSent,
}: {
  initial?: Partial<Values>;
  submitLabel?: string;
  onSent: () => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState<Values>({ ...EMPTY, ...initial });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = ArtistApplicationBodySchema.safeParse({
      displayName: values.displayName,
      email: values.email.trim(),
      genre: values.genre || undefined,
      bio: values.bio,
    });
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        found[key] ??= issue.message;
      }
    }
    if (avatar && !(IMAGE_MIME_TYPES as readonly string[]).includes(avatar.type)) {
      found.avatar = ERROR_MESSAGES.INVALID_IMAGE_TYPE;
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      toast('error', t`Please check the highlighted fields.`);
      return;
    }
    setPending(true);
    try {
      await sendApplication(parsed.data);
      if (avatar) {
        try {
          await sendApplicationAvatar(avatar);
        } catch (err) {
          const reason = (err as Error).message;
          toast('error', t`Your application was sent, but the picture was not saved: ${reason}`);
        }
      }
      // The API answers the shared sentence; it is read from the catalog in the reader's language.
      toast('success', sharedText('SUCCESS_MESSAGES', 'APPLICATION_SENT'));
      onSent();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast('error', err instanceof Error ? await fieldErrorTextLater(err.message) : t`The application was not sent.`);
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Field label={t`Display name`} hint={t`The name listeners will see on your music`} error={errors.displayName}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            name="displayName"
            required
            maxLength={NAME_MAX_LENGTH}
            value={values.displayName}
            onChange={(e) => set('displayName')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <Field label={t`Email`} hint={t`Where our team answers you about your application`} error={errors.email}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <Field label={t`Genre`} error={errors.genre}>
        {({ id, describedBy, invalid }) => (
          <GenreSelect
            id={id}
            name="genre"
            required
            value={values.genre}
            onChange={(e) => set('genre')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          >
            <option value="" disabled>
              <Trans>Choose your main genre</Trans>
            </option>
          </GenreSelect>
        )}
      </Field>
      <Field label={t`Bio`} hint={t`Who you are and what you perform`} error={errors.bio}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            name="bio"
            rows={4}
            required
            maxLength={BIO_MAX_LENGTH}
            value={values.bio}
            onChange={(e) => set('bio')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
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
      <Button type="submit" variant="secondary" size="lg" loading={pending} className="w-full">
        {pending ? <Trans>Sending…</Trans> : (submitLabel ?? <Trans>Send application</Trans>)}
      </Button>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { BIO_MAX_LENGTH, IMAGE_MIME_TYPES, NAME_MAX_LENGTH } from '@nupe/shared';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { GenreSelect } from '../../../components/ui/genre-select';
import type { RegisterFieldsProps } from './register-account-fields';

/** "I am an artist": the choice to apply for an artist account. */
export function ArtistChoice({ isArtist, onChange }: { isArtist: boolean; onChange: (artist: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-sand-200 bg-white p-4 has-[:checked]:border-brass-500 has-[:checked]:bg-amber-100">
      <input
        type="checkbox"
        checked={isArtist}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 size-5 shrink-0 accent-cloth-700"
      />
      <span>
        <span className="block font-semibold">
          <Trans>I am an artist</Trans>
        </span>
        <span className="block text-sm text-cloth-800">
          <Trans>
            Apply for an artist account to upload your recordings. Our team reviews each application; until then you can
            listen like everyone else.
          </Trans>
        </span>
      </span>
    </label>
  );
}

/** The artist application's own fields: display name, genre, bio and an optional picture. */
export function ArtistApplicationFields({
  values,
  errors,
  set,
  onAvatar,
}: Omit<RegisterFieldsProps, 'isArtist'> & { onAvatar: (file: File | null) => void }) {
  const { t } = useLingui();
  const control = (key: string) => ({ invalid: Boolean(errors[key]) });
  return (
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
            onChange={(e) => onAvatar(e.target.files?.[0] ?? null)}
            aria-describedby={describedBy}
          />
        )}
      </Field>
    </fieldset>
  );
}

import { type ArtistProfile, ERROR_MESSAGES, type Genre, IMAGE_MIME_TYPES } from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { GenreSelect } from '../../../components/ui/genre-select';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toasts';
import { useArtistProfile, useReplaceAvatar, useUpdateProfile } from '../../../features/artist/api/artist-queries';

import { listenPaths } from '../../../features/listen/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /artist/profile: what listeners read on the public artist page. */
export function ArtistProfilePage() {
  useDocumentTitle('Profile');
  const profile = useArtistProfile();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Profile"
        description="Listeners see this on your public artist page."
        actions={
          profile.data ? (
            <Link to={listenPaths.artist(profile.data.profile.id)} className={buttonClasses('outline')}>
              View public page
            </Link>
          ) : null
        }
      />
      {profile.isError ? (
        <p role="alert" className="rounded-xl bg-coral-100 p-4 font-semibold text-coral-700">
          {profile.error.message}
        </p>
      ) : !profile.data ? (
        <Skeleton className="h-96" />
      ) : (
        <div className="flex flex-col gap-6">
          <AvatarCard profile={profile.data.profile} />
          <ProfileForm key={profile.data.profile.updatedAt} profile={profile.data.profile} />
        </div>
      )}
    </div>
  );
}

function AvatarCard({ profile }: { profile: ArtistProfile }) {
  const replace = useReplaceAvatar();
  return (
    <Card className="flex flex-wrap items-center gap-5 p-4 sm:p-6">
      {profile.avatarUrl ? (
        <img
          src={profile.avatarUrl}
          alt={profile.displayName}
          width={112}
          height={112}
          className="size-28 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-28 items-center justify-center rounded-full bg-cloth-900 font-display text-4xl font-bold text-brass-300"
        >
          {profile.displayName.slice(0, 1).toUpperCase()}
        </span>
      )}
      <Field label="Profile picture" hint="JPEG, PNG or WebP." className="min-w-0 flex-1">
        {({ id, describedBy }) => (
          <FilePicker
            id={id}
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={describedBy}
            disabled={replace.isPending}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
                toast('error', ERROR_MESSAGES.INVALID_IMAGE_TYPE);
                return;
              }
              try {
                toast('success', (await replace.mutateAsync(file)).message);
              } catch (err) {
                toast('error', err instanceof Error ? err.message : ERROR_MESSAGES.INTERNAL);
              }
            }}
          />
        )}
      </Field>
    </Card>
  );
}

function ProfileForm({ profile }: { profile: ArtistProfile }) {
  const update = useUpdateProfile();
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [bio, setBio] = useState(profile.bio);
  const [genre, setGenre] = useState(profile.genre ?? '');
  const [contactEmail, setContactEmail] = useState(profile.contactEmail ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    try {
      const result = await update.mutateAsync({
        displayName: displayName.trim(),
        bio: bio.trim(),
        genre: genre ? (genre as Genre) : null,
        contactEmail: contactEmail.trim(),
      });
      toast('success', result.message);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast('error', err instanceof Error ? err.message : ERROR_MESSAGES.INTERNAL);
    }
  }

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field label="Display name" error={errors.displayName}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              value={displayName}
              onChange={(e) => setDisplayName(e.target.value)}
              required
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field label="Bio" error={errors.bio}>
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              rows={5}
              value={bio}
              onChange={(e) => setBio(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field label="Genre" error={errors.genre}>
          {({ id, describedBy, invalid }) => (
            <GenreSelect
              id={id}
              value={genre}
              onChange={(e) => setGenre(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            >
              <option value="">No main genre</option>
            </GenreSelect>
          )}
        </Field>
        <Field
          label="Contact email"
          optional
          hint="Shown on your public page for bookings."
          error={errors.contactEmail}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="email"
              value={contactEmail}
              onChange={(e) => setContactEmail(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending} disabled={!displayName.trim()}>
            Save profile
          </Button>
        </div>
      </form>
    </Card>
  );
}

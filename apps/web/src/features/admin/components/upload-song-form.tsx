import { AUDIO_MIME_TYPES, IMAGE_MIME_TYPES } from '@nupe/shared';
import { ArchiveEssentials } from '../../../components/ui/archive-essentials';
import { Button } from '../../../components/ui/button';
import { ConsentFields } from '../../../components/ui/consent-fields';
import { Field, Input } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { GenreSelect } from '../../../components/ui/genre-select';
import { ArtistAccountField, UploadProgress } from './artist-account-field';
import { useUploadSongForm } from './use-upload-song-form';

/**
 * The admin upload form (a dialog and /admin/upload): title, artist credit with
 * an optional link to an artist account, genre, album, audio and cover. Files are checked by
 * type on choosing; the server checks their bytes again.
 */
export function UploadSongForm({ onDone, onCancel }: { onDone?: () => void; onCancel?: () => void }) {
  const {
    values,
    setValues,
    set,
    pick,
    audio,
    cover,
    progress,
    uploading,
    errors,
    consent,
    setConsent,
    essentials,
    setEssentials,
    artistQuery,
    setArtistQuery,
    formKey,
    textReady,
    ready,
    submit,
  } = useUploadSongForm(onDone);

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label="Title" error={errors.title}>
        {(p) => (
          <Input
            id={p.id}
            aria-describedby={p.describedBy}
            aria-invalid={p.invalid}
            value={values.title}
            onChange={set('title')}
            required
            maxLength={200}
            disabled={uploading}
          />
        )}
      </Field>
      <Field label="Artist" hint="The performer credit shown with the song." error={errors.artist}>
        {(p) => (
          <Input
            id={p.id}
            aria-describedby={p.describedBy}
            value={values.artist}
            onChange={set('artist')}
            required
            maxLength={200}
            disabled={uploading}
          />
        )}
      </Field>
      <ArtistAccountField
        values={values}
        setValues={setValues}
        query={artistQuery}
        onQuery={setArtistQuery}
        error={errors.ownerId}
        disabled={uploading}
      />
      <Field label="Genre" error={errors.genre}>
        {(p) => (
          <GenreSelect
            id={p.id}
            aria-describedby={p.describedBy}
            aria-invalid={p.invalid}
            value={values.genre}
            onChange={set('genre')}
            required
            disabled={uploading}
          >
            <option value="">Choose a genre</option>
          </GenreSelect>
        )}
      </Field>
      <Field label="Album" optional error={errors.album}>
        {(p) => (
          <Input
            id={p.id}
            aria-describedby={p.describedBy}
            aria-invalid={p.invalid}
            value={values.album}
            onChange={set('album')}
            maxLength={200}
            disabled={uploading}
          />
        )}
      </Field>
      <Field label="Audio file" hint="MP3, WAV or OGG.">
        {(p) => (
          <FilePicker
            key={`audio-${formKey}`}
            id={p.id}
            aria-describedby={p.describedBy}
            accept={AUDIO_MIME_TYPES.join(',')}
            onChange={pick('audio')}
            disabled={uploading}
          />
        )}
      </Field>
      <Field label="Cover image" hint="JPEG, PNG or WebP.">
        {(p) => (
          <FilePicker
            key={`cover-${formKey}`}
            id={p.id}
            aria-describedby={p.describedBy}
            accept={IMAGE_MIME_TYPES.join(',')}
            onChange={pick('cover')}
            disabled={uploading}
          />
        )}
      </Field>
      {progress !== null ? <UploadProgress progress={progress} /> : null}
      <ArchiveEssentials value={essentials} onChange={setEssentials} disabled={uploading} errors={errors} />
      <ConsentFields value={consent} onChange={setConsent} disabled={uploading} errors={errors} />
      {textReady && (!audio || !cover) && !uploading ? (
        <p role="status" className="text-sm font-semibold text-coral-700">
          Please select both audio and image files
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={uploading}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={!ready || uploading}>
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}

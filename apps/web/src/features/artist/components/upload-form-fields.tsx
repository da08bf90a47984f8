import { useId } from 'react';
import { Field, Input } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { useArtistAlbums } from '../api/artist-queries';

/** "Album": one of the artist's albums (offered as they type), or a new title to start one. */
export function AlbumField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (album: string) => void;
  error?: string;
  disabled: boolean;
}) {
  const albums = useArtistAlbums();
  const albumListId = useId();
  return (
    <Field label="Album" optional hint="One of your albums, or a new title to start one." error={error}>
      {({ id, describedBy, invalid }) => (
        <>
          <Input
            id={id}
            list={albumListId}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            disabled={disabled}
          />
          <datalist id={albumListId}>
            {(albums.data?.albums ?? []).map((a) => (
              <option key={a.id} value={a.title} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}

/** The audio file (unless it is recorded) and the cover image; a refused file empties its input. */
export function UploadFileFields({
  withAudio,
  pickAudio,
  pickCover,
  disabled,
}: {
  withAudio: boolean;
  pickAudio: (file: File | null) => boolean;
  pickCover: (file: File | null) => boolean;
  disabled: boolean;
}) {
  return (
    <>
      {withAudio ? (
        <Field label="Audio file" hint="MP3, WAV or OGG.">
          {({ id, describedBy }) => (
            <FilePicker
              id={id}
              accept="audio/mpeg,audio/wav,audio/ogg,audio/mp3,audio/webm"
              aria-describedby={describedBy}
              disabled={disabled}
              onChange={(e) => {
                if (!pickAudio(e.target.files?.[0] ?? null)) e.target.value = '';
              }}
            />
          )}
        </Field>
      ) : null}
      <Field label="Cover image" hint="JPEG, PNG or WebP.">
        {({ id, describedBy }) => (
          <FilePicker
            id={id}
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={describedBy}
            disabled={disabled}
            onChange={(e) => {
              if (!pickCover(e.target.files?.[0] ?? null)) e.target.value = '';
            }}
          />
        )}
      </Field>
    </>
  );
}

/** The upload's progress, and where it went on from when it was resumed. */
export function ResumableProgress({ progress, resumedFrom }: { progress: number; resumedFrom: number | null }) {
  return (
    <div>
      <progress className="h-2 w-full accent-brass-500" max={1} value={progress} aria-label="Upload progress" />
      <p className="mt-1 text-sm text-cloth-700" aria-live="polite">
        {resumedFrom !== null ? `Resuming from ${Math.floor(resumedFrom * 100)} % · ` : ''}
        {Math.floor(progress * 100)}% sent
      </p>
    </div>
  );
}

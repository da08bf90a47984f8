import { AUDIO_MIME_TYPES, ERROR_MESSAGES, IMAGE_MIME_TYPES, type Song } from '@nupe/shared';
import { Field, Select } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { toast } from '../../../components/ui/toasts';
import { useArtistAlbums } from '../api/artist-queries';

const AUDIO_TYPES: readonly string[] = [...AUDIO_MIME_TYPES, 'audio/x-wav', 'audio/wave', 'audio/webm'];

/** "Album": one of the artist's albums, or "No album" to take the song out of its album. */
export function SongAlbumField({
  song,
  value,
  onChange,
  error,
}: {
  song: Song;
  value: string;
  onChange: (albumId: string) => void;
  error?: string;
}) {
  const albums = useArtistAlbums();
  return (
    <Field label="Album" error={error} hint="Choose “No album” to take the song out of its album.">
      {({ id, describedBy, invalid }) => (
        <Select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        >
          <option value="">No album</option>
          {(albums.data?.albums ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.title}
            </option>
          ))}
          {song.album && !albums.data?.albums.some((a) => a.id === song.album?.id) ? (
            <option value={song.album.id}>{song.album.title}</option>
          ) : null}
        </Select>
      )}
    </Field>
  );
}

/** A new cover and a new recording, each checked by type on choosing (a refused file empties its input). */
export function ReplaceFilesFields({
  onCover,
  onAudio,
}: {
  onCover: (file: File | null) => void;
  onAudio: (file: File | null) => void;
}) {
  return (
    <>
      <Field label="New cover image" optional hint="JPEG, PNG or WebP, at least 500 × 500 px.">
        {({ id, describedBy }) => (
          <FilePicker
            id={id}
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={describedBy}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              if (file && !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
                toast('error', ERROR_MESSAGES.INVALID_IMAGE_TYPE);
                e.target.value = '';
                onCover(null);
                return;
              }
              onCover(file);
            }}
          />
        )}
      </Field>
      <Field label="New audio file" optional hint="Only if the recording itself needs replacing: MP3, WAV or OGG.">
        {({ id, describedBy }) => (
          <FilePicker
            id={id}
            accept="audio/mpeg,audio/wav,audio/ogg,audio/mp3,audio/webm"
            aria-describedby={describedBy}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              if (file && !AUDIO_TYPES.includes(file.type)) {
                toast('error', ERROR_MESSAGES.INVALID_AUDIO_TYPE);
                e.target.value = '';
                onAudio(null);
                return;
              }
              onAudio(file);
            }}
          />
        )}
      </Field>
    </>
  );
}

import { AUDIO_MIME_TYPES, ERROR_MESSAGES, IMAGE_MIME_TYPES, SUCCESS_MESSAGES } from '@nupe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  ArchiveEssentials,
  appendEssentials,
  type Essentials,
  NO_ESSENTIALS,
} from '../../../components/ui/archive-essentials';
import { Button } from '../../../components/ui/button';
import {
  appendConsent,
  ConsentFields,
  DEFAULT_UPLOAD_CONSENT,
  type UploadConsent,
} from '../../../components/ui/consent-fields';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { GenreSelect } from '../../../components/ui/genre-select';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { uploadSongResumable } from '../../../lib/resumable-upload';
import { artistKeys, useArtistAlbums } from '../api/artist-queries';
import { Recorder } from './recorder';

/** MPEG, WAV and OGG files, and WebM/Opus from recording in the browser. */
const AUDIO_TYPES: readonly string[] = [...AUDIO_MIME_TYPES, 'audio/x-wav', 'audio/wave', 'audio/webm'];
const IMAGE_TYPES: readonly string[] = IMAGE_MIME_TYPES;

type UploadDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The credit the form starts with: the artist's display name. */
  defaultArtist: string;
  /** 'record': the audio comes from the microphone instead of a file. */
  mode: 'file' | 'record';
};

/** Upload New Track / New Recording: the upload form for the artist's own songs. */
export function UploadDialog({ open, onClose, defaultArtist, mode }: UploadDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={mode === 'record' ? 'New Recording' : 'Upload New Track'}>
      {open ? <UploadForm key={mode} onDone={onClose} defaultArtist={defaultArtist} mode={mode} /> : null}
    </Dialog>
  );
}

function UploadForm({
  onDone,
  defaultArtist,
  mode,
}: {
  onDone: () => void;
  defaultArtist: string;
  mode: 'file' | 'record';
}) {
  const client = useQueryClient();
  const albums = useArtistAlbums();
  const albumListId = useId();
  const [title, setTitle] = useState('');
  const [artist, setArtist] = useState(defaultArtist);
  const [genre, setGenre] = useState('');
  const [album, setAlbum] = useState('');
  const [audio, setAudio] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  /** Where the upload went on from (0–1) after a dropped connection or a closed tab, if it did. */
  const [resumedFrom, setResumedFrom] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [consent, setConsent] = useState<UploadConsent>(DEFAULT_UPLOAD_CONSENT);
  const [essentials, setEssentials] = useState<Essentials>(NO_ESSENTIALS);

  const ready = Boolean(audio && cover && title.trim() && artist.trim() && genre);

  function pickAudio(file: File | null) {
    if (file && !AUDIO_TYPES.includes(file.type)) {
      toast('error', ERROR_MESSAGES.INVALID_AUDIO_TYPE);
      setAudio(null);
      return false;
    }
    setAudio(file);
    return true;
  }

  function pickCover(file: File | null) {
    if (file && !IMAGE_TYPES.includes(file.type)) {
      toast('error', ERROR_MESSAGES.INVALID_IMAGE_TYPE);
      setCover(null);
      return false;
    }
    setCover(file);
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!audio || !cover) {
      toast('error', ERROR_MESSAGES.MISSING_FILES);
      return;
    }
    const form = new FormData();
    form.append('title', title.trim());
    form.append('artist', artist.trim());
    form.append('genre', genre);
    if (album.trim()) form.append('album', album.trim());
    appendConsent(form, consent);
    appendEssentials(form, essentials);
    // The form's text fields, as the multipart upload sends them: the resumable upload's metadata.
    const fields: Record<string, string> = {};
    form.forEach((value, name) => {
      if (typeof value === 'string') fields[name] = value;
    });
    setUploading(true);
    setProgress(0);
    setResumedFrom(null);
    setErrors({});
    try {
      const result = await uploadSongResumable(fields, audio, cover, {
        onProgress: setProgress,
        onResume: setResumedFrom,
      });
      toast('success', result?.message ?? SUCCESS_MESSAGES.SONG_UPLOADED_FOR_REVIEW);
      await client.invalidateQueries({ queryKey: artistKeys.all });
      onDone();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast('error', err instanceof ApiError && err.serverError ? err.serverError : ERROR_MESSAGES.UPLOAD_FAILED);
    } finally {
      setUploading(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {mode === 'record' ? <Recorder disabled={uploading} onRecording={(file) => setAudio(file)} /> : null}
      <Field label="Title" error={errors.title}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid}
            disabled={uploading}
          />
        )}
      </Field>
      <Field label="Artist" hint="The performer credit shown with the song." error={errors.artist}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={artist}
            onChange={(e) => setArtist(e.target.value)}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid}
            disabled={uploading}
          />
        )}
      </Field>
      <Field label="Genre" error={errors.genre}>
        {({ id, describedBy, invalid }) => (
          <GenreSelect
            id={id}
            value={genre}
            onChange={(e) => setGenre(e.target.value)}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid}
            disabled={uploading}
          >
            <option value="">Choose a genre</option>
          </GenreSelect>
        )}
      </Field>
      <Field label="Album" optional hint="One of your albums, or a new title to start one." error={errors.album}>
        {({ id, describedBy, invalid }) => (
          <>
            <Input
              id={id}
              list={albumListId}
              value={album}
              onChange={(e) => setAlbum(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              disabled={uploading}
            />
            <datalist id={albumListId}>
              {(albums.data?.albums ?? []).map((a) => (
                <option key={a.id} value={a.title} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      {mode === 'file' ? (
        <Field label="Audio file" hint="MP3, WAV or OGG.">
          {({ id, describedBy }) => (
            <FilePicker
              id={id}
              accept="audio/mpeg,audio/wav,audio/ogg,audio/mp3,audio/webm"
              aria-describedby={describedBy}
              disabled={uploading}
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
            disabled={uploading}
            onChange={(e) => {
              if (!pickCover(e.target.files?.[0] ?? null)) e.target.value = '';
            }}
          />
        )}
      </Field>
      <ArchiveEssentials value={essentials} onChange={setEssentials} disabled={uploading} errors={errors} />
      <ConsentFields value={consent} onChange={setConsent} disabled={uploading} errors={errors} />
      {uploading ? (
        <div>
          <progress className="h-2 w-full accent-brass-500" max={1} value={progress} aria-label="Upload progress" />
          <p className="mt-1 text-sm text-cloth-700" aria-live="polite">
            {resumedFrom !== null ? `Resuming from ${Math.floor(resumedFrom * 100)} % · ` : ''}
            {Math.floor(progress * 100)}% sent
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={uploading}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready || uploading}>
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}

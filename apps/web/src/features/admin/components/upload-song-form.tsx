import { AUDIO_MIME_TYPES, IMAGE_MIME_TYPES } from '@nupe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
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
import { Field, Input, Select } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { GenreSelect } from '../../../components/ui/genre-select';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { uploadSong } from '../../../lib/upload-client';
import { serverErrorOr } from '../api/artist-requests';
import { adminKeys } from '../api/dashboard';
import { useArtistOptions } from '../api/songs';

const EMPTY = { title: '', artist: '', genre: '', album: '', ownerId: '' };

/**
 * The admin upload form (a dialog and /admin/upload): title, artist credit with
 * an optional link to an artist account, genre, album, audio and cover. Files are checked by
 * type on choosing; the server checks their bytes again.
 */
export function UploadSongForm({ onDone, onCancel }: { onDone?: () => void; onCancel?: () => void }) {
  const qc = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [audio, setAudio] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  /** The server's message for each field it refused, shown beside that field. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [consent, setConsent] = useState<UploadConsent>(DEFAULT_UPLOAD_CONSENT);
  const [essentials, setEssentials] = useState<Essentials>(NO_ESSENTIALS);
  const [artistQuery, setArtistQuery] = useState('');
  const options = useArtistOptions(artistQuery);
  /** Changing it re-creates the file inputs: the way to empty them after an upload. */
  const [formKey, setFormKey] = useState(0);
  const progressId = useId();
  const uploading = progress !== null;

  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));

  const pick = (kind: 'audio' | 'cover') => (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    const allowed: readonly string[] = kind === 'audio' ? AUDIO_MIME_TYPES : IMAGE_MIME_TYPES;
    if (file && !allowed.includes(file.type)) {
      toast('error', kind === 'audio' ? 'Invalid audio file type' : 'Invalid image file type');
      e.target.value = '';
      (kind === 'audio' ? setAudio : setCover)(null);
      return;
    }
    (kind === 'audio' ? setAudio : setCover)(file);
  };

  const textReady = Boolean(values.title.trim() && values.artist.trim() && values.genre);
  const ready = Boolean(audio && cover && textReady);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!audio || !cover) {
      toast('error', 'Please select both audio and image files');
      return;
    }
    const form = new FormData();
    form.append('title', values.title.trim());
    form.append('artist', values.artist.trim());
    form.append('genre', values.genre);
    if (values.album.trim()) form.append('album', values.album.trim());
    if (values.ownerId) form.append('ownerId', values.ownerId);
    form.append('audio', audio);
    form.append('cover', cover);
    appendConsent(form, consent);
    appendEssentials(form, essentials);
    setProgress(0);
    setErrors({});
    try {
      const res = await uploadSong(form, (f) => setProgress(Math.min(100, Math.round(f * 100))));
      toast('success', res.message);
      setValues(EMPTY);
      setAudio(null);
      setCover(null);
      setConsent(DEFAULT_UPLOAD_CONSENT);
      setEssentials(NO_ESSENTIALS);
      setArtistQuery('');
      setFormKey((k) => k + 1);
      void qc.invalidateQueries({ queryKey: adminKeys.all });
      onDone?.();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast('error', serverErrorOr(err, 'Upload failed. Please try again.'));
    } finally {
      setProgress(null);
    }
  }

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
      <Field
        label="Artist account"
        optional
        hint="Link the song to an approved artist’s account."
        error={errors.ownerId}
      >
        {(p) => (
          <div className="flex flex-col gap-2">
            <Input
              type="search"
              aria-label="Search artist accounts"
              placeholder="Search artist accounts"
              value={artistQuery}
              onChange={(e) => setArtistQuery(e.target.value)}
              disabled={uploading}
            />
            <Select
              id={p.id}
              aria-describedby={p.describedBy}
              value={values.ownerId}
              onChange={(e) => {
                const id = e.target.value;
                const chosen = options.data?.artists.find((a) => a.userId === id);
                setValues((v) => ({ ...v, ownerId: id, artist: v.artist || chosen?.displayName || '' }));
              }}
              disabled={uploading}
            >
              <option value="">No linked account</option>
              {options.data?.artists.map((a) => (
                <option key={a.userId} value={a.userId}>
                  {a.displayName}
                  {a.fullName !== a.displayName ? ` (${a.fullName})` : ''}
                </option>
              ))}
            </Select>
          </div>
        )}
      </Field>
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
      {uploading ? (
        <div className="flex flex-col gap-1">
          <div className="flex justify-between text-sm font-semibold text-cloth-800">
            <span id={progressId}>Sending the files</span>
            <span>{progress}%</span>
          </div>
          <progress
            aria-labelledby={progressId}
            value={progress}
            max={100}
            className="h-3 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-sand-200 [&::-webkit-progress-value]:bg-bead-700"
          />
        </div>
      ) : null}
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

import { AUDIO_MIME_TYPES, IMAGE_MIME_TYPES } from '@nupe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { appendEssentials, type Essentials, NO_ESSENTIALS } from '../../../components/ui/archive-essentials';
import { appendConsent, DEFAULT_UPLOAD_CONSENT, type UploadConsent } from '../../../components/ui/consent-fields';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { uploadSong } from '../../../lib/upload-client';
import { serverErrorOr } from '../api/artist-requests';
import { adminKeys } from '../api/dashboard';

export const EMPTY_UPLOAD = { title: '', artist: '', genre: '', album: '', ownerId: '' };
export type UploadValues = typeof EMPTY_UPLOAD;

/**
 * The admin upload form's state and its sending: files are checked by type on choosing (the
 * server checks their bytes again); after an upload the form is emptied, file inputs too.
 */
export function useUploadSongForm(onDone?: () => void) {
  const qc = useQueryClient();
  const [values, setValues] = useState(EMPTY_UPLOAD);
  const [audio, setAudio] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  /** The server's message for each field it refused, shown beside that field. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [consent, setConsent] = useState<UploadConsent>(DEFAULT_UPLOAD_CONSENT);
  const [essentials, setEssentials] = useState<Essentials>(NO_ESSENTIALS);
  const [artistQuery, setArtistQuery] = useState('');
  /** Changing it re-creates the file inputs: the way to empty them after an upload. */
  const [formKey, setFormKey] = useState(0);
  const uploading = progress !== null;

  const set = (k: keyof UploadValues) => (e: { target: { value: string } }) =>
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
      setValues(EMPTY_UPLOAD);
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

  return {
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
  };
}

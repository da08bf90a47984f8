import { AUDIO_MIME_TYPES, ERROR_MESSAGES, IMAGE_MIME_TYPES, SUCCESS_MESSAGES } from '@nupe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { appendEssentials, type Essentials, NO_ESSENTIALS } from '../../../components/ui/archive-essentials';
import { appendConsent, DEFAULT_UPLOAD_CONSENT, type UploadConsent } from '../../../components/ui/consent-fields';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { uploadSongResumable } from '../../../lib/resumable-upload';
import { artistKeys } from '../api/artist-queries';

/** MPEG, WAV and OGG files, and WebM/Opus from recording in the browser. */
const AUDIO_TYPES: readonly string[] = [...AUDIO_MIME_TYPES, 'audio/x-wav', 'audio/wave', 'audio/webm'];
const IMAGE_TYPES: readonly string[] = IMAGE_MIME_TYPES;

/**
 * The artist's upload form's state and its sending: files checked by type on choosing, then a
 * resumable upload (it goes on from where a dropped connection or a closed tab left it).
 */
export function useUploadForm({ onDone, defaultArtist }: { onDone: () => void; defaultArtist: string }) {
  const client = useQueryClient();
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

  return {
    title,
    setTitle,
    artist,
    setArtist,
    genre,
    setGenre,
    album,
    setAlbum,
    setAudio,
    pickAudio,
    pickCover,
    uploading,
    progress,
    resumedFrom,
    errors,
    consent,
    setConsent,
    essentials,
    setEssentials,
    ready,
    submit,
  };
}

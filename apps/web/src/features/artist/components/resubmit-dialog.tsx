import { AUDIO_MIME_TYPES, ERROR_MESSAGES, GENRES, type Song } from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Select } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { useReplaceAudio, useUpdateSong } from '../api/artist-queries';

const AUDIO_TYPES: readonly string[] = [...AUDIO_MIME_TYPES, 'audio/x-wav', 'audio/wave', 'audio/webm'];

/** A rejected song: read the reason, correct the details and/or the audio, send it back for review. */
export function ResubmitDialog({ song, onClose }: { song: Song | null; onClose: () => void }) {
  return (
    <Dialog open={song !== null} onClose={onClose} title="Fix and resubmit">
      {song ? <ResubmitForm key={song.id} song={song} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ResubmitForm({ song, onDone }: { song: Song; onDone: () => void }) {
  const update = useUpdateSong();
  const replace = useReplaceAudio();
  const [title, setTitle] = useState(song.title);
  const [artist, setArtist] = useState(song.artist);
  const [genre, setGenre] = useState<string>(song.genre);
  const [audio, setAudio] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = update.isPending || replace.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const patch = { title: title.trim(), artist: artist.trim(), genre: genre as Song['genre'] };
      let message = (await update.mutateAsync({ id: song.id, patch })).message;
      if (audio) message = (await replace.mutateAsync({ id: song.id, audio })).message;
      toast('success', message);
      onDone();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast('error', err instanceof Error ? err.message : ERROR_MESSAGES.UPLOAD_FAILED);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {song.rejectionReason ? (
        <div className="rounded-xl bg-coral-100 p-3">
          <p className="text-sm font-bold text-coral-700">Reason given by the reviewer</p>
          <p>{song.rejectionReason}</p>
        </div>
      ) : null}
      <Field label="Title" error={errors.title}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <Field label="Artist" error={errors.artist}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={artist}
            onChange={(e) => setArtist(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <Field label="Genre" error={errors.genre}>
        {({ id }) => (
          <Select id={id} value={genre} onChange={(e) => setGenre(e.target.value)}>
            {GENRES.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="New audio file" optional hint="Only if the recording itself needs replacing: MP3, WAV or OGG.">
        {({ id, describedBy }) => (
          <Input
            id={id}
            type="file"
            accept="audio/mpeg,audio/wav,audio/ogg,audio/mp3,audio/webm"
            aria-describedby={describedBy}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              if (file && !AUDIO_TYPES.includes(file.type)) {
                toast('error', ERROR_MESSAGES.INVALID_AUDIO_TYPE);
                e.target.value = '';
                setAudio(null);
                return;
              }
              setAudio(file);
            }}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} disabled={!title.trim() || !artist.trim()}>
          Send for review
        </Button>
      </div>
    </form>
  );
}

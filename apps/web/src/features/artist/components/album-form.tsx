import { type Album, ERROR_MESSAGES, IMAGE_MIME_TYPES } from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { GenreSelect } from '../../../components/ui/genre-select';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { useCreateAlbum, useReplaceAlbumCover, useUpdateAlbum } from '../api/artist-queries';

const today = () => new Date().toISOString().slice(0, 10);

/** Create an album, or edit one's title, genre, release date and cover. */
export function AlbumForm({ album, onDone }: { album?: Album; onDone: () => void }) {
  const create = useCreateAlbum();
  const update = useUpdateAlbum();
  const replaceCover = useReplaceAlbumCover();
  const [title, setTitle] = useState(album?.title ?? '');
  const [genre, setGenre] = useState<string>(album?.genre ?? '');
  const [releaseDate, setReleaseDate] = useState(album?.releaseDate ?? today());
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = create.isPending || update.isPending || replaceCover.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      if (album) {
        const result = await update.mutateAsync({
          id: album.id,
          patch: { title: title.trim(), genre: genre as Album['genre'], releaseDate },
        });
        if (cover) await replaceCover.mutateAsync({ id: album.id, cover });
        toast('success', result.message);
      } else {
        const form = new FormData();
        form.append('title', title.trim());
        form.append('genre', genre);
        form.append('releaseDate', releaseDate);
        if (cover) form.append('cover', cover);
        toast('success', (await create.mutateAsync(form)).message);
      }
      onDone();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast('error', err instanceof Error ? err.message : ERROR_MESSAGES.INTERNAL);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label="Album title" error={errors.title}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
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
            required
            aria-describedby={describedBy}
            aria-invalid={invalid}
          >
            <option value="">Choose a genre</option>
          </GenreSelect>
        )}
      </Field>
      <Field label="Release date" error={errors.releaseDate}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="date"
            value={releaseDate}
            onChange={(e) => setReleaseDate(e.target.value)}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <Field label={album ? 'New cover image' : 'Cover image'} optional hint="JPEG, PNG or WebP.">
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
                setCover(null);
                return;
              }
              setCover(file);
            }}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} disabled={!title.trim() || !genre || !releaseDate}>
          {album ? 'Save album' : 'Create album'}
        </Button>
      </div>
    </form>
  );
}

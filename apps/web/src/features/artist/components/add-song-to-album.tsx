import { type Album, ERROR_MESSAGES } from '@nupe/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Select } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toasts';
import { useArtistSongs, useUpdateSong } from '../api/artist-queries';

/** Moves one of the artist's songs into this album. */
export function AddSongToAlbum({ album }: { album: Album }) {
  const songs = useArtistSongs();
  const update = useUpdateSong();
  const [songId, setSongId] = useState('');
  const candidates = (songs.data?.songs ?? []).filter((s) => s.album?.id !== album.id);
  if (candidates.length === 0) return null;
  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t border-sand-200 pt-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!songId) return;
        try {
          await update.mutateAsync({ id: songId, patch: { albumId: album.id } });
          toast('success', `Moved into ${album.title}`);
          setSongId('');
        } catch (err) {
          toast('error', err instanceof Error ? err.message : ERROR_MESSAGES.INTERNAL);
        }
      }}
    >
      <Field label="Move a song into this album" className="min-w-0 flex-1">
        {({ id }) => (
          <Select id={id} value={songId} onChange={(e) => setSongId(e.target.value)}>
            <option value="">Choose one of your songs</option>
            {candidates.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
                {s.album ? ` (now in ${s.album.title})` : ''}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" variant="secondary" loading={update.isPending} disabled={!songId}>
        Move
      </Button>
    </form>
  );
}

import type { Song } from '@nupe/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

type AskProps = {
  /** The song asked about; null: the dialog is closed. */
  song: Song | null;
  albumTitle: string | undefined;
  onCancel: () => void;
  onConfirm: (song: Song) => void;
};

/** "Remove from Album": the song leaves the album and stays in My Music. */
export function RemoveFromAlbumDialog({
  song,
  albumTitle,
  onCancel,
  onConfirm,
  pending,
}: AskProps & { pending: boolean }) {
  return (
    <Dialog open={song !== null} onClose={onCancel} title="Remove from Album">
      <p className="mb-6">
        Take {song?.title} out of {albumTitle}? The song stays in My Music with its plays and likes; only the album no
        longer lists it.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="secondary" loading={pending} onClick={() => song && onConfirm(song)}>
          Remove from album
        </Button>
      </div>
    </Dialog>
  );
}

/** "Delete Song": the song goes everywhere, not only from this album. */
export function DeleteSongDialog({ song, albumTitle, onCancel, onConfirm }: AskProps) {
  return (
    <Dialog open={song !== null} onClose={onCancel} title="Delete Song">
      <p className="mb-2">Are you sure you want to delete {song?.title}?</p>
      <p className="mb-6 text-sm text-cloth-700">
        It disappears from My Music, from every album and from listeners. To keep the song and only take it out of{' '}
        {albumTitle}, use Remove from album instead.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button className="bg-coral-700 text-white hover:bg-coral-500" onClick={() => song && onConfirm(song)}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}

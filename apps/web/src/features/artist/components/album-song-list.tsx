import type { Song } from '@nupe/shared';
import { Button } from '../../../components/ui/button';
import { CoverImage } from '../../../components/ui/cover';

/** The album's songs, each with "Remove from album" and the destructive "Delete song". */
export function AlbumSongList({
  songs,
  onRemove,
  onDelete,
}: {
  songs: Song[];
  onRemove: (song: Song) => void;
  onDelete: (song: Song) => void;
}) {
  return (
    <section aria-labelledby="album-songs-heading">
      <h3 id="album-songs-heading" className="mb-2 text-lg font-bold">
        Songs ({songs.length})
      </h3>
      {songs.length === 0 ? (
        <p className="text-cloth-800">No songs in this album yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-sand-200">
          {songs.map((song) => (
            <li key={song.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <CoverImage url={song.coverUrl} title={song.title} className="size-12 rounded-lg" />
              <div className="min-w-0 flex-1 basis-[calc(100%-3.75rem)]">
                <p className="truncate font-semibold">{song.title}</p>
                <p className="truncate text-sm text-cloth-700">{song.artist}</p>
              </div>
              <div className="ml-auto flex flex-wrap justify-end gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  className="whitespace-nowrap"
                  aria-label={`Remove from album: ${song.title}`}
                  title="Take the song out of this album; it stays in My Music"
                  onClick={() => onRemove(song)}
                >
                  Remove from album
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete song: ${song.title}`}
                  title="Delete the song everywhere"
                  className="whitespace-nowrap text-coral-700 hover:bg-coral-100"
                  onClick={() => onDelete(song)}
                >
                  <TrashIcon />
                  Delete song
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The bin that marks the destructive "Delete song" apart from "Remove from album". */
function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

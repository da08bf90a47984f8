import { Trans } from '@lingui/react/macro';
import type { Song } from '@nupe/shared';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { SongRow } from '../components/song-card';
import { listenPaths } from '../paths';
import { PlaylistSongEditor } from './playlist-song-editor';

type Props = {
  songs: Song[];
  mine: boolean;
  editing: boolean;
  /** The last change to the order, read out by screen readers. */
  announce: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** A playlist's songs: to play, or, for its owner in edit mode, to reorder and remove. */
export function PlaylistSongs({ songs, mine, editing, announce, onMove, onRemove }: Props) {
  return (
    <section aria-labelledby="playlist-songs" className="mt-6">
      <h2 id="playlist-songs" className="sr-only">
        <Trans>Songs</Trans>
      </h2>
      <p role="status" className="sr-only">
        {announce}
      </p>
      {songs.length === 0 ? (
        <div className="rounded-2xl border border-sand-200 bg-white p-6">
          <p className="font-semibold text-cloth-900">
            <Trans>No songs in this playlist yet.</Trans>
          </p>
          {mine ? (
            <>
              <p className="mt-1 text-cloth-800">
                <Trans>
                  Choose <strong>Add to playlist</strong> from a song’s More menu, its page or Now playing.
                </Trans>
              </p>
              <Link to={listenPaths.search} className={buttonClasses('secondary', 'md', 'mt-4')}>
                <Trans>Find songs</Trans>
              </Link>
            </>
          ) : null}
        </div>
      ) : mine && editing ? (
        <>
          <p className="mb-3 text-sm text-cloth-700">
            <Trans>Move a song with its arrows, or drag it by its grip. Changes are saved as you make them.</Trans>
          </p>
          <PlaylistSongEditor songs={songs} onMove={onMove} onRemove={onRemove} />
        </>
      ) : (
        <ol className="space-y-1">
          {songs.map((song, i) => (
            <SongRow key={`${song.id}:${i}`} songs={songs} index={i} />
          ))}
        </ol>
      )}
    </section>
  );
}

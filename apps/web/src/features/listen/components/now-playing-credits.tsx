import type { Song } from '@nupe/shared';
import { Link } from 'react-router';
import { listenPaths } from '../paths';
import { DataCost } from './data-cost';

/** The song's title, artist and album on Now playing, each a link that closes the player. */
export function NowPlayingCredits({ song, onLeave }: { song: Song; onLeave: () => void }) {
  return (
    <div className="mt-6 w-full max-w-md min-w-0 text-center">
      <Link
        to={listenPaths.song(song.id)}
        onClick={onLeave}
        className="block truncate font-display text-2xl font-bold text-white hover:underline"
        data-testid="full-player-title"
      >
        {song.title}
      </Link>
      <p className="mt-1 truncate text-base text-sand-200">
        {song.artistId ? (
          <Link to={listenPaths.artist(song.artistId)} onClick={onLeave} className="underline-offset-2 hover:underline">
            {song.artist}
          </Link>
        ) : (
          song.artist
        )}
        {song.album ? (
          <>
            {' · '}
            <Link
              to={listenPaths.album(song.album.id)}
              onClick={onLeave}
              className="underline-offset-2 hover:underline"
            >
              {song.album.title}
            </Link>
          </>
        ) : null}
      </p>
      <DataCost songs={song} className="mt-1 block text-sm text-sand-200" />
    </div>
  );
}

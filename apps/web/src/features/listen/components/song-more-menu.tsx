import type { Song } from '@nupe/shared';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { usePopover } from '../../../lib/use-popover';
import { useSongReactions } from '../library/library-store';
import { DownloadButton } from '../offline/download-button';
import { listenPaths } from '../paths';
import { AddToPlaylistButton } from '../playlists/add-to-playlist-button';
import { QueueActions } from '../queue/queue-actions';
import { MoreIcon } from './action-icons';
import { ReactionButton } from './reaction-button';

const item = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-semibold hover:bg-sand-100';

/**
 * A song row's other actions, behind one "More" button so a phone row keeps room for the
 * title: favourite, queue, download, add to a playlist, and the way to the artist and album.
 */
export function SongMoreMenu({ song }: { song: Song }) {
  const { open, setOpen, panelId, box, button } = usePopover();
  const { favorited } = useSongReactions(song);

  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`More for ${song.title}`}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          'flex size-11 items-center justify-center rounded-full text-cloth-800 hover:bg-sand-100',
          open && 'bg-sand-200',
        )}
      >
        <MoreIcon />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-20 mt-1 w-64 rounded-xl border border-sand-200 bg-white p-2 shadow-card"
      >
        <div className="flex items-center gap-2 px-1">
          <ReactionButton kind="favorite" song={song} />
          <span className="text-sm font-semibold text-cloth-800">{favorited ? 'In your favourites' : 'Favourite'}</span>
        </div>
        <QueueActions song={song} className="mt-1" />
        <DownloadButton songs={[song]} className="mt-1" />
        <AddToPlaylistButton
          song={song}
          look="menu"
          className="mt-1"
          onOpen={() => setOpen(false)}
          onClose={() => button.current?.focus()}
        />
        {song.artistId ? (
          <Link to={listenPaths.artist(song.artistId)} className={item}>
            Go to artist
          </Link>
        ) : null}
        {song.album ? (
          <Link to={listenPaths.album(song.album.id)} className={item}>
            Go to album
          </Link>
        ) : null}
        <Link to={listenPaths.song(song.id)} className={item}>
          Song details
        </Link>
      </div>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { SHELF_COVER_SIZES, type Song } from '@nupe/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { SongCover } from '../../../components/ui/cover';
import { formatTime } from '../format';
import { useSongReactions } from '../library/library-store';
import { listenPaths } from '../paths';
import { player, usePlayerValue } from '../player-store';
import { HeartIcon } from './action-icons';
import { useDataCost } from './data-cost';
import { PauseIcon, PlayIcon } from './icons';
import { ReactionButton } from './reaction-button';
import { SongMoreMenu } from './song-more-menu';

/** Whether `song` is the one loaded in the player, and playing. */
function useNowPlaying(song: Song) {
  const isCurrent = usePlayerValue((s) => s.queue[s.index]?.id === song.id);
  const playing = usePlayerValue((s) => s.playing);
  return { isCurrent, isPlaying: isCurrent && playing };
}

/**
 * Plays the song with its list as the queue, or pauses/resumes it when it is the current one.
 * Screen readers hear what it costs in data with it ("3.8 MB · 1.4 MB with Data Saver"; a
 * whole list's for Play all); each screen shows the cost beside it too.
 */
export function PlayButton({
  songs,
  index,
  className,
  listName,
}: {
  songs: Song[];
  index: number;
  className?: string;
  /** Names the list when the button plays a whole list ("Play all Tsankan") rather than one song. */
  listName?: string;
}) {
  const song = songs[index] as Song;
  const { isCurrent, isPlaying } = useNowPlaying(song);
  const cost = useDataCost(listName ? songs : song).label;
  const costId = useId();
  const { t } = useLingui();
  const title = song.title;
  const name = listName
    ? isPlaying
      ? t`Pause all ${listName}`
      : t`Play all ${listName}`
    : isPlaying
      ? t`Pause ${title}`
      : t`Play ${title}`;
  return (
    <>
      <button
        type="button"
        onClick={() => (isCurrent ? player.toggle() : player.playQueue(songs, index))}
        aria-label={name}
        aria-describedby={cost ? costId : undefined}
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-full bg-brass-400 text-cloth-950 shadow-card hover:bg-brass-300',
          className,
        )}
      >
        {isPlaying ? <PauseIcon /> : <PlayIcon />}
      </button>
      {cost ? (
        <span id={costId} hidden>
          {cost}
        </span>
      ) : null}
    </>
  );
}

/**
 * A song on a shelf: cover with a play button and the More menu, title (to its page), artist,
 * length and data cost, and a mark when liked.
 */
export function SongCard({ songs, index, priority }: { songs: Song[]; index: number; priority?: boolean }) {
  const song = songs[index] as Song;
  const { liked } = useSongReactions(song);
  const cost = useDataCost(song).short;
  return (
    <li className="w-36 shrink-0 snap-start sm:w-44">
      <div className="relative">
        <SongCover song={song} sizes={SHELF_COVER_SIZES} priority={priority} className="w-full" />
        {liked ? (
          <span className="absolute top-2 left-2 flex size-8 items-center justify-center rounded-full bg-white/90 text-coral-700 shadow-card">
            <HeartIcon filled className="size-4" />
            <span className="sr-only">
              <Trans>Liked</Trans>
            </span>
          </span>
        ) : null}
        <PlayButton songs={songs} index={index} className="absolute right-2 bottom-2" />
        <div className="absolute top-2 right-2">
          <SongMoreMenu song={song} onCover />
        </div>
      </div>
      <Link to={listenPaths.song(song.id)} className="mt-2 block truncate font-semibold text-cloth-900 hover:underline">
        {song.title}
      </Link>
      <p className="truncate text-sm text-cloth-700">{song.artist}</p>
      <p className="truncate text-xs text-cloth-700 tabular-nums">
        {formatTime(song.durationSeconds)}
        {cost ? ` · ${cost}` : null}
      </p>
    </li>
  );
}

/**
 * A song as a row of a list (genre, search, artist, album, library): play, cover, title and
 * credit, its length and data cost at the listener's quality, Like, and the other actions
 * behind More.
 */
export function SongRow({ songs, index, showCover = true }: { songs: Song[]; index: number; showCover?: boolean }) {
  const song = songs[index] as Song;
  const { isCurrent } = useNowPlaying(song);
  const cost = useDataCost(song).short;
  const length = `${formatTime(song.durationSeconds)}${cost ? ` · ${cost}` : ''}`;
  return (
    <li
      className={cn(
        'flex items-center gap-2 rounded-xl p-2 sm:gap-3',
        isCurrent ? 'bg-brass-200/60' : 'hover:bg-sand-100',
      )}
    >
      <PlayButton songs={songs} index={index} />
      {/* On a phone the title needs the room more than a second picture beside the play button. */}
      {showCover ? (
        <span className="hidden shrink-0 min-[400px]:block">
          <SongCover song={song} sizes="48px" className="size-12 rounded-lg shadow-none" />
        </span>
      ) : null}
      <div className="min-w-0 flex-1">
        <Link to={listenPaths.song(song.id)} className="block truncate font-semibold text-cloth-900 hover:underline">
          {song.title}
        </Link>
        <p className="truncate text-sm text-cloth-700">{song.artist}</p>
        {/* A phone has no room for the column: the length and cost go on a line of their own. */}
        <p className="text-xs text-cloth-700 tabular-nums sm:hidden">{length}</p>
      </div>
      <span className="hidden text-sm whitespace-nowrap text-cloth-700 tabular-nums sm:block">{length}</span>
      <ReactionButton kind="like" song={song} />
      <SongMoreMenu song={song} />
    </li>
  );
}

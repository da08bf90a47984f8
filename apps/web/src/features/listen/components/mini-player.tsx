import { Link } from 'react-router';
import { SongCover } from '../../songs/components/song-cover';
import { formatTime } from '../format';
import { listenPaths } from '../paths';
import { player, usePlayer } from '../player-store';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './icons';

const control =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10 disabled:opacity-40';

/** The persistent mini player at the bottom of every /listen page, once a song was chosen. */
export function MiniPlayer() {
  const s = usePlayer();
  const song = s.queue[s.index];
  if (!song) return null;
  const duration = s.duration || song.durationSeconds || 0;
  return (
    <section aria-label="Player" className="border-t border-cloth-800 bg-cloth-950 text-white shadow-card">
      <div className="mx-auto flex max-w-5xl flex-col gap-1 px-3 py-2 sm:px-6">
        <div className="flex items-center gap-3">
          <SongCover song={song} sizes="48px" className="size-12 rounded-lg shadow-none" />
          <div className="min-w-0 flex-1">
            <Link
              to={listenPaths.song(song.id)}
              className="block truncate font-semibold text-white hover:underline"
              data-testid="now-playing-title"
            >
              {song.title}
            </Link>
            <p className="truncate text-sm text-sand-200">{song.artist}</p>
          </div>
          <button type="button" className={control} aria-label="Previous" onClick={() => player.previous()}>
            <PreviousIcon />
          </button>
          <button
            type="button"
            className={`${control} bg-brass-400 text-cloth-950 hover:bg-brass-300`}
            aria-label={s.playing ? 'Pause' : 'Play'}
            onClick={() => player.toggle()}
          >
            {s.playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button
            type="button"
            className={control}
            aria-label="Next"
            disabled={s.index >= s.queue.length - 1}
            onClick={() => player.next()}
          >
            <NextIcon />
          </button>
        </div>
        <div className="flex items-center gap-2 text-xs text-sand-200 tabular-nums">
          <span aria-hidden="true">{formatTime(s.currentTime)}</span>
          <input
            type="range"
            aria-label="Seek"
            aria-valuetext={`${formatTime(s.currentTime)} of ${formatTime(duration)}`}
            min={0}
            max={Math.max(duration, 0.1)}
            step={0.1}
            value={Math.min(s.currentTime, duration || s.currentTime)}
            onChange={(e) => player.seek(Number(e.currentTarget.value))}
            className="h-2 flex-1 accent-brass-400"
          />
          <span aria-hidden="true">{formatTime(duration)}</span>
        </div>
        {s.error ? (
          <p role="alert" className="text-sm text-coral-100">
            {s.error}
          </p>
        ) : null}
      </div>
    </section>
  );
}

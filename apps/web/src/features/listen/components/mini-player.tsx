import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { SongCover } from '../../../components/ui/cover';
import { hasNext, player, usePlayer } from '../player-store';
import { useSectionInMediaSession } from '../sections/player-sections';
import { useDataCost } from './data-cost';
import { ChevronUpIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './icons';
import { PlayerSeekBar } from './player-seek-bar';

// "Now playing" is its own chunk: the first /listen screen does not carry it.
const FullPlayer = lazy(() => import('./full-player').then((m) => ({ default: m.FullPlayer })));

const control =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10 disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * The persistent mini player at the bottom of every /listen page, once a song was chosen.
 * Its cover and title open the full player ("Now playing", with the queue).
 */
export function MiniPlayer() {
  const s = usePlayer();
  const [open, setOpen] = useState(false);
  const song = s.queue[s.index];
  const cost = useDataCost(song ?? []).short;
  const { t } = useLingui();
  useSectionInMediaSession();
  if (!song) return null;
  return (
    <>
      <section aria-label={t`Player`} className="border-t border-cloth-800 bg-cloth-950 text-white shadow-card">
        <div className="mx-auto flex max-w-5xl flex-col gap-1 px-3 py-2 sm:px-6">
          <div className="flex items-center gap-2 sm:gap-3">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpen(true)}
              className="group flex min-h-12 min-w-0 flex-1 items-center gap-3 rounded-lg text-left"
            >
              <SongCover song={song} sizes="48px" className="size-12 rounded-lg shadow-none" />
              <span className="min-w-0 flex-1">
                <span
                  className="block truncate font-semibold text-white group-hover:underline"
                  data-testid="now-playing-title"
                >
                  {song.title}
                </span>
                <span className="block truncate text-sm text-sand-200">
                  {song.artist}
                  {cost ? <span className="tabular-nums"> · {cost}</span> : null}
                </span>
                <span className="sr-only">
                  <Trans>Open full screen</Trans>
                </span>
              </span>
              <ChevronUpIcon className="hidden size-5 shrink-0 text-sand-200 sm:block" />
            </button>
            <button type="button" className={control} aria-label={t`Previous`} onClick={() => player.previous()}>
              <PreviousIcon />
            </button>
            <button
              type="button"
              className={`${control} bg-brass-400 text-cloth-950 hover:bg-brass-300`}
              aria-label={s.playing ? t`Pause` : t`Play`}
              onClick={() => player.toggle()}
            >
              {s.playing ? <PauseIcon /> : <PlayIcon />}
            </button>
            <button
              type="button"
              className={control}
              aria-label={t`Next`}
              disabled={!hasNext(s)}
              onClick={() => player.next()}
            >
              <NextIcon />
            </button>
          </div>
          <PlayerSeekBar />
          {s.error ? (
            <p role="alert" className="text-sm text-coral-100">
              {s.error}
            </p>
          ) : null}
        </div>
      </section>
      {open ? (
        <Suspense fallback={null}>
          <FullPlayer onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

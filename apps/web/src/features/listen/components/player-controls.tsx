import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { hasNext, player, usePlayer } from '../player-store';
import { nextRepeatMode } from '../queue/queue';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon, RepeatIcon, ShuffleIcon } from './icons';

/** A round light button on Now playing's dark screen. */
export const control =
  'flex size-12 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10 disabled:opacity-40 disabled:hover:bg-transparent';
const toggle = (on: boolean) =>
  cn(
    'relative flex size-12 shrink-0 items-center justify-center rounded-full hover:bg-white/10',
    on ? 'text-brass-300' : 'text-sand-200',
  );

const repeatDescription = {
  off: msg`Off`,
  all: msg`Repeats the queue`,
  one: msg`Repeats this song`,
} as const;

/** Now playing's controls: shuffle, previous, play or pause, next, and repeat (off, all, one). */
export function PlayerControls() {
  const repeatId = useId();
  const s = usePlayer();
  const { t, i18n } = useLingui();
  const repeatText = i18n._(repeatDescription[s.repeat]);
  return (
    <div className="mt-3 flex w-full max-w-md items-center justify-between">
      <button
        type="button"
        className={toggle(s.shuffle)}
        aria-label={t`Shuffle`}
        aria-pressed={s.shuffle}
        onClick={() => player.setShuffle(!s.shuffle)}
      >
        <ShuffleIcon />
        {s.shuffle ? <span aria-hidden="true" className="absolute bottom-1 size-1 rounded-full bg-brass-300" /> : null}
      </button>
      <button type="button" className={control} aria-label={t`Previous`} onClick={() => player.previous()}>
        <PreviousIcon className="size-8" />
      </button>
      <button
        type="button"
        className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brass-400 text-cloth-950 shadow-card hover:bg-brass-300"
        aria-label={s.playing ? t`Pause` : t`Play`}
        onClick={() => player.toggle()}
      >
        {s.playing ? <PauseIcon className="size-8" /> : <PlayIcon className="size-8" />}
      </button>
      <button
        type="button"
        className={control}
        aria-label={t`Next`}
        disabled={!hasNext(s)}
        onClick={() => player.next()}
      >
        <NextIcon className="size-8" />
      </button>
      <button
        type="button"
        className={toggle(s.repeat !== 'off')}
        aria-label={t`Repeat`}
        aria-pressed={s.repeat !== 'off'}
        aria-describedby={repeatId}
        title={repeatText}
        onClick={() => player.setRepeat(nextRepeatMode(s.repeat))}
      >
        <RepeatIcon />
        {s.repeat === 'one' ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 flex size-4 items-center justify-center rounded-full bg-brass-300 text-[10px] font-bold text-cloth-950"
          >
            1
          </span>
        ) : null}
        {s.repeat !== 'off' ? (
          <span aria-hidden="true" className="absolute bottom-1 size-1 rounded-full bg-brass-300" />
        ) : null}
        <span id={repeatId} hidden>
          {repeatText}
        </span>
      </button>
    </div>
  );
}

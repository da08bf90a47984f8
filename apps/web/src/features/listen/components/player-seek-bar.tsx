import { useLingui } from '@lingui/react/macro';
import { cn } from '../../../components/ui/cn';
import { formatTime } from '../format';
import { player, usePlayer } from '../player-store';

/** The position in the song as a slider with the time heard and the length on either side. */
export function PlayerSeekBar({ className }: { className?: string }) {
  const s = usePlayer();
  const song = s.queue[s.index];
  const duration = s.duration || song?.durationSeconds || 0;
  const { t } = useLingui();
  const heard = formatTime(s.currentTime);
  const length = formatTime(duration);
  return (
    <div className={cn('flex items-center gap-2 text-xs text-sand-200 tabular-nums', className)}>
      <span aria-hidden="true" className="min-w-9">
        {formatTime(s.currentTime)}
      </span>
      <input
        type="range"
        aria-label={t`Seek`}
        aria-valuetext={t`${heard} of ${length}`}
        min={0}
        max={Math.max(duration, 0.1)}
        step={0.1}
        value={Math.min(s.currentTime, duration || s.currentTime)}
        onChange={(e) => player.seek(Number(e.currentTarget.value))}
        className="h-2 flex-1 accent-brass-400"
      />
      <span aria-hidden="true" className="min-w-9 text-right">
        {formatTime(duration)}
      </span>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { Song } from '@nupe/shared';
import { cn } from '../../../components/ui/cn';
import { toast } from '../../../components/ui/toasts';
import { AddToQueueIcon, PlayNextIcon } from '../components/icons';
import { menuItem } from '../components/menu-item';
import { player } from '../player-store';

const looks = {
  /** Side by side on the song page. */
  pill: 'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-sand-300 px-4 font-semibold text-cloth-800 hover:bg-sand-100',
  /** Two rows of a song's More menu. */
  menu: menuItem,
} as const;

/**
 * "Play next" and "Add to queue" for one song: two labelled buttons, side by side
 * where there is room (the song page, a song's More menu). Into an empty player the song
 * comes ready to play, paused: adding to a queue never starts sound by surprise. A toast
 * confirms; the queue itself is in "Now playing".
 */
export function QueueActions({
  song,
  look = 'pill',
  className,
}: {
  song: Song;
  look?: keyof typeof looks;
  className?: string;
}) {
  const { t } = useLingui();
  const title = song.title;
  const item = looks[look];
  return (
    <div className={cn(look === 'menu' ? 'flex flex-col' : 'flex flex-wrap items-center gap-2', className)}>
      <button
        type="button"
        className={item}
        onClick={() => {
          player.playNext(song);
          toast('success', t`“${title}” plays next`);
        }}
      >
        <PlayNextIcon className="size-5 shrink-0" />
        <Trans>Play next</Trans>
      </button>
      <button
        type="button"
        className={item}
        onClick={() => {
          player.addToQueue(song);
          toast('success', t`Added to queue: “${title}”`);
        }}
      >
        <AddToQueueIcon className="size-5 shrink-0" />
        <Trans>Add to queue</Trans>
      </button>
    </div>
  );
}

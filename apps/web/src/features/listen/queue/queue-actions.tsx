import type { Song } from '@nupe/shared';
import { cn } from '../../../components/ui/cn';
import { toast } from '../../../components/ui/toasts';
import { AddToQueueIcon, PlayNextIcon } from '../components/icons';
import { player } from '../player-store';

const item =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-left font-semibold text-cloth-900 hover:bg-sand-100';

/**
 * "Play next" and "Add to queue" for one song (issue 8), as two labelled buttons that sit side
 * by side where there is room and wrap where there is not (a song's More menu, the song page). Into an empty player the song comes ready to play, paused: adding
 * to a queue never starts sound by surprise. A toast confirms; the queue is in "Now playing".
 */
export function QueueActions({ song, className }: { song: Song; className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-1', className)}>
      <button
        type="button"
        className={item}
        onClick={() => {
          player.playNext(song);
          toast('success', `“${song.title}” plays next`);
        }}
      >
        <PlayNextIcon className="size-5 shrink-0 text-cloth-700" />
        Play next
      </button>
      <button
        type="button"
        className={item}
        onClick={() => {
          player.addToQueue(song);
          toast('success', `Added to queue: “${song.title}”`);
        }}
      >
        <AddToQueueIcon className="size-5 shrink-0 text-cloth-700" />
        Add to queue
      </button>
    </div>
  );
}

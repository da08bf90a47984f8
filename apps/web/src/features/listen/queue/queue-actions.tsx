import type { Song } from '@nupe/shared';

/** "Play next" and "Add to queue" for one song (issue 8). Skeleton; its owner fills it in. */
export function QueueActions(_props: { song: Song; className?: string }) {
  return null;
}

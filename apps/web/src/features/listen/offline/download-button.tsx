import type { Song } from '@nupe/shared';

/**
 * Saves `songs` (one song, or an album's) for offline listening, or removes them (issue 8).
 * `label` names what is saved ("Download album"). Skeleton; its owner fills it in.
 */
export function DownloadButton(_props: { songs: Song[]; label?: string; className?: string }) {
  return null;
}

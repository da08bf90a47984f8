import type { Song } from '@nupe/shared';
import { usePublicGet, usePublicRead } from '../../../lib/use-public-get';

type PublicSong = { status: 'pending' } | { status: 'success'; data: Song } | { status: 'error'; error: Error };

/** A published song for the shareable song page (`GET /api/songs/:id` → `{ song }`, 404 when it is not public). */
export function usePublicSong(id: string): PublicSong {
  const state = usePublicGet<{ song: Song }>(`/songs/${encodeURIComponent(id)}`, { signed: true });
  return state.status === 'success' ? { status: 'success', data: state.data.song } : state;
}

/**
 * The same song for a page that draws only once it is here (the nearest Suspense boundary
 * waits): the shareable song page, whose first screen then never swaps a skeleton.
 */
export function usePublicSongNow(id: string): Exclude<PublicSong, { status: 'pending' }> {
  const state = usePublicRead<{ song: Song }>(`/songs/${encodeURIComponent(id)}`, { signed: true });
  return state.status === 'success' ? { status: 'success', data: state.data.song } : state;
}

import type { Song } from '@nupe/shared';
import { usePublicGet } from '../../../lib/use-public-get';

type PublicSong = { status: 'pending' } | { status: 'success'; data: Song } | { status: 'error'; error: Error };

/** A published song for the shareable song page (`GET /api/songs/:id` → `{ song }`, 404 when it is not public). */
export function usePublicSong(id: string): PublicSong {
  const state = usePublicGet<{ song: Song }>(`/songs/${encodeURIComponent(id)}`, { signed: true });
  return state.status === 'success' ? { status: 'success', data: state.data.song } : state;
}

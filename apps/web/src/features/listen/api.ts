import type { Genre, Song, SongListResponse } from '@nupe/shared';
import { usePublicGet } from '../../lib/use-public-get';

type State<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

/** Public songs, newest first (`GET /api/songs`), optionally of one genre. */
export function useSongs(options: { genre?: Genre; limit: number }): State<Song[]> {
  const query = new URLSearchParams({ limit: String(options.limit) });
  if (options.genre) query.set('genre', options.genre);
  const result = usePublicGet<SongListResponse>(`/songs?${query}`);
  return result.status === 'success' ? { status: 'success', data: result.data.songs } : result;
}

/** One public song (`GET /api/songs/:id`). */
export function useSong(id: string): State<Song> {
  const result = usePublicGet<{ song: Song }>(`/songs/${encodeURIComponent(id)}`);
  return result.status === 'success' ? { status: 'success', data: result.data.song } : result;
}

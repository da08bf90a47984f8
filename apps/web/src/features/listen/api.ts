import type {
  Album,
  AlbumSummary,
  ArtistSummary,
  Genre,
  Song,
  SongListResponse,
  SongShelvesResponse,
} from '@nupe/shared';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import { usePublicGet } from '../../lib/use-public-get';

type State<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

/** Under /api; the server preloads it from /listen's <head> (plugins/web.ts). */
export const SHELVES_PATH = '/songs/shelves';

export type ArtistDetail = { artist: ArtistSummary; songs: Song[]; albums: AlbumSummary[] };

/** Public songs, newest first (`GET /api/songs`), optionally of one genre. */
export function useSongs(options: { genre?: Genre; limit: number }): State<Song[]> {
  const query = new URLSearchParams({ limit: String(options.limit) });
  if (options.genre) query.set('genre', options.genre);
  const result = usePublicGet<SongListResponse>(`/songs?${query}`, { signed: true });
  return result.status === 'success' ? { status: 'success', data: result.data.songs } : result;
}

/** The home's shelves in one request (`GET /api/songs/shelves`). */
export function useShelves(): State<SongShelvesResponse> {
  return usePublicGet<SongShelvesResponse>(SHELVES_PATH, { signed: true });
}

/** One public song (`GET /api/songs/:id`). */
export function useSong(id: string): State<Song> {
  const result = usePublicGet<{ song: Song }>(`/songs/${encodeURIComponent(id)}`, { signed: true });
  return result.status === 'success' ? { status: 'success', data: result.data.song } : result;
}

/** An artist's public page (`GET /api/artists/:id`): profile, published songs and albums. */
export function useArtist(id: string): State<ArtistDetail> {
  return usePublicGet<ArtistDetail>(`/artists/${encodeURIComponent(id)}`, { signed: true });
}

/** One album with its published songs (`GET /api/albums/:id`). */
export function useAlbum(id: string): State<Album> {
  const result = usePublicGet<{ album: Album }>(`/albums/${encodeURIComponent(id)}`);
  return result.status === 'success' ? { status: 'success', data: result.data.album } : result;
}

export type SearchResults = {
  /** The query these results answer. */
  query: string;
  songs: Song[];
  songTotal: number;
  artists: ArtistSummary[];
  albums: AlbumSummary[];
};

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Search as you type: songs (title, credit, album title), artists by name and albums by
 * title, asked together once typing pauses. A newer query aborts the older one's requests,
 * so a slow answer never overwrites a newer one.
 */
export function useSearch(q: string): State<SearchResults> | { status: 'idle' } {
  const query = q.trim();
  const [state, setState] = useState<State<SearchResults> | { status: 'idle' }>({ status: 'idle' });
  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setState((s) => (s.status === 'success' ? s : { status: 'pending' }));
      const q = encodeURIComponent(query);
      // Signed in when the listener is: community and group items they may see are found too.
      const get = <T>(path: string) => api<T>(path, { signal: controller.signal });
      try {
        const [songs, artists, albums] = await Promise.all([
          get<SongListResponse>(`/songs?q=${q}&limit=30`),
          get<{ artists: ArtistSummary[] }>(`/artists?q=${q}&limit=6`),
          get<{ albums: AlbumSummary[] }>(`/albums?q=${q}&limit=6`),
        ]);
        setState({
          status: 'success',
          data: { query, songs: songs.songs, songTotal: songs.total, artists: artists.artists, albums: albums.albums },
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error: error as Error });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return state;
}

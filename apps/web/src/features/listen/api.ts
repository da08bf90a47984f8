import type {
  Album,
  AlbumSummary,
  ArchiveFacets,
  ArtistSummary,
  Genre,
  PlaylistResponse,
  ProverbDetail,
  ProverbListResponse,
  Song,
  SongListResponse,
  SongShelvesResponse,
  TranscriptLayersResponse,
} from '@nupe/shared';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import { usePublicGet } from '../../lib/use-public-get';

type State<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

/** Under /api; the server preloads it from /listen's <head> (plugins/web.ts). */
export const SHELVES_PATH = '/songs/shelves';

export type ArtistDetail = { artist: ArtistSummary; songs: Song[]; albums: AlbumSummary[] };

/**
 * One read of the listener app: the address under /api, whether the listener's token goes
 * with it (catalogue reads, where a signed-in listener also finds the community and group
 * items open to them), and the part of the answer the screen draws.
 */
export type ListenRead<T> = { path: string; signed: boolean; pick: (body: unknown) => T };

function read<Body, T = Body>(
  path: string,
  options: { signed?: boolean; pick?: (body: Body) => T } = {},
): ListenRead<T> {
  const pick = options.pick ?? ((body: Body) => body as unknown as T);
  return { path, signed: options.signed ?? true, pick: pick as (body: unknown) => T };
}

const id = (value: string) => encodeURIComponent(value);

/** The reads of the listener app's screens, built from their arguments. */
export const listenReads = {
  /** Public songs, newest first (`GET /api/songs`), optionally of one genre. */
  songs: (options: { genre?: Genre; limit: number }) => {
    const query = new URLSearchParams({ limit: String(options.limit) });
    if (options.genre) query.set('genre', options.genre);
    return read<SongListResponse, Song[]>(`/songs?${query}`, { pick: (body) => body.songs });
  },
  /** Songs with the archive's facets chosen (a query string without `?`). */
  songList: (query: string) => read<SongListResponse>(`/songs?${query}`),
  /** The home's shelves in one request (`GET /api/songs/shelves`). */
  shelves: () => read<SongShelvesResponse>(SHELVES_PATH),
  /** One public song (`GET /api/songs/:id`). */
  song: (songId: string) => read<{ song: Song }, Song>(`/songs/${id(songId)}`, { pick: (body) => body.song }),
  /** An artist's public page (`GET /api/artists/:id`): profile, published songs and albums. */
  artist: (artistId: string) => read<ArtistDetail>(`/artists/${id(artistId)}`),
  /** One album with its published songs (`GET /api/albums/:id`). */
  album: (albumId: string) =>
    read<{ album: Album }, Album>(`/albums/${id(albumId)}`, { signed: false, pick: (body) => body.album }),
  /** The archive's facets with their counts. */
  archiveFacets: () => read<ArchiveFacets>('/archive/facets'),
  /** Proverbs, matching `q` when there is one. */
  proverbs: (q: string) => read<ProverbListResponse>(`/proverbs?limit=100${q ? `&q=${id(q)}` : ''}`),
  /** One proverb with its meanings and recordings. */
  proverb: (proverbId: string) => read<ProverbDetail>(`/proverbs/${id(proverbId)}`),
  /** One playlist (public, or the signed-in listener's own). */
  playlist: (playlistId: string) => read<PlaylistResponse>(`/playlists/${id(playlistId)}`),
  /** A song's transcript layers (transcript and translations). */
  transcripts: (songId: string) => read<TranscriptLayersResponse>(`/songs/${id(songId)}/transcripts`),
};

/**
 * The one data-loading hook of the listener app's screens: reads `listenReads.x(...)` once per
 * page load (shared between components, drawn by the server and hydrated from the page's
 * copy; lib/use-public-get.ts) and answers the part of it the screen draws.
 */
export function useListenData<T>(request: ListenRead<T>): State<T> {
  const result = usePublicGet<unknown>(request.path, { signed: request.signed });
  return result.status === 'success' ? { status: 'success', data: request.pick(result.data) } : result;
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

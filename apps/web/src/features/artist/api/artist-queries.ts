import type {
  AlbumMessageResponse,
  AlbumPatch,
  AlbumResponse,
  AnalyticsPeriod,
  ArtistAlbumsResponse,
  ArtistAnalyticsResponse,
  ArtistDashboardResponse,
  ArtistEvent,
  ArtistEventInput,
  ArtistEventPatch,
  ArtistEventsResponse,
  ArtistIssuesResponse,
  ArtistProfile,
  ArtistProfilePatch,
  ArtistProfileResponse,
  ArtistSongPatch,
  ArtistSongResponse,
  ArtistSongsResponse,
  DeleteSongResponse,
  MessageResponse,
} from '@nupe/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The artist area's data: one query key per resource under ['artist', …]; every mutation
 * invalidates the whole artist tree, so the dashboard, lists and figures agree after it.
 */
export const artistKeys = {
  all: ['artist'] as const,
  songs: ['artist', 'songs'] as const,
  albums: ['artist', 'albums'] as const,
  album: (id: string) => ['artist', 'album', id] as const,
  dashboard: ['artist', 'dashboard'] as const,
  analytics: (days: number) => ['artist', 'analytics', days] as const,
  events: ['artist', 'events'] as const,
  profile: ['artist', 'profile'] as const,
  issues: ['artist', 'issues'] as const,
};

export const artistSongsQuery = () =>
  queryOptions({ queryKey: artistKeys.songs, queryFn: () => api<ArtistSongsResponse>('/artist/songs') });
export const useArtistSongs = () => useQuery(artistSongsQuery());

export const artistAlbumsQuery = () =>
  queryOptions({ queryKey: artistKeys.albums, queryFn: () => api<ArtistAlbumsResponse>('/artist/albums') });
export const useArtistAlbums = () => useQuery(artistAlbumsQuery());

export const artistAlbumQuery = (id: string) =>
  queryOptions({
    queryKey: artistKeys.album(id),
    queryFn: () => api<AlbumResponse>(`/artist/album/${encodeURIComponent(id)}`),
  });
export const useArtistAlbum = (id: string | null) => useQuery({ ...artistAlbumQuery(id ?? ''), enabled: Boolean(id) });

export const useArtistDashboard = () =>
  useQuery({ queryKey: artistKeys.dashboard, queryFn: () => api<ArtistDashboardResponse>('/artist/dashboard') });

export const useArtistAnalytics = (days: AnalyticsPeriod) =>
  useQuery({
    queryKey: artistKeys.analytics(days),
    queryFn: () => api<ArtistAnalyticsResponse>(`/artist/analytics?days=${days}`),
    placeholderData: (previous) => previous,
  });

export const useArtistEvents = () =>
  useQuery({ queryKey: artistKeys.events, queryFn: () => api<ArtistEventsResponse>('/artist/events') });

export const useArtistProfile = () =>
  useQuery({ queryKey: artistKeys.profile, queryFn: () => api<ArtistProfileResponse>('/artist/profile') });

/**
 * Until when the open issues are fetched again every few seconds: a new audio file, cover,
 * album or credit is checked in the background on the server (a queued job), so its result
 * arrives a moment after the change itself.
 */
let recheckUntil = 0;
const RECHECK_WINDOW_MS = 60_000;
const RECHECK_POLL_MS = 4_000;

/** The open quality issues on all of the artist's songs, grouped by song. */
export const useArtistIssues = () =>
  useQuery({
    queryKey: artistKeys.issues,
    queryFn: () => api<ArtistIssuesResponse>('/artist/issues'),
    refetchInterval: () => (Date.now() < recheckUntil ? RECHECK_POLL_MS : false),
    select: (data) => {
      const bySong = new Map<string, ArtistIssuesResponse['issues']>();
      for (const issue of data.issues) bySong.set(issue.songId, [...(bySong.get(issue.songId) ?? []), issue]);
      return { issues: data.issues, bySong };
    },
  });

/** A mutation that refreshes every artist query when it succeeds. */
function useArtistMutation<TVars, TData>(fn: (vars: TVars) => Promise<TData>, options: { rechecks?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      if (options.rechecks) recheckUntil = Date.now() + RECHECK_WINDOW_MS;
      return client.invalidateQueries({ queryKey: artistKeys.all });
    },
  });
}

export const deleteSong = (songId: string) =>
  api<DeleteSongResponse>('/artist/delete-song', { method: 'DELETE', body: { songId } });

export const useUpdateSong = () =>
  useArtistMutation(
    ({ id, patch }: { id: string; patch: ArtistSongPatch }) =>
      api<ArtistSongResponse>(`/artist/songs/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
    { rechecks: true },
  );

export const useReplaceAudio = () =>
  useArtistMutation(
    ({ id, audio }: { id: string; audio: File }) => {
      const form = new FormData();
      form.append('audio', audio);
      return api<ArtistSongResponse>(`/artist/songs/${encodeURIComponent(id)}/audio`, { method: 'PUT', body: form });
    },
    { rechecks: true },
  );

export const useReplaceSongCover = () =>
  useArtistMutation(
    ({ id, cover }: { id: string; cover: File }) => {
      const form = new FormData();
      form.append('cover', cover);
      return api<ArtistSongResponse>(`/artist/songs/${encodeURIComponent(id)}/cover`, { method: 'PUT', body: form });
    },
    { rechecks: true },
  );

export const useCreateAlbum = () =>
  useArtistMutation((form: FormData) => api<AlbumMessageResponse>('/artist/albums', { method: 'POST', body: form }));

export const useUpdateAlbum = () =>
  useArtistMutation(({ id, patch }: { id: string; patch: AlbumPatch }) =>
    api<AlbumMessageResponse>(`/artist/albums/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
  );

export const useReplaceAlbumCover = () =>
  useArtistMutation(({ id, cover }: { id: string; cover: File }) => {
    const form = new FormData();
    form.append('cover', cover);
    return api<AlbumMessageResponse>(`/artist/albums/${encodeURIComponent(id)}/cover`, { method: 'PUT', body: form });
  });

export const useCreateEvent = () =>
  useArtistMutation((input: ArtistEventInput) =>
    api<{ message: string; event: ArtistEvent }>('/artist/events', { method: 'POST', body: input }),
  );

export const useUpdateEvent = () =>
  useArtistMutation(({ id, patch }: { id: string; patch: ArtistEventPatch }) =>
    api<{ message: string; event: ArtistEvent }>(`/artist/events/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: patch,
    }),
  );

export const useDeleteEvent = () =>
  useArtistMutation((id: string) =>
    api<MessageResponse>(`/artist/events/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

export const useUpdateProfile = () =>
  useArtistMutation((patch: ArtistProfilePatch) =>
    api<{ message: string; profile: ArtistProfile }>('/artist/profile', { method: 'PATCH', body: patch }),
  );

export const useReplaceAvatar = () =>
  useArtistMutation((avatar: File) => {
    const form = new FormData();
    form.append('avatar', avatar);
    return api<{ message: string; profile: ArtistProfile }>('/artist/profile/avatar', { method: 'PUT', body: form });
  });

import type {
  AdminArtistOption,
  AdminSongListResponse,
  AdminSongUpdateBody,
  AdminSongView,
  GenreFilter,
  Song,
} from '@nupe/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toasts';
import { api } from '../../../lib/api-client';
import { serverErrorOr } from './artist-requests';
import { adminKeys } from './dashboard';

export type SongFilters = { q: string; genre: GenreFilter; status: AdminSongView; page: number };
export const SONGS_PAGE_SIZE = 10;

export function useAdminSongs(f: SongFilters) {
  const qs = new URLSearchParams({ status: f.status, page: String(f.page), limit: String(SONGS_PAGE_SIZE) });
  if (f.q.trim()) qs.set('q', f.q.trim());
  if (f.genre !== 'All') qs.set('genre', f.genre);
  return useQuery({
    queryKey: adminKeys.songs(f),
    queryFn: () => api<AdminSongListResponse>(`/admin/songs?${qs}`),
    placeholderData: keepPreviousData,
  });
}

export function useArtistOptions(q: string) {
  return useQuery({
    queryKey: adminKeys.artistOptions(q),
    queryFn: () =>
      api<{ artists: AdminArtistOption[] }>(`/admin/artist-options${q ? `?q=${encodeURIComponent(q)}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

type SongResult = { message: string; song: Song };

/** One mutation per library action; each refreshes the library, the dashboard and the audit log. */
export function useSongAction() {
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: adminKeys.songsAll });
    void qc.invalidateQueries({ queryKey: adminKeys.dashboard });
    void qc.invalidateQueries({ queryKey: adminKeys.overview });
    void qc.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
  };
  return useMutation({
    mutationFn: (
      a:
        | { kind: 'edit'; id: string; body: AdminSongUpdateBody }
        | { kind: 'cover'; id: string; file: File }
        | { kind: 'publish' | 'unpublish' | 'remove' | 'restore'; id: string },
    ): Promise<SongResult> => {
      switch (a.kind) {
        case 'edit':
          return api(`/admin/songs/${a.id}`, { method: 'PATCH', body: a.body });
        case 'cover': {
          const form = new FormData();
          form.append('cover', a.file);
          return api(`/admin/songs/${a.id}/cover`, { method: 'PUT', body: form });
        }
        case 'publish':
        case 'unpublish':
          return api(`/admin/songs/${a.id}/status`, { method: 'PATCH', body: { published: a.kind === 'publish' } });
        case 'remove':
          return api(`/admin/songs/${a.id}/remove`, { method: 'POST' });
        case 'restore':
          return api(`/admin/songs/${a.id}/restore`, { method: 'POST' });
      }
    },
    onSuccess: (res) => {
      toast('success', res.message);
      refresh();
    },
    onError: (err) => toast('error', serverErrorOr(err, 'The change could not be saved. Please try again.')),
  });
}

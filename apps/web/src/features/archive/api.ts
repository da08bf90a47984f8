import type { ArchiveHistory, ArchivePatch, CollectionsResponse, Song } from '@nupe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const archiveKeys = {
  song: (id: string) => ['archive', 'song', id] as const,
  history: (id: string) => ['archive', 'history', id] as const,
  collections: ['archive', 'collections'] as const,
};

/** The item as its describer sees it (signed in: their own, or any for staff). */
export const useDescribedSong = (id: string) =>
  useQuery({ queryKey: archiveKeys.song(id), queryFn: () => api<{ song: Song }>(`/songs/${id}`) });

export const useArchiveHistory = (id: string) =>
  useQuery({ queryKey: archiveKeys.history(id), queryFn: () => api<ArchiveHistory>(`/songs/${id}/archive/history`) });

export const useCollections = () =>
  useQuery({ queryKey: archiveKeys.collections, queryFn: () => api<CollectionsResponse>('/collections') });

export function useDescribe(songId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: ArchivePatch) =>
      api<{ song: Song }>(`/songs/${songId}/archive`, { method: 'PATCH', body: patch }),
    onSuccess: (res) => {
      qc.setQueryData(archiveKeys.song(songId), res);
      void qc.invalidateQueries({ queryKey: archiveKeys.history(songId) });
    },
  });
}

import type { AccessGroupDetail, AccessGroupsResponse, MessageResponse, Song, SongAccessBody } from '@nupe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const accessKeys = {
  groups: ['staff', 'access-groups'] as const,
  group: (id: string) => ['staff', 'access-groups', id] as const,
  song: (id: string) => ['staff', 'access-song', id] as const,
};

type GroupChanged = AccessGroupDetail & { message: string };

export const useAccessGroups = () =>
  useQuery({ queryKey: accessKeys.groups, queryFn: () => api<AccessGroupsResponse>('/staff/access-groups') });

export const useAccessGroup = (id: string) =>
  useQuery({ queryKey: accessKeys.group(id), queryFn: () => api<AccessGroupDetail>(`/staff/access-groups/${id}`) });

/** The item as staff see it, with its current access. */
export const useStaffSong = (id: string) =>
  useQuery({ queryKey: accessKeys.song(id), queryFn: () => api<{ song: Song }>(`/songs/${id}`) });

export function useSetAccess(songId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SongAccessBody) =>
      api<{ message: string; song: Song }>(`/songs/${songId}/access`, { method: 'PATCH', body }),
    onSuccess: (res) => {
      qc.setQueryData(accessKeys.song(songId), { song: res.song });
      // The item list shows each item's level; groups count their items.
      void qc.invalidateQueries({ queryKey: ['staff', 'consents'] });
      void qc.invalidateQueries({ queryKey: accessKeys.groups });
    },
  });
}

export function useCreateGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; description?: string }) =>
      api<GroupChanged>('/staff/access-groups', { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: accessKeys.groups }),
  });
}

export function useDeleteGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<MessageResponse>(`/staff/access-groups/${id}`, { method: 'DELETE' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: accessKeys.groups }),
  });
}

export function useGroupMembers(groupId: string) {
  const qc = useQueryClient();
  const settle = (res: GroupChanged) => {
    qc.setQueryData(accessKeys.group(groupId), { group: res.group, members: res.members });
    void qc.invalidateQueries({ queryKey: accessKeys.groups });
  };
  return {
    add: useMutation({
      mutationFn: (phone: string) =>
        api<GroupChanged>(`/staff/access-groups/${groupId}/members`, { method: 'POST', body: { phone } }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (userId: string) =>
        api<GroupChanged>(`/staff/access-groups/${groupId}/members/${userId}`, { method: 'DELETE' }),
      onSuccess: settle,
    }),
  };
}

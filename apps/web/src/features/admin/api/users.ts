import type { AdminUserListResponse, AdminUserResponse, AdminUserUpdateBody, Role, UserStatus } from '@nupe/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toasts';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';
import { serverErrorOr } from './artist-requests';
import { adminKeys } from './dashboard';

export type UserFilters = { q: string; role: 'all' | Role; status: 'all' | UserStatus; page: number };
export const USERS_PAGE_SIZE = 10;

export function useAdminUsers(f: UserFilters) {
  const qs = new URLSearchParams({
    role: f.role,
    status: f.status,
    page: String(f.page),
    limit: String(USERS_PAGE_SIZE),
  });
  if (f.q.trim()) qs.set('q', f.q.trim());
  return useQuery({
    queryKey: adminKeys.users(f),
    queryFn: () => api<AdminUserListResponse>(`/admin/users?${qs}`),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUserUpdateBody }) =>
      api<AdminUserResponse>(`/admin/users/${id}`, { method: 'PATCH', body }),
    onSuccess: (res) => {
      toast('success', res.message);
      void qc.invalidateQueries({ queryKey: adminKeys.usersAll });
      void qc.invalidateQueries({ queryKey: adminKeys.dashboard });
      void qc.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
      void qc.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (err) => toast('error', serverErrorOr(err, 'The account could not be changed. Please try again.')),
  });
}

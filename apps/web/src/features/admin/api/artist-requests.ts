import { type ArtistRequest, type MessageResponse, SUCCESS_MESSAGES } from '@nupe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toasts';
import { ApiError, api } from '../../../lib/api-client';
import { adminKeys } from './dashboard';

export const useArtistRequests = () =>
  useQuery({ queryKey: adminKeys.requests, queryFn: () => api<ArtistRequest[]>('/admin/artist-requests') });

/** The server's `error`, else the default sentence. */
export const serverErrorOr = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.serverError ? err.serverError : fallback;

/**
 * Approve or reject: the request leaves the list at once, the list is then refetched
 * and the dashboard's figures follow.
 */
export function useDecideArtist(decision: 'approve' | 'reject') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      decision === 'approve'
        ? api<MessageResponse>('/admin/approve-artist', { method: 'PATCH', body: { userId } })
        : api<MessageResponse>(`/admin/reject-artist/${userId}`, { method: 'PATCH', body: { userId } }),
    onSuccess: (res, userId) => {
      qc.setQueryData<ArtistRequest[]>(adminKeys.requests, (list) => list?.filter((r) => r.userId !== userId));
      toast(
        'success',
        res.message || (decision === 'approve' ? SUCCESS_MESSAGES.ARTIST_APPROVED : SUCCESS_MESSAGES.ARTIST_REJECTED),
      );
    },
    onError: (err) =>
      toast(
        'error',
        serverErrorOr(err, decision === 'approve' ? 'Failed to approve artist' : 'Failed to reject artist'),
      ),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: adminKeys.requests });
      void qc.invalidateQueries({ queryKey: adminKeys.dashboard });
      void qc.invalidateQueries({ queryKey: adminKeys.overview });
      void qc.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}

/**
 * Reject with the reason the applicant will read (PATCH /admin/reject-artist/:userId with
 * `{ userId, reason }`): the request leaves the list, the figures follow.
 */
export function useRejectArtist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      api<MessageResponse>(`/admin/reject-artist/${userId}`, { method: 'PATCH', body: { userId, reason } }),
    onSuccess: (res, { userId }) => {
      qc.setQueryData<ArtistRequest[]>(adminKeys.requests, (list) => list?.filter((r) => r.userId !== userId));
      toast('success', res.message || SUCCESS_MESSAGES.ARTIST_REJECTED);
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: adminKeys.requests });
      void qc.invalidateQueries({ queryKey: adminKeys.dashboard });
      void qc.invalidateQueries({ queryKey: adminKeys.overview });
      void qc.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}

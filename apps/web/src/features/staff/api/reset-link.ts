import type { ResetLinkCreated } from '@nupe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-api';

/**
 * A one-time password reset link for the account of a password reset request.
 * The link is shown once: the server keeps only its digest. The ticket gains a note, so the
 * support list is refreshed.
 */
export function useCreateResetLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) =>
      api<ResetLinkCreated>(`/staff/support/${encodeURIComponent(ticketId)}/reset-link`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...staffKeys.all, 'support'] }),
  });
}

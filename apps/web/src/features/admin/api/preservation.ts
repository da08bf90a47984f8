import type { BagLinkBody, BagLinkResponse, PreservationReport } from '@nupe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const preservationKey = ['admin', 'preservation'] as const;

/** Where every kept file stands; polled while an audit waits or runs, so the page follows it. */
export const usePreservation = () =>
  useQuery({
    queryKey: preservationKey,
    queryFn: () => api<PreservationReport>('/admin/preservation'),
    refetchInterval: (query) => (query.state.data?.auditPending ? 3000 : false),
  });

export function useRunAudit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>('/admin/preservation/audits', { method: 'POST' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: preservationKey }),
  });
}

/** The download address of a BagIt bag; the browser then follows it to save the tar. */
export const useBagLink = () =>
  useMutation({
    mutationFn: (body: BagLinkBody) => api<BagLinkResponse>('/admin/bags/links', { method: 'POST', body }),
  });

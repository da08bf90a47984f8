import type { ConsentChainResponse, ConsentEntryBody, ConsentItemsResponse } from '@nupe/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const consentKeys = {
  all: ['staff', 'consents'] as const,
  items: (q: string) => ['staff', 'consents', 'items', q] as const,
  chain: (songId: string) => ['staff', 'consents', 'chain', songId] as const,
};

export const useConsentItems = (q: string) =>
  useQuery({
    queryKey: consentKeys.items(q),
    queryFn: () => api<ConsentItemsResponse>(`/staff/consents${q ? `?${new URLSearchParams({ q })}` : ''}`),
    placeholderData: keepPreviousData,
  });

export const useConsentChain = (songId: string | null) =>
  useQuery({
    queryKey: consentKeys.chain(songId ?? ''),
    queryFn: () => api<ConsentChainResponse>(`/songs/${songId}/consents`),
    enabled: songId !== null,
  });

export function useRecordConsent(songId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentEntryBody) =>
      api<ConsentChainResponse & { message: string }>(`/songs/${songId}/consents`, { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: consentKeys.all }),
  });
}

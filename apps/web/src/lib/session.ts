import type { MeResponse } from '@nupe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { tokenStorage } from './token-storage';

export const meQueryKey = ['users', 'me'] as const;

/** The signed-in user, or null when no token is stored. */
export async function getMe(): Promise<MeResponse | null> {
  if (!tokenStorage.get()) return null;
  return api<MeResponse>('/users/me');
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    staleTime: 60_000,
    retry: (count, error) => count < 2 && !('status' in error && (error.status === 401 || error.status === 403)),
  });

export function useMe() {
  return useQuery(meQueryOptions());
}

import type { AppKeyCreated, AppKeysResponse, MessageResponse } from '@nupe/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Per account: another person signing in on this browser never sees the previous one's keys. */
export const appKeysQueryKey = (userId: string) => ['me', 'app-keys', userId] as const;

/** `GET /api/me/app-keys`: the keys, and what to type into a music app. */
export const getAppKeys = () => api<AppKeysResponse>('/me/app-keys');

/** `POST /api/me/app-keys`: the answer is the only time the key itself is shown. */
export const createAppKey = (name: string) => api<AppKeyCreated>('/me/app-keys', { method: 'POST', body: { name } });

/** `DELETE /api/me/app-keys/:id`: the key stops working on the next request. */
export const revokeAppKey = (id: string) =>
  api<MessageResponse>(`/me/app-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const appKeysQuery = (userId: string) =>
  queryOptions({ queryKey: appKeysQueryKey(userId), queryFn: getAppKeys });

export const useAppKeys = (userId: string) => useQuery(appKeysQuery(userId));

/** Creates a key; the list gains it at once (without its secret) and is then read again. */
export function useCreateAppKey(userId: string) {
  const qc = useQueryClient();
  const queryKey = appKeysQueryKey(userId);
  return useMutation({
    mutationFn: createAppKey,
    onSuccess: ({ key: _secret, ...created }) => {
      qc.setQueryData<AppKeysResponse>(queryKey, (data) =>
        data ? { ...data, keys: [...data.keys.filter((k) => k.id !== created.id), created] } : data,
      );
      void qc.invalidateQueries({ queryKey });
    },
  });
}

/** Revokes a key; it leaves the list at once, and the list is then read again. */
export function useRevokeAppKey(userId: string) {
  const qc = useQueryClient();
  const queryKey = appKeysQueryKey(userId);
  return useMutation({
    mutationFn: revokeAppKey,
    onSuccess: (_res, id) => {
      qc.setQueryData<AppKeysResponse>(queryKey, (data) =>
        data ? { ...data, keys: data.keys.filter((k) => k.id !== id) } : data,
      );
      void qc.invalidateQueries({ queryKey });
    },
  });
}

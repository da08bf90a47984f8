import type { TranslationLocale, Translators } from '@nupe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const translatorsKey = ['admin', 'translators'] as const;

/** Accounts that translate, with their languages (one request for the whole Users screen). */
export const useTranslators = () =>
  useQuery({ queryKey: translatorsKey, queryFn: () => api<Translators>('/admin/translators') });

export function useSetTranslator() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, locales }: { id: string; locales: TranslationLocale[] }) =>
      api<{ message: string; locales: string[] }>(`/admin/users/${id}/translator`, {
        method: 'PUT',
        body: { locales },
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: translatorsKey }),
  });
}

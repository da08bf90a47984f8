import type { SiteSettingsInput, SiteSettingsResponse } from '@nupe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './dashboard';

export const useSiteSettings = () =>
  useQuery({ queryKey: adminKeys.settings, queryFn: () => api<SiteSettingsResponse>('/admin/settings') });

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettingsInput) =>
      api<SiteSettingsResponse & { message: string }>('/admin/settings', { method: 'PUT', body }),
    onSuccess: (res) => {
      qc.setQueryData(adminKeys.settings, res);
      void qc.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}

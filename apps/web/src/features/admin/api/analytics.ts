import type { AnalyticsRange, AnalyticsResponse } from '@nupe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './dashboard';

export const useAnalytics = (days: AnalyticsRange) =>
  useQuery({
    queryKey: adminKeys.analytics(days),
    queryFn: () => api<AnalyticsResponse>(`/admin/analytics?days=${days}`),
    placeholderData: keepPreviousData,
  });

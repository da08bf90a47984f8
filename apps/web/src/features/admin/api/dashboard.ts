import type { AuditLogResponse, DashboardResponse, OverviewResponse } from '@nupe/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  overview: ['admin', 'overview'] as const,
  audit: (page: number) => ['admin', 'audit-log', page] as const,
  requests: ['admin', 'artist-requests'] as const,
  songs: (params: Record<string, unknown>) => ['admin', 'songs', params] as const,
  songsAll: ['admin', 'songs'] as const,
  users: (params: Record<string, unknown>) => ['admin', 'users', params] as const,
  usersAll: ['admin', 'users'] as const,
  analytics: (days: number) => ['admin', 'analytics', days] as const,
  settings: ['admin', 'settings'] as const,
  artistOptions: (q: string) => ['admin', 'artist-options', q] as const,
};

export const getDashboard = () => api<DashboardResponse>('/admin/dashboard');
export const useDashboardStats = () => useQuery(queryOptions({ queryKey: adminKeys.dashboard, queryFn: getDashboard }));

export const useOverview = () =>
  useQuery({ queryKey: adminKeys.overview, queryFn: () => api<OverviewResponse>('/admin/overview') });

export const useAuditLog = (page: number, limit = 10) =>
  useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: () => api<AuditLogResponse>(`/admin/audit-log?page=${page}&limit=${limit}`),
    placeholderData: keepPreviousData,
  });

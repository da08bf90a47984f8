import type {
  ArtistSongIssuesResponse,
  BulkApproveResponse,
  CreateQualityIssueBody,
  CreateTaskBody,
  DuplicatePairResponse,
  MergeDuplicateResponse,
  QualityFilter,
  QualityIssue,
  QualityListResponse,
  ReviewDecisionResponse,
  ReviewDetailResponse,
  ReviewPriority,
  ReviewQueueResponse,
  StaffDashboardResponse,
  StaffMember,
  StaffTask,
  SupportListResponse,
  SupportStatus,
  SupportTicket,
  UpdateQualityIssueBody,
  UpdateTaskBody,
} from '@nupe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every staff query key starts with 'staff', so a decision refreshes every staff screen at once. */
export const staffKeys = {
  all: ['staff'] as const,
  dashboard: () => [...staffKeys.all, 'dashboard'] as const,
  queue: (page: number, limit: number) => [...staffKeys.all, 'reviews', 'queue', page, limit] as const,
  review: (songId: string) => [...staffKeys.all, 'reviews', songId] as const,
  quality: (status: QualityFilter, page: number, q: string) => [...staffKeys.all, 'quality', status, page, q] as const,
  support: (status: SupportStatus | 'all', page: number) => [...staffKeys.all, 'support', status, page] as const,
  duplicate: (issueId: string) => [...staffKeys.all, 'duplicates', issueId] as const,
  tasks: () => [...staffKeys.all, 'tasks'] as const,
  members: () => [...staffKeys.all, 'members'] as const,
};

/**
 * What a screen does when a staff mutation ends. Given to the hook, not to `mutate`: TanStack
 * Query drops `mutate`'s own callbacks when the component has unmounted meanwhile, and the
 * refetch that follows a success can remove the very card that asked (a merged duplicate's).
 */
export type MutationEnd<TResult> = { onSuccess?: (result: TResult) => void; onError?: (error: Error) => void };

function useStaffMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>, end: MutationEnd<TResult> = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      end.onSuccess?.(result);
      return qc.invalidateQueries({ queryKey: staffKeys.all });
    },
    onError: (error) => end.onError?.(error),
  });
}

// Dashboard and review

export const useStaffDashboard = () =>
  useQuery({ queryKey: staffKeys.dashboard(), queryFn: () => api<StaffDashboardResponse>('/staff/dashboard') });

/** Rows per page on the staff screens' lists. */
export const STAFF_PAGE_SIZE = 50;

/**
 * One page of the review queue. The bulk-approve dialog and the song picker ask for the
 * largest page (PAGE_SIZE_MAX) instead: the oldest songs waiting, which is what they offer.
 */
export const useReviewQueue = (page = 1, limit = STAFF_PAGE_SIZE) =>
  useQuery({
    queryKey: staffKeys.queue(page, limit),
    queryFn: () => api<ReviewQueueResponse>(`/staff/reviews?page=${page}&limit=${limit}`),
    placeholderData: (previous) => previous,
  });

export const useReviewDetail = (songId: string | null) =>
  useQuery({
    queryKey: staffKeys.review(songId ?? ''),
    queryFn: () => api<ReviewDetailResponse>(`/staff/reviews/${songId}`),
    enabled: songId !== null,
    retry: false,
    // The automatic checks run as a background job: look again until they have finished.
    refetchInterval: (query) => (query.state.data?.checksPending ? 3_000 : false),
  });

export const useApprove = () =>
  useStaffMutation((songId: string) =>
    api<ReviewDecisionResponse>(`/staff/reviews/${songId}/approve`, { method: 'POST' }),
  );

export const useReject = () =>
  useStaffMutation(({ songId, reason }: { songId: string; reason: string }) =>
    api<ReviewDecisionResponse>(`/staff/reviews/${songId}/reject`, { method: 'POST', body: { reason } }),
  );

export const useBulkApprove = () =>
  useStaffMutation((songIds: string[]) =>
    api<BulkApproveResponse>('/staff/reviews/bulk-approve', { method: 'POST', body: { songIds } }),
  );

export const useSetPriority = () =>
  useStaffMutation(({ songId, priority }: { songId: string; priority: ReviewPriority }) =>
    api<{ message: string }>(`/staff/reviews/${songId}`, { method: 'PATCH', body: { priority } }),
  );

// Quality

export const useQualityIssues = (status: QualityFilter, page = 1, q = '') =>
  useQuery({
    queryKey: staffKeys.quality(status, page, q),
    queryFn: () =>
      api<QualityListResponse>(
        `/staff/quality?${new URLSearchParams({ status, page: String(page), limit: String(STAFF_PAGE_SIZE), ...(q ? { q } : {}) })}`,
      ),
    // A new search shows the last answer until its own arrives (no flash of the skeleton).
    placeholderData: (previous) => previous,
  });

export const useRaiseIssue = () =>
  useStaffMutation((body: CreateQualityIssueBody) =>
    api<{ message: string; issue: QualityIssue }>('/staff/quality', { method: 'POST', body }),
  );

export const useUpdateIssue = () =>
  useStaffMutation(({ id, ...body }: UpdateQualityIssueBody & { id: string }) =>
    api<{ message: string; issue: QualityIssue }>(`/staff/quality/${id}`, { method: 'PATCH', body }),
  );

/** The two items of a "same recording, different file" issue, side by side (loaded when opened). */
export const useDuplicatePair = (issueId: string | null) =>
  useQuery({
    queryKey: staffKeys.duplicate(issueId ?? ''),
    queryFn: () => api<DuplicatePairResponse>(`/staff/duplicates/${issueId}`),
    enabled: issueId !== null,
    retry: false,
  });

export const useMergeDuplicate = (end: MutationEnd<MergeDuplicateResponse>) =>
  useStaffMutation(
    ({ issueId, survivorId }: { issueId: string; survivorId: string }) =>
      api<MergeDuplicateResponse>(`/staff/duplicates/${issueId}/merge`, { method: 'POST', body: { survivorId } }),
    end,
  );

export type { ArtistSongIssuesResponse };

// Support

export const useTickets = (status: SupportStatus | 'all', page = 1) =>
  useQuery({
    queryKey: staffKeys.support(status, page),
    queryFn: () => api<SupportListResponse>(`/staff/support?status=${status}&page=${page}&limit=${STAFF_PAGE_SIZE}`),
  });

export const useSetTicketStatus = () =>
  useStaffMutation(({ id, status }: { id: string; status: SupportStatus }) =>
    api<{ message: string; ticket: SupportTicket }>(`/staff/support/${id}`, { method: 'PATCH', body: { status } }),
  );

export const useAddNote = () =>
  useStaffMutation(({ id, body }: { id: string; body: string }) =>
    api<{ message: string; ticket: SupportTicket }>(`/staff/support/${id}/notes`, { method: 'POST', body: { body } }),
  );

// Tasks

export const useTasks = () =>
  useQuery({ queryKey: staffKeys.tasks(), queryFn: () => api<{ tasks: StaffTask[] }>('/staff/tasks') });

export const useMembers = () =>
  useQuery({
    queryKey: staffKeys.members(),
    queryFn: () => api<{ members: StaffMember[] }>('/staff/members'),
    staleTime: 5 * 60_000,
  });

export const useCreateTask = () =>
  useStaffMutation((body: CreateTaskBody) =>
    api<{ message: string; task: StaffTask }>('/staff/tasks', { method: 'POST', body }),
  );

export const useUpdateTask = () =>
  useStaffMutation(({ id, ...body }: UpdateTaskBody & { id: string }) =>
    api<{ message: string; task: StaffTask }>(`/staff/tasks/${id}`, { method: 'PATCH', body }),
  );

export const useDeleteTask = () =>
  useStaffMutation((id: string) => api<{ message: string }>(`/staff/tasks/${id}`, { method: 'DELETE' }));

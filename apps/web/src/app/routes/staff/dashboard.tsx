import { PAGE_SIZE_MAX } from '@nupe/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useReviewQueue, useStaffDashboard } from '../../../features/staff/api/staff-api';
import { BulkApproveDialog } from '../../../features/staff/components/bulk-approve-dialog';
import {
  PendingReviewsPanel,
  QualityIssuesPanel,
  QuickActionsPanel,
  TeamStatusPanel,
} from '../../../features/staff/components/dashboard-panels';
import { useMe } from '../../../lib/session';
import { reviewHref } from './review';

function Stat({ label, value, to }: { label: string; value: number | undefined; to: string }) {
  return (
    <Link to={to} className="rounded-2xl no-underline">
      <Card className="h-full p-4 hover:border-brass-400 sm:p-5">
        <p className="text-sm font-semibold text-cloth-700">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-2 h-9 w-16" />
        ) : (
          <p className="mt-1 font-display text-4xl font-bold text-cloth-950" data-testid={`stat-${label}`}>
            {value}
          </p>
        )}
      </Card>
    </Link>
  );
}

/** /staff: the day's work at a glance, from the live queue, issues, tickets and team activity. */
export function StaffDashboard() {
  const dash = useStaffDashboard();
  // Bulk approve offers the oldest songs waiting, as many as one page can hold.
  const queue = useReviewQueue(1, PAGE_SIZE_MAX);
  const [bulkOpen, setBulkOpen] = useState(false);
  const d = dash.data;

  const me = useMe();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        kicker="Staff"
        title="Staff Dashboard"
        description={`${me.data ? `Welcome back, ${me.data.user.fullName}. ` : ''}Review uploads before they are published, track quality problems, answer artists and keep the team’s tasks.`}
      />
      {dash.isError ? (
        <div className="mb-6">
          <ErrorState message={dash.error.message} onRetry={() => dash.refetch()} />
        </div>
      ) : null}
      <section aria-label="Today in numbers" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Pending reviews" value={d?.stats.pendingReviews} to={paths.staff.review} />
        <Stat label="Approved today" value={d?.stats.approvedToday} to={paths.staff.tools} />
        <Stat label="Quality issues" value={d?.stats.openQualityIssues} to={paths.staff.quality} />
        <Stat label="Support tickets" value={d?.stats.openSupportTickets} to={paths.staff.support} />
      </section>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <PendingReviewsPanel dashboard={d} failed={dash.isError} reviewHref={reviewHref} />
          <QualityIssuesPanel dashboard={d} failed={dash.isError} />
        </div>

        <div className="flex flex-col gap-6">
          <QuickActionsPanel
            canBulkApprove={Boolean(queue.data && queue.data.items.length > 0)}
            onBulkApprove={() => setBulkOpen(true)}
          />
          <TeamStatusPanel dashboard={d} failed={dash.isError} />
        </div>
      </div>
      <BulkApproveDialog open={bulkOpen} onClose={() => setBulkOpen(false)} items={queue.data?.items ?? []} />
    </div>
  );
}

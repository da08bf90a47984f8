import { lagosDate, PAGE_SIZE_MAX } from '@nupe/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toasts';
import { paths } from '../../../config/paths';
import { downloadCsv, STAFF_EXPORTS } from '../../../features/staff/api/download-csv';
import { useReviewQueue, useStaffDashboard } from '../../../features/staff/api/staff-api';
import { BulkApproveDialog } from '../../../features/staff/components/bulk-approve-dialog';
import {
  formatResponseTime,
  Panel,
  PriorityBadge,
  QualityStatusBadge,
  When,
} from '../../../features/staff/components/staff-ui';
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

function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, url: string) => {
    setBusy(key);
    try {
      const name = await downloadCsv(url);
      toast('success', `Downloaded ${name}`);
    } catch (err) {
      toast('error', (err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** /staff: the day's work at a glance, from the live queue, issues, tickets and team activity. */
export function StaffDashboard() {
  const dash = useStaffDashboard();
  // Bulk approve offers the oldest songs waiting, as many as one page can hold.
  const queue = useReviewQueue(1, PAGE_SIZE_MAX);
  const [bulkOpen, setBulkOpen] = useState(false);
  const download = useDownload();
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
          <Panel
            title="Pending content reviews"
            action={
              <Link to={paths.staff.review} className="font-semibold">
                See the whole queue
              </Link>
            }
          >
            {!d ? (
              dash.isError ? null : (
                <ListSkeleton rows={3} label="Loading pending reviews" />
              )
            ) : d.pending.length === 0 ? (
              <EmptyState title="Nothing is waiting for review." />
            ) : (
              <ul className="divide-y divide-sand-200" aria-label="Pending content reviews">
                {d.pending.map((item) => (
                  <li key={item.songId} className="flex flex-wrap items-center gap-3 py-3">
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="truncate font-semibold">{item.title}</p>
                      <p className="truncate text-sm text-cloth-700">
                        {item.artist} · <When iso={item.submittedAt} />
                      </p>
                    </div>
                    <PriorityBadge priority={item.priority} />
                    <Link
                      to={reviewHref(item.songId)}
                      className={buttonClasses('outline', 'sm')}
                      aria-label={`Review ${item.title}`}
                    >
                      Review
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <Panel
            title="Quality check issues"
            action={
              <Link to={paths.staff.quality} className="font-semibold">
                All issues
              </Link>
            }
          >
            {!d ? (
              dash.isError ? null : (
                <ListSkeleton rows={3} label="Loading quality issues" />
              )
            ) : d.qualityIssues.length === 0 ? (
              <EmptyState title="No open quality issues." />
            ) : (
              <ul className="divide-y divide-sand-200" aria-label="Quality check issues">
                {d.qualityIssues.map((i) => (
                  <li key={i.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="truncate font-semibold">{i.songTitle}</p>
                      <p className="truncate text-sm text-cloth-700">
                        {i.artist} · {i.kindLabel}
                      </p>
                    </div>
                    <QualityStatusBadge status={i.status} />
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>

        <div className="flex flex-col gap-6">
          <Panel title="Quick actions">
            <div className="flex flex-col gap-2">
              <Button
                variant="outline"
                onClick={() => setBulkOpen(true)}
                disabled={!queue.data || queue.data.items.length === 0}
              >
                Bulk Approve Content
              </Button>
              <Button
                variant="outline"
                loading={download.busy === 'quality'}
                onClick={() => download.run('quality', STAFF_EXPORTS.qualityIssues)}
              >
                Generate Quality Report
              </Button>
              <Button
                variant="outline"
                loading={download.busy === 'reviews'}
                onClick={() => download.run('reviews', STAFF_EXPORTS.reviewDecisions(lagosDate(-29), lagosDate()))}
              >
                Export Review Data
              </Button>
              <p className="text-sm text-cloth-700">Review data covers the last 30 days; pick other dates in Tools.</p>
            </div>
          </Panel>
          <Panel title="Team status">
            {!d ? (
              dash.isError ? null : (
                <ListSkeleton rows={3} label="Loading team status" />
              )
            ) : (
              // The note follows the list: a <dl> holds only its terms and definitions (axe definition-list).
              <div className="flex flex-col gap-3">
                <dl className="flex flex-col gap-3">
                  <div className="flex items-center justify-between gap-3">
                    <dt className="text-cloth-800">Reviewers online</dt>
                    <dd className="text-xl font-bold" data-testid="reviewers-online">
                      {d.team.reviewersOnline}
                    </dd>
                  </div>
                  <div className="flex items-center justify-between gap-3">
                    <dt className="text-cloth-800">Quality checkers online</dt>
                    <dd className="text-xl font-bold">{d.team.qualityCheckersOnline}</dd>
                  </div>
                  <div className="flex items-center justify-between gap-3">
                    <dt className="text-cloth-800">Average response time</dt>
                    <dd
                      className={
                        d.team.averageResponseSeconds === null
                          ? 'text-right text-cloth-700'
                          : 'text-right text-xl font-bold'
                      }
                    >
                      {formatResponseTime(d.team.averageResponseSeconds)}
                    </dd>
                  </div>
                </dl>
                <p className="text-sm text-cloth-700">
                  Online means active in the last 5 minutes. Quality checkers are online staff who raised or resolved a
                  quality issue this week. Response time is upload to decision over the last 7 days
                  {d.team.decisionsLast7Days ? ` (${d.team.decisionsLast7Days} decisions)` : ''}.
                </p>
              </div>
            )}
          </Panel>
        </div>
      </div>
      <BulkApproveDialog open={bulkOpen} onClose={() => setBulkOpen(false)} items={queue.data?.items ?? []} />
    </div>
  );
}

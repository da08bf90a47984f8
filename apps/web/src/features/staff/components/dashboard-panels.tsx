import { lagosDate, type StaffDashboardResponse } from '@nupe/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState, ListSkeleton } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toasts';
import { paths } from '../../../config/paths';
import { downloadCsv, STAFF_EXPORTS } from '../api/download-csv';
import { formatResponseTime, Panel, PriorityBadge, QualityStatusBadge, When } from './staff-ui';

/** What a dashboard panel draws from: the dashboard once read, and whether reading it failed. */
type PanelProps = { dashboard: StaffDashboardResponse | undefined; failed: boolean };

/** The oldest songs waiting for review, each with a link to review it. */
export function PendingReviewsPanel({
  dashboard: d,
  failed,
  reviewHref,
}: PanelProps & { reviewHref: (songId: string) => string }) {
  return (
    <Panel
      title="Pending content reviews"
      action={
        <Link to={paths.staff.review} className="font-semibold">
          See the whole queue
        </Link>
      }
    >
      {!d ? (
        failed ? null : (
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
  );
}

/** The open quality check issues. */
export function QualityIssuesPanel({ dashboard: d, failed }: PanelProps) {
  return (
    <Panel
      title="Quality check issues"
      action={
        <Link to={paths.staff.quality} className="font-semibold">
          All issues
        </Link>
      }
    >
      {!d ? (
        failed ? null : (
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

/** Bulk approve, and the quality and review reports as CSV files. */
export function QuickActionsPanel({
  canBulkApprove,
  onBulkApprove,
}: {
  canBulkApprove: boolean;
  onBulkApprove: () => void;
}) {
  const download = useDownload();
  return (
    <Panel title="Quick actions">
      <div className="flex flex-col gap-2">
        <Button variant="outline" onClick={onBulkApprove} disabled={!canBulkApprove}>
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
  );
}

/** Who is online and how fast the team answers. */
export function TeamStatusPanel({ dashboard: d, failed }: PanelProps) {
  return (
    <Panel title="Team status">
      {!d ? (
        failed ? null : (
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
                  d.team.averageResponseSeconds === null ? 'text-right text-cloth-700' : 'text-right text-xl font-bold'
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
  );
}

import type { ArtistRequest, AuditEntry } from '@nupe/shared';
import { countOf, genreLabel } from '@nupe/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { serverErrorOr, useArtistRequests, useDecideArtist } from '../../../features/admin/api/artist-requests';
import { useAuditLog, useDashboardStats, useOverview } from '../../../features/admin/api/dashboard';
import { usePreservation } from '../../../features/admin/api/preservation';
import { RejectArtistDialog } from '../../../features/admin/components/reject-artist-dialog';
import { StatsCards, StatsCardsSkeleton } from '../../../features/admin/components/stats-cards';
import { UploadSongForm } from '../../../features/admin/components/upload-song-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { dateOnly, dateTime, formatBytes, num } from './admin-ui';

type Tab = 'overview' | 'requests' | 'content';

/** Damaged or missing archive files (the fixity audit's findings): shown until they are dealt with. */
function PreservationAlert() {
  const report = usePreservation();
  const bad = (report.data?.failed ?? 0) + (report.data?.missing ?? 0);
  if (bad === 0) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-coral-500 bg-coral-100 p-4"
    >
      <p className="font-semibold text-coral-700">
        {countOf(bad, 'archive file')} failed the fixity audit (changed or missing).
      </p>
      <Link to={paths.admin.preservation} className="font-semibold text-cloth-900 underline">
        Open Preservation
      </Link>
    </div>
  );
}

export function AdminDashboard() {
  useDocumentTitle('Admin Dashboard');
  const stats = useDashboardStats();
  const requests = useArtistRequests();
  const [tab, setTab] = useState<Tab>('overview');
  const [uploadOpen, setUploadOpen] = useState(false);
  const count = requests.data?.length ?? stats.data?.data.totals.totalRequests ?? 0;

  const tabs: { id: Tab; label: string }[] = [
    { id: 'overview', label: 'Overview' },
    { id: 'requests', label: 'Artist Requests' },
    { id: 'content', label: 'Content' },
  ];

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Admin Dashboard"
        description="Live figures for Nupe Music, the artist applications waiting for you and the catalogue."
        actions={<Button onClick={() => setUploadOpen(true)}>Upload Song</Button>}
      />
      <PreservationAlert />
      <section aria-label="Statistics" className="mb-8">
        {stats.isPending ? (
          <StatsCardsSkeleton />
        ) : stats.isError ? (
          <ErrorState
            message={serverErrorOr(stats.error, 'Failed to fetch dashboard stats')}
            onRetry={() => void stats.refetch()}
          />
        ) : (
          <StatsCards stats={stats.data.data} />
        )}
      </section>

      <div
        role="tablist"
        aria-label="Dashboard sections"
        className="mb-6 flex gap-1 overflow-x-auto border-b-2 border-sand-200"
      >
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            onClick={() => setTab(t.id)}
            className={cn(
              '-mb-0.5 inline-flex min-h-11 shrink-0 items-center gap-2 border-b-4 px-3 font-semibold sm:px-4',
              tab === t.id
                ? 'border-brass-400 text-cloth-950'
                : 'border-transparent text-cloth-700 hover:text-cloth-950',
            )}
          >
            {t.label}
            {t.id === 'requests' ? (
              <span
                className="rounded-bead bg-coral-700 px-2 text-sm font-bold text-white"
                data-testid="requests-badge"
              >
                {count}
                <span className="sr-only"> pending</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'overview' ? <OverviewPanel /> : null}
        {tab === 'requests' ? <RequestsPanel /> : null}
        {tab === 'content' ? <ContentPanel /> : null}
      </div>

      <Dialog open={uploadOpen} onClose={() => setUploadOpen(false)} title="Upload Song">
        {uploadOpen ? (
          <UploadSongForm onDone={() => setUploadOpen(false)} onCancel={() => setUploadOpen(false)} />
        ) : null}
      </Dialog>
    </div>
  );
}

const ACTIVITY_MARK: Record<string, string> = {
  upload: 'bg-cloth-600',
  registration: 'bg-bead-500',
  application: 'bg-amber-400',
  approval: 'bg-bead-700',
  rejection: 'bg-coral-500',
  review: 'bg-brass-500',
};

function OverviewPanel() {
  const overview = useOverview();
  if (overview.isPending) return <ListSkeleton rows={5} />;
  if (overview.isError)
    return (
      <ErrorState
        message={serverErrorOr(overview.error, 'The overview could not be loaded.')}
        onRetry={() => void overview.refetch()}
      />
    );
  const o = overview.data;
  const maxGenre = Math.max(1, ...o.songsPerGenre.map((g) => g.songs));
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <h2 className="mb-4 text-xl font-bold">Recent activity</h2>
        {o.recentActivity.length === 0 ? (
          <EmptyState>Nothing has happened yet.</EmptyState>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Recent activity">
            {o.recentActivity.map((a) => (
              <li key={`${a.kind}-${a.at}-${a.text}`} className="flex gap-3">
                <span aria-hidden="true" className={cn('mt-2 size-2.5 shrink-0 rounded-full', ACTIVITY_MARK[a.kind])} />
                <div className="min-w-0">
                  <p className="break-words">{a.text}</p>
                  <p className="text-sm text-cloth-700">{dateTime.format(new Date(a.at))}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <div className="flex flex-col gap-6">
        <Card>
          <h2 className="mb-3 text-xl font-bold">Pending work</h2>
          <dl className="grid grid-cols-[1fr_auto] gap-2">
            <dt>Artist requests</dt>
            <dd className="font-bold tabular-nums">{num.format(o.pending.artistRequests)}</dd>
            <dt>Songs in review</dt>
            <dd className="font-bold tabular-nums">{num.format(o.pending.songsInReview)}</dd>
          </dl>
        </Card>
        <Card>
          <h2 className="mb-1 text-xl font-bold">Storage used</h2>
          <p className="text-3xl font-bold">{formatBytes(o.storage.audioBytes)}</p>
          <p className="text-sm text-cloth-700">
            {num.format(o.storage.audioFiles)} archived audio originals (cover images not counted)
          </p>
        </Card>
        <Card>
          <h2 className="mb-3 text-xl font-bold">Songs per genre</h2>
          {o.songsPerGenre.length === 0 ? (
            <EmptyState>No songs yet.</EmptyState>
          ) : (
            <ul className="flex flex-col gap-2">
              {o.songsPerGenre.map((g) => (
                <li key={g.genre}>
                  <div className="flex justify-between text-sm">
                    <span className="font-semibold">{genreLabel(g.genre)}</span>
                    <span className="tabular-nums">{num.format(g.songs)}</span>
                  </div>
                  <span aria-hidden="true" className="block h-2 rounded-full bg-sand-200">
                    <span
                      className="block h-2 rounded-full bg-brass-500"
                      style={{ width: `${(g.songs / maxGenre) * 100}%` }}
                    />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card className="lg:col-span-3">
        <AuditLogList />
      </Card>
    </div>
  );
}

const ACTION_LABEL: Record<AuditEntry['action'], string> = {
  'artist.approve': 'approved the artist',
  'artist.reject': 'rejected the artist application of',
  'song.upload': 'uploaded',
  'song.update': 'edited',
  'song.cover': 'changed the cover of',
  'song.publish': 'published',
  'song.unpublish': 'unpublished',
  'song.remove': 'removed',
  'song.restore': 'restored',
  'song.access': 'changed who may see',
  'song.merge': 'merged into another item',
  'user.role': 'changed the role of',
  'user.suspend': 'suspended',
  'user.reinstate': 'reinstated',
  'user.reset-link': 'created a password reset link for',
  'settings.update': 'updated',
};

function detailText(e: AuditEntry): string | null {
  const d = e.details as { from?: unknown; to?: unknown; changes?: Record<string, unknown> };
  if (e.action === 'user.role') return `${String(d.from)} → ${String(d.to)}`;
  if (d.changes) return `Changed: ${Object.keys(d.changes).join(', ')}`;
  return null;
}

function AuditLogList() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title" className="mb-4 text-xl font-bold">
        Audit log
      </h2>
      {log.isPending ? (
        <ListSkeleton rows={3} />
      ) : log.isError ? (
        <ErrorState
          message={serverErrorOr(log.error, 'The audit log could not be loaded.')}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.entries.length === 0 ? (
        <EmptyState>No admin actions recorded yet.</EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-sand-200" aria-label="Audit log">
            {log.data.entries.map((e) => (
              <li
                key={e.id}
                className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
              >
                <p className="min-w-0 break-words">
                  <span className="font-semibold">{e.actorName}</span> {ACTION_LABEL[e.action]}{' '}
                  <span className="font-semibold">{e.targetLabel ?? e.targetType}</span>
                  {detailText(e) ? <span className="text-sm text-cloth-700"> · {detailText(e)}</span> : null}
                </p>
                <time className="shrink-0 text-sm text-cloth-700" dateTime={e.createdAt}>
                  {dateTime.format(new Date(e.createdAt))}
                </time>
              </li>
            ))}
          </ul>
          <Pager page={page} total={log.data.total} limit={log.data.limit} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function RequestsPanel() {
  const requests = useArtistRequests();
  const approve = useDecideArtist('approve');
  const [rejecting, setRejecting] = useState<ArtistRequest | null>(null);
  if (requests.isPending) return <ListSkeleton rows={3} />;
  if (requests.isError)
    return (
      <ErrorState
        message={serverErrorOr(requests.error, 'Failed to fetch artist requests')}
        onRetry={() => void requests.refetch()}
      />
    );
  if (requests.data.length === 0) return <EmptyState>No artist requests are waiting.</EmptyState>;
  const busy = (id: string) => approve.isPending && approve.variables === id;
  return (
    <>
      <RejectArtistDialog request={rejecting} onClose={() => setRejecting(null)} />
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Artist requests">
        {requests.data.map((r) => (
          <li key={r.id}>
            <Card className="flex h-full flex-col gap-3" aria-label={`Request from ${r.displayName}`}>
              <div className="flex items-center gap-3">
                {r.avatarUrl ? (
                  <img src={r.avatarUrl} alt="" className="size-14 shrink-0 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-14 shrink-0 items-center justify-center rounded-full bg-cloth-800 text-xl font-bold text-brass-300"
                  >
                    {r.displayName.slice(0, 1).toUpperCase()}
                  </span>
                )}
                <div className="min-w-0">
                  <h3 className="text-lg font-bold break-words">{r.displayName}</h3>
                  <p className="text-sm break-all text-cloth-700">{r.email}</p>
                </div>
              </div>
              <p className="text-sm">
                <span className="rounded-bead bg-sand-100 px-2 py-0.5 font-semibold">{genreLabel(r.genre)}</span>
                <span className="ml-2 text-cloth-700">Applied {dateOnly.format(new Date(r.createdAt))}</span>
              </p>
              <p className="flex-1 break-words whitespace-pre-line">{r.bio}</p>
              <div className="flex gap-3">
                <Button size="sm" onClick={() => approve.mutate(r.userId)} disabled={busy(r.userId)}>
                  Approve
                </Button>
                <Button size="sm" variant="outline" onClick={() => setRejecting(r)} disabled={busy(r.userId)}>
                  Reject
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

function ContentPanel() {
  const stats = useDashboardStats();
  const t = stats.data?.data.totals;
  const tiles = [
    {
      to: paths.admin.music,
      title: 'Songs',
      text: 'Search, edit, publish, remove and restore every song.',
      figure: t?.totalSongs,
    },
    {
      to: `${paths.admin.users}?role=artist`,
      title: 'Artists',
      text: 'The artist accounts: roles, suspensions and reinstatements.',
      figure: t?.totalArtists,
    },
    {
      to: paths.admin.analytics,
      title: 'Analytics',
      text: 'Plays, downloads and new listeners over 7, 30 or 90 days.',
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.title}>
          <Link
            to={tile.to}
            className="block h-full rounded-2xl border border-sand-200 bg-white p-6 no-underline shadow-card hover:border-brass-400"
          >
            <h2 className="text-xl font-bold text-cloth-950">{tile.title}</h2>
            {tile.figure !== undefined ? (
              <p className="text-2xl font-bold text-brass-700">{num.format(tile.figure)}</p>
            ) : null}
            <p className="mt-1 text-cloth-800">{tile.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

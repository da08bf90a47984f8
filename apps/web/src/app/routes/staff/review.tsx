import { countOf, genreLabel, REVIEW_PRIORITIES, REVIEW_PRIORITY_LABELS, type ReviewPriority } from '@nupe/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Select, Textarea } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toasts';
import { paths } from '../../../config/paths';
import {
  useApprove,
  useReject,
  useReviewDetail,
  useReviewQueue,
  useSetPriority,
} from '../../../features/staff/api/staff-api';
import { BulkApproveDialog } from '../../../features/staff/components/bulk-approve-dialog';
import { ReviewPlayer } from '../../../features/staff/components/review-player';
import { formatDateTime, PriorityBadge, QualityStatusBadge, When } from '../../../features/staff/components/staff-ui';

export const reviewHref = (songId: string) => `${paths.staff.review}?song=${encodeURIComponent(songId)}`;

/** /staff/review: the queue, or one song under review when ?song= names it. */
export function StaffReview() {
  const [params] = useSearchParams();
  const songId = params.get('song');
  return songId ? <ReviewSong songId={songId} /> : <ReviewQueue />;
}

function ReviewQueue() {
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(page);
  const [bulkOpen, setBulkOpen] = useState(false);
  const items = queue.data?.items ?? [];
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        kicker="Staff"
        title="Content Review"
        description="Songs artists uploaded or sent back, oldest first. Listen, check, then approve to publish or reject with a reason the artist will read."
        actions={
          <Button variant="outline" onClick={() => setBulkOpen(true)} disabled={items.length === 0}>
            Bulk Approve Content
          </Button>
        }
      />
      {queue.isPending ? (
        <ListSkeleton label="Loading the review queue" />
      ) : queue.isError ? (
        <ErrorState message={queue.error.message} onRetry={() => queue.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="Nothing is waiting for review.">New uploads from artists will appear here.</EmptyState>
      ) : (
        <>
          <p className="mb-3 font-semibold text-cloth-800">{countOf(queue.data.total, 'song')} waiting</p>
          <ul className="flex flex-col gap-3" aria-label="Review queue">
            {items.map((item) => (
              <li key={item.songId}>
                <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="truncate text-lg font-bold">{item.title}</h2>
                      <PriorityBadge priority={item.priority} />
                      {item.openIssues > 0 ? (
                        <span className="text-sm font-semibold text-coral-700">
                          {countOf(item.openIssues, 'quality issue')}
                        </span>
                      ) : null}
                    </div>
                    <p className="text-cloth-800">
                      {item.artist} · {genreLabel(item.genre)}
                      {item.album ? ` · ${item.album}` : ''}
                    </p>
                    <p className="text-sm text-cloth-700">
                      Submitted <When iso={item.submittedAt} />
                      {item.firstUpload ? ' · first upload by this artist' : ''}
                    </p>
                  </div>
                  <Link
                    to={reviewHref(item.songId)}
                    className={buttonClasses('primary', 'md', 'shrink-0')}
                    aria-label={`Review ${item.title}`}
                  >
                    Review
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
          <Pager
            label="Review queue pages"
            page={page}
            limit={queue.data.limit}
            total={queue.data.total}
            onPage={setPage}
          />
        </>
      )}
      <BulkApproveDialog open={bulkOpen} onClose={() => setBulkOpen(false)} items={items} />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-cloth-700">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

const mb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const duration = (s: number | null) =>
  s === null ? 'Not known' : `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

function ReviewSong({ songId }: { songId: string }) {
  const detail = useReviewDetail(songId);
  const approve = useApprove();
  const reject = useReject();
  const setPriority = useSetPriority();
  const [, setParams] = useSearchParams();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const back = () => setParams({});

  const onApprove = () =>
    approve.mutate(songId, {
      onSuccess: (res) => {
        toast('success', res.message);
        back();
      },
      onError: (err) => toast('error', err.message),
    });
  const onReject = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError('Reason is required.');
      return;
    }
    reject.mutate(
      { songId, reason: reason.trim() },
      {
        onSuccess: (res) => {
          toast('success', res.message);
          setRejectOpen(false);
          back();
        },
        onError: (err) => setReasonError(err.message),
      },
    );
  };

  const backLink = (
    <Link to={paths.staff.review} className="mb-4 inline-block font-semibold">
      ← Back to the review queue
    </Link>
  );

  if (detail.isPending) {
    return (
      <div className="mx-auto max-w-5xl" role="status" aria-label="Loading the song">
        {backLink}
        <Skeleton className="mb-4 h-10 w-2/3" />
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <Skeleton className="aspect-square w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className="mx-auto max-w-5xl">
        {backLink}
        <ErrorState message={detail.error.message} onRetry={() => detail.refetch()} />
      </div>
    );
  }
  const d = detail.data;
  const s = d.song;
  return (
    <div className="mx-auto max-w-5xl">
      {backLink}
      <PageHeader
        kicker="Staff"
        title={s.title}
        description={`${s.artist} · ${genreLabel(s.genre)}${s.album ? ` · ${s.album.title}` : ''}`}
      />
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <div className="grid grid-cols-[7rem_1fr] items-start gap-4 md:flex md:flex-col">
          {s.coverUrls?.lg || s.coverUrl ? (
            <img
              src={s.coverUrls?.lg ?? s.coverUrl ?? ''}
              alt={`Cover of ${s.title}`}
              className="aspect-square w-full rounded-2xl border border-sand-200 object-cover shadow-card"
            />
          ) : (
            <div className="flex aspect-square w-full items-center justify-center rounded-2xl bg-sand-200 text-cloth-700">
              No cover
            </div>
          )}
          <Field label="Priority">
            {({ id }) => (
              <Select
                id={id}
                value={d.priority}
                disabled={setPriority.isPending}
                onChange={(e) =>
                  setPriority.mutate(
                    { songId, priority: e.target.value as ReviewPriority },
                    {
                      onSuccess: (res) => toast('success', res.message),
                      onError: (err) => toast('error', err.message),
                    },
                  )
                }
              >
                {REVIEW_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {REVIEW_PRIORITY_LABELS[p]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="p-4 sm:p-6">
            <h2 className="mb-3 text-xl font-bold">Listen</h2>
            <ReviewPlayer streamUrl={s.streamUrl} title={s.title} />
            <div className="mt-4 flex flex-wrap gap-2">
              <Button onClick={onApprove} loading={approve.isPending}>
                Approve
              </Button>
              <Button variant="outline" onClick={() => setRejectOpen(true)}>
                Reject
              </Button>
            </div>
          </Card>
          <Card className="p-4 sm:p-6">
            <h2 className="mb-3 text-xl font-bold">Details</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              <Fact label="Track">{s.title}</Fact>
              <Fact label="Artist">{s.artist}</Fact>
              <Fact label="Genre">{genreLabel(s.genre)}</Fact>
              <Fact label="Album">{s.album?.title ?? 'None'}</Fact>
              <Fact label="Duration">{duration(s.durationSeconds)}</Fact>
              <Fact label="Bitrate">{s.bitrate ? `${Math.round(s.bitrate / 1000)} kbps` : 'Not known'}</Fact>
              <Fact label="File">
                {d.file.mime}
                {d.file.codec ? ` (${d.file.codec})` : ''}, {mb(d.file.sizeBytes)}
                {d.file.sampleRate ? `, ${d.file.sampleRate} Hz` : ''}
              </Fact>
              {d.file.originalFilename ? <Fact label="File name">{d.file.originalFilename}</Fact> : null}
              <Fact label="Uploaded by">{d.uploader?.fullName ?? 'Unknown account'}</Fact>
              <Fact label="Submitted">{formatDateTime(d.submittedAt)}</Fact>
            </dl>
          </Card>
          <Card className="p-4 sm:p-6">
            <h2 className="mb-3 text-xl font-bold">Automatic checks</h2>
            {d.checksPending ? (
              <p role="status" className="mb-3 rounded-xl bg-sand-50 p-3 text-cloth-800">
                {d.checks.length === 0
                  ? 'The automatic checks are running on this upload; they appear here in a moment.'
                  : 'The automatic checks are running again on the latest change; these results are from before it.'}
              </p>
            ) : null}
            {d.checks.length === 0 ? (
              d.checksPending ? null : (
                <p className="text-cloth-700">This song was not checked automatically (it came before the checks).</p>
              )
            ) : (
              <ul className="flex flex-col gap-2" aria-label="Automatic checks">
                {d.checks.map((c) => (
                  <li key={c.kind} className="flex items-start gap-3">
                    <span
                      className={
                        c.passed === true
                          ? 'mt-0.5 rounded-bead bg-bead-100 px-2 text-xs font-bold text-bead-700'
                          : c.passed === false
                            ? 'mt-0.5 rounded-bead bg-coral-100 px-2 text-xs font-bold text-coral-700'
                            : 'mt-0.5 rounded-bead bg-cloth-50 px-2 text-xs font-bold text-cloth-700'
                      }
                    >
                      {c.passed === true ? 'Pass' : c.passed === false ? 'Fail' : 'Not run'}
                    </span>
                    <span>
                      <span className="font-semibold">{c.label}:</span> {c.detail}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {d.issues.length > 0 ? (
              <>
                <h3 className="mt-5 mb-2 font-bold">Open quality issues</h3>
                <ul className="flex flex-col gap-2">
                  {d.issues.map((i) => (
                    <li key={i.id} className="flex flex-wrap items-center gap-2">
                      <QualityStatusBadge status={i.status} />
                      <span className="font-semibold">{i.kindLabel}</span>
                      <span className="text-cloth-800">{i.description}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Card>
        </div>
      </div>
      <Dialog open={rejectOpen} onClose={() => setRejectOpen(false)} title={`Reject “${s.title}”`}>
        <form onSubmit={onReject} noValidate className="flex flex-col gap-4">
          <Field label="Reason" hint="The artist reads this with the song. Say what to fix." error={reasonError}>
            {({ id, describedBy, invalid }) => (
              <Textarea
                id={id}
                rows={4}
                value={reason}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                maxLength={1000}
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonError(null);
                }}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setRejectOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="secondary" loading={reject.isPending}>
              Reject song
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

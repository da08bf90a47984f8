import { countOf, genreLabel } from '@nupe/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toasts';
import { paths } from '../../../config/paths';
import { useApprove, useReviewDetail, useReviewQueue } from '../../../features/staff/api/staff-api';
import { BulkApproveDialog } from '../../../features/staff/components/bulk-approve-dialog';
import { RejectSongDialog } from '../../../features/staff/components/reject-song-dialog';
import { ReviewChecks } from '../../../features/staff/components/review-checks';
import { ReviewCoverAndPriority } from '../../../features/staff/components/review-cover-priority';
import { ReviewFacts } from '../../../features/staff/components/review-facts';
import { ReviewPlayer } from '../../../features/staff/components/review-player';
import { PriorityBadge, When } from '../../../features/staff/components/staff-ui';

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

function ReviewSong({ songId }: { songId: string }) {
  const detail = useReviewDetail(songId);
  const approve = useApprove();
  const [, setParams] = useSearchParams();
  const [rejectOpen, setRejectOpen] = useState(false);
  const back = () => setParams({});

  const onApprove = () =>
    approve.mutate(songId, {
      onSuccess: (res) => {
        toast('success', res.message);
        back();
      },
      onError: (err) => toast('error', err.message),
    });

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
        <ReviewCoverAndPriority songId={songId} detail={d} />
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
          <ReviewFacts detail={d} />
          <ReviewChecks detail={d} />
        </div>
      </div>
      <RejectSongDialog
        open={rejectOpen}
        onClose={() => setRejectOpen(false)}
        songId={songId}
        title={s.title}
        onRejected={back}
      />
    </div>
  );
}

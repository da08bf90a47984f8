import {
  LAGOS_TIME_ZONE,
  QUALITY_STATUS_LABELS,
  type QualityStatus,
  REVIEW_PRIORITY_LABELS,
  type ReviewPriority,
  SUPPORT_STATUS_LABELS,
  type SupportStatus,
} from '@nupe/shared';
import { type ReactNode, useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';

const badge = 'inline-flex items-center rounded-bead px-2.5 py-0.5 text-xs font-bold whitespace-nowrap';

const PRIORITY_STYLES: Record<ReviewPriority, string> = {
  high: 'bg-coral-100 text-coral-700 ring-1 ring-coral-500/40',
  medium: 'bg-amber-100 text-amber-700 ring-1 ring-amber-400/60',
  low: 'bg-cloth-50 text-cloth-700 ring-1 ring-cloth-200',
};

export function PriorityBadge({ priority }: { priority: ReviewPriority }) {
  return <span className={cn(badge, PRIORITY_STYLES[priority])}>{REVIEW_PRIORITY_LABELS[priority]}</span>;
}

const QUALITY_STYLES: Record<QualityStatus, string> = {
  needs_fix: 'bg-coral-100 text-coral-700',
  pending: 'bg-amber-100 text-amber-700',
  rejected: 'bg-cloth-100 text-cloth-800',
};

export function QualityStatusBadge({ status, resolved }: { status: QualityStatus; resolved?: boolean }) {
  if (resolved) return <span className={cn(badge, 'bg-bead-100 text-bead-700')}>Resolved</span>;
  return <span className={cn(badge, QUALITY_STYLES[status])}>{QUALITY_STATUS_LABELS[status]}</span>;
}

const TICKET_STYLES: Record<SupportStatus, string> = {
  open: 'bg-coral-100 text-coral-700',
  in_progress: 'bg-amber-100 text-amber-700',
  resolved: 'bg-bead-100 text-bead-700',
};

export function TicketStatusBadge({ status }: { status: SupportStatus }) {
  return <span className={cn(badge, TICKET_STYLES[status])}>{SUPPORT_STATUS_LABELS[status]}</span>;
}

export function StaffPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="mb-1 text-sm font-bold tracking-widest text-brass-700 uppercase">Staff</p>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-2 max-w-2xl text-cloth-800">{description}</p>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

export function ListSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

export function ErrorPanel({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border-l-4 border-coral-500 bg-coral-100 px-4 py-3">
      <p className="font-semibold text-cloth-950">{error.message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border-2 border-dashed border-sand-300 px-4 py-8 text-center">
      <p className="font-semibold text-cloth-900">{title}</p>
      {children ? <p className="mt-1 text-cloth-700">{children}</p> : null}
    </div>
  );
}

export function Panel({
  title,
  children,
  action,
  className,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('p-4 sm:p-6', className)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: LAGOS_TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'UTC' });
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "3 hours ago", "yesterday"; the full date and time in Lagos for the title attribute. */
export function When({ iso }: { iso: string }) {
  const d = new Date(iso);
  const seconds = Math.round((d.getTime() - Date.now()) / 1000);
  const abs = Math.abs(seconds);
  const text =
    abs < 60
      ? 'just now'
      : abs < 3600
        ? relative.format(Math.round(seconds / 60), 'minute')
        : abs < 86_400
          ? relative.format(Math.round(seconds / 3600), 'hour')
          : abs < 30 * 86_400
            ? relative.format(Math.round(seconds / 86_400), 'day')
            : dateTime.format(d);
  return (
    <time dateTime={iso} title={dateTime.format(d)}>
      {text}
    </time>
  );
}

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (isoDate: string) => dateOnly.format(new Date(`${isoDate}T00:00:00Z`));

/** 5400 → "1 h 30 min"; 90 → "2 min"; null → "No decisions yet". */
export function formatResponseTime(seconds: number | null): string {
  if (seconds === null) return 'No decisions yet';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}

/**
 * Previous / Next under a paged staff list, with where the reader is. A page past the end
 * (its last rows were just approved or resolved) moves back to the new last page.
 */
export function Pager({
  label,
  page,
  limit,
  total,
  onPage,
}: {
  label: string;
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  useEffect(() => {
    if (page > pages) onPage(pages);
  }, [page, pages, onPage]);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 grid grid-cols-2 items-center gap-3 sm:flex sm:justify-between">
      <p className="col-span-2 text-center text-cloth-800 sm:order-2" aria-live="polite">
        Page {page} of {pages} · {total} in all
      </p>
      <Button variant="outline" className="sm:order-1" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button variant="outline" className="sm:order-3" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

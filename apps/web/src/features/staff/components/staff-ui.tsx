import {
  QUALITY_STATUS_LABELS,
  type QualityStatus,
  REVIEW_PRIORITY_LABELS,
  type ReviewPriority,
  SUPPORT_STATUS_LABELS,
  type SupportStatus,
  formatDate as sharedFormatDate,
  formatDateTime as sharedFormatDateTime,
} from '@nupe/shared';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';

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
            : sharedFormatDateTime(d);
  return (
    <time dateTime={iso} title={sharedFormatDateTime(d)}>
      {text}
    </time>
  );
}

/** The shared formats: "25 Nov 2026, 14:05" (Lagos) and "25 Nov 2026" for a YYYY-MM-DD day. */
export const formatDateTime = (iso: string) => sharedFormatDateTime(iso);
export const formatDate = (isoDate: string) => sharedFormatDate(isoDate);

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

import { type Change, describeChange, SKELETON_CARD_COUNT } from '@nupe/shared';
import { ChangeBadge } from '../../../components/ui/change-badge';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber, type TrackStatus } from './format';

/** A skeleton of 6 placeholder cards while a grid loads. */
export function SkeletonGrid({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
        <div key={i} data-testid="skeleton-card" className="rounded-2xl border border-sand-200 bg-white p-4">
          <Skeleton className="mb-3 aspect-square w-full" />
          <Skeleton className="mb-2 h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/** A figure with its label, and optionally its change against the previous period. */
export function StatTile({
  label,
  value,
  change,
  note,
}: {
  label: string;
  value: number;
  change?: Change;
  note?: string;
}) {
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-4 shadow-card">
      <p className="text-sm font-semibold text-cloth-700">{label}</p>
      <p className="mt-1 font-display text-3xl font-bold text-cloth-950">{formatNumber(value)}</p>
      {change ? (
        <p className="mt-1 text-sm">
          <ChangeBadge change={describeChange(change.current, change.previous)} />
          <span className="block text-xs text-cloth-700">{note ?? 'vs the 7 days before'}</span>
        </p>
      ) : null}
    </div>
  );
}

const statusStyles: Record<TrackStatus, string> = {
  Published: 'bg-bead-100 text-bead-700',
  'Pending review': 'bg-amber-100 text-amber-700',
  Rejected: 'bg-coral-100 text-coral-700',
  Removed: 'bg-sand-200 text-cloth-800',
};

export function StatusBadge({ status }: { status: TrackStatus }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        statusStyles[status],
      )}
    >
      {status}
    </span>
  );
}

/** Buttons that pick one value, announced as pressed. */
export function ToggleGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  render = (v) => String(v),
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (v: T) => void;
  render?: (v: T) => string;
}) {
  return (
    <fieldset className="mb-6">
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <button
            key={String(o)}
            type="button"
            aria-pressed={o === value}
            onClick={() => onChange(o)}
            className={cn(
              'min-h-10 rounded-full border-2 px-4 text-sm font-semibold',
              o === value
                ? 'border-cloth-900 bg-cloth-900 text-white'
                : 'border-sand-300 bg-white text-cloth-900 hover:border-cloth-300',
            )}
          >
            {render(o)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

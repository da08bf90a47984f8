import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { PublicStats } from '@nupe/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact } from '../../../lib/format';
import { usePublicStats } from '../api/get-public-stats';

const ITEMS: { key: keyof PublicStats; label: MessageDescriptor; dot: string }[] = [
  { key: 'songs', label: msg`Songs`, dot: 'bg-coral-500' },
  { key: 'artists', label: msg`Artists`, dot: 'bg-brass-400' },
  { key: 'listeners', label: msg`Listeners`, dot: 'bg-bead-500' },
  { key: 'plays', label: msg`Plays`, dot: 'bg-amber-400' },
];

function isStats(value: unknown): value is PublicStats {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ITEMS.every((item) => typeof v[item.key] === 'number' && Number.isFinite(v[item.key]));
}

/** Live figures from GET /api/public/stats; a skeleton while loading, nothing at all on error. */
export function StatsStrip() {
  const { _ } = useLingui();
  const stats = usePublicStats();
  if (stats.status === 'error' || (stats.status === 'success' && !isStats(stats.data))) return null;
  return (
    <section aria-labelledby="stats-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <h2 id="stats-heading" className="sr-only">
        <Trans>Nupe Music in numbers</Trans>
      </h2>
      <dl
        aria-busy={stats.status === 'pending'}
        className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-sand-200 bg-sand-200 shadow-card md:grid-cols-4"
      >
        {ITEMS.map((item) => (
          <div key={item.key} className="flex flex-col-reverse gap-1 bg-white px-5 py-5 sm:px-6">
            <dt className="flex items-center gap-2 text-sm font-semibold text-cloth-700">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${item.dot}`} />
              {_(item.label)}
            </dt>
            <dd className="font-display text-3xl font-bold text-cloth-900">
              {stats.status === 'success' ? (
                <span title={stats.data[item.key].toLocaleString('en')}>{formatCompact(stats.data[item.key])}</span>
              ) : (
                <Skeleton className="h-10 w-20" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import type { DashboardStats, PeriodComparison } from '@nupe/shared';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';

const num = new Intl.NumberFormat('en');

function Trend({ c }: { c: PeriodComparison }) {
  const up = c.trend === 'up';
  return (
    <p className={cn('mt-1 text-sm font-semibold', up ? 'text-bead-700' : 'text-coral-700')}>
      <span aria-hidden="true">{up ? '▲' : '▼'} </span>
      {up ? 'Up' : 'Down'} {Math.abs(c.changePercent).toFixed(1)}%
      <span className="font-normal text-cloth-700"> vs previous 7 days ({num.format(c.prev7Days)})</span>
    </p>
  );
}

/** The row of stats cards of the admin dashboard (SPEC.md sections 2, 3 and 9). */
export function StatsCards({ stats }: { stats: DashboardStats }) {
  const t = stats.totals;
  const cards: { label: string; value: number; trend?: PeriodComparison }[] = [
    { label: 'Total users', value: t.totalUsers },
    { label: 'Artists', value: t.totalArtists },
    { label: 'Songs', value: t.totalSongs },
    { label: 'Albums', value: t.totalAlbums },
    { label: 'Pending requests', value: t.totalRequests },
    { label: 'Plays, last 7 days', value: stats.plays.last7Days, trend: stats.plays },
    { label: 'Downloads, last 7 days', value: stats.downloads.last7Days, trend: stats.downloads },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-label="Platform figures">
      {cards.map((c) => (
        <li key={c.label} className={c.trend ? 'col-span-2 sm:col-span-1 xl:col-span-2' : undefined}>
          <Card className="h-full p-4 sm:p-5">
            <p className="text-sm font-semibold text-cloth-700">{c.label}</p>
            <p className="text-3xl font-bold tabular-nums" data-testid={`stat-${c.label}`}>
              {num.format(c.value)}
            </p>
            {c.trend ? <Trend c={c.trend} /> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function StatsCardsSkeleton() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-busy="true" aria-label="Loading figures">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <Card className="p-4 sm:p-5">
            <Skeleton className="mb-2 h-4 w-24" />
            <Skeleton className="h-8 w-16" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

import { type DashboardStats, describeChange, type PeriodComparison } from '@nupe/shared';
import { Card } from '../../../components/ui/card';
import { ChangeBadge } from '../../../components/ui/change-badge';
import { Skeleton } from '../../../components/ui/skeleton';

const num = new Intl.NumberFormat('en');

/** The change against the 7 days before, read the same way on every dashboard (describeChange). */
function Trend({ c }: { c: PeriodComparison }) {
  const d = describeChange(c.last7Days, c.prev7Days);
  return (
    <p className="mt-1 text-sm">
      <ChangeBadge change={d} />
      <span className="text-cloth-700"> vs previous 7 days ({num.format(c.prev7Days)})</span>
    </p>
  );
}

/** The row of stats cards of the admin dashboard. */
export function StatsCards({ stats }: { stats: DashboardStats }) {
  const t = stats.totals;
  const totals: [string, number][] = [
    ['Total users', t.totalUsers],
    ['Artists', t.totalArtists],
    ['Songs', t.totalSongs],
    ['Albums', t.totalAlbums],
    ['Pending requests', t.totalRequests],
  ];
  const trends: [string, PeriodComparison][] = [
    ['Plays, last 7 days', stats.plays],
    ['Downloads, last 7 days', stats.downloads],
  ];
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" aria-label="Platform totals">
        {totals.map(([label, value]) => (
          <li key={label} className="last:odd:col-span-2 sm:last:odd:col-span-1">
            <Card className="h-full p-4 sm:p-5">
              <p className="text-sm font-semibold text-cloth-700">{label}</p>
              <p className="text-3xl font-bold tabular-nums" data-testid={`stat-${label}`}>
                {num.format(value)}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Plays and downloads">
        {trends.map(([label, c]) => (
          <li key={label}>
            <Card className="h-full p-4 sm:p-5">
              <p className="text-sm font-semibold text-cloth-700">{label}</p>
              <p className="text-3xl font-bold tabular-nums" data-testid={`stat-${label}`}>
                {num.format(c.last7Days)}
              </p>
              <Trend c={c} />
            </Card>
          </li>
        ))}
      </ul>
    </div>
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

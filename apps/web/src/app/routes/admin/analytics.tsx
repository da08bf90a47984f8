import { ANALYTICS_RANGES, type AnalyticsRange, countOf, genreLabel } from '@nupe/shared';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { useAnalytics } from '../../../features/admin/api/analytics';
import { serverErrorOr } from '../../../features/admin/api/artist-requests';
import { DailyBarChart, RankedBars } from '../../../features/admin/components/charts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { num } from './admin-ui';

/** /admin/analytics: daily series from the roll-ups and rankings, over 7, 30 or 90 days. */
export function AdminAnalyticsPage() {
  useDocumentTitle('Analytics');
  const [days, setDays] = useState<AnalyticsRange>(30);
  const data = useAnalytics(days);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Analytics"
        description="Days are counted in UTC, today included."
        actions={
          <fieldset className="flex gap-1 rounded-xl bg-sand-100 p-1">
            <legend className="sr-only">Period</legend>
            {ANALYTICS_RANGES.map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={days === d}
                onClick={() => setDays(d)}
                className={cn(
                  'min-h-10 rounded-lg px-4 font-semibold',
                  days === d ? 'bg-cloth-800 text-white' : 'text-cloth-800 hover:bg-white',
                )}
              >
                {d} days
              </button>
            ))}
          </fieldset>
        }
      />
      {data.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading" className="grid gap-4">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : data.isError ? (
        <ErrorState
          message={serverErrorOr(data.error, 'The analytics could not be loaded.')}
          onRetry={() => void data.refetch()}
        />
      ) : (
        <div className={cn('grid min-w-0 grid-cols-1 gap-6', data.isPlaceholderData && 'opacity-60')}>
          <ul className="grid grid-cols-3 gap-2 sm:gap-3" aria-label="Totals">
            {[
              ['Plays', data.data.totals.plays],
              ['Downloads', data.data.totals.downloads],
              ['New users', data.data.totals.newUsers],
            ].map(([label, value]) => (
              <li key={label}>
                <Card className="min-w-0 p-3 sm:p-4">
                  <p className="text-sm font-semibold text-cloth-700">{label}</p>
                  <p className="text-2xl font-bold tabular-nums sm:text-3xl">{num.format(Number(value))}</p>
                </Card>
              </li>
            ))}
          </ul>
          <Card className="min-w-0">
            <DailyBarChart
              title="Plays and downloads per day"
              days={data.data.daily.map((d) => d.day)}
              series={[
                {
                  label: 'Plays',
                  values: data.data.daily.map((d) => d.plays),
                  className: 'fill-cloth-600',
                  swatch: 'bg-cloth-600',
                },
                {
                  label: 'Downloads',
                  values: data.data.daily.map((d) => d.downloads),
                  className: 'fill-brass-500',
                  swatch: 'bg-brass-500',
                },
              ]}
            />
          </Card>
          <Card className="min-w-0">
            <DailyBarChart
              title="New users per day"
              days={data.data.daily.map((d) => d.day)}
              series={[
                {
                  label: 'New users',
                  values: data.data.daily.map((d) => d.newUsers),
                  className: 'fill-bead-700',
                  swatch: 'bg-bead-700',
                },
              ]}
            />
          </Card>
          <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-3">
            <Card>
              <h2 className="mb-4 text-xl font-bold">Top songs</h2>
              <RankedBars
                unit="plays"
                empty="No plays in this period."
                items={data.data.topSongs.map((s) => ({ key: s.id, label: s.title, sub: s.artist, value: s.plays }))}
              />
            </Card>
            <Card>
              <h2 className="mb-4 text-xl font-bold">Top artists</h2>
              <RankedBars
                unit="plays"
                empty="No plays in this period."
                items={data.data.topArtists.map((a) => ({
                  key: a.artist,
                  label: a.artist,
                  sub: `${countOf(a.songs, 'song')}`,
                  value: a.plays,
                }))}
              />
            </Card>
            <Card>
              <h2 className="mb-4 text-xl font-bold">Plays by genre</h2>
              <RankedBars
                unit="plays"
                empty="No plays in this period."
                items={data.data.playsByGenre.map((g) => ({
                  key: g.genre,
                  label: genreLabel(g.genre),
                  value: g.plays,
                }))}
              />
            </Card>
          </div>
        </div>
      )}
    </div>
  );
}

import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@nupe/shared';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { CoverImage } from '../../../components/ui/cover';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useArtistAnalytics } from '../../../features/artist/api/artist-queries';
import { StatTile, ToggleGroup } from '../../../features/artist/components/artist-ui';
import { BarChart } from '../../../features/artist/components/bar-chart';
import { formatNumber, plural } from '../../../features/artist/components/format';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** 'Performance': the artist's figures per day over 7, 30 or 90 days, with the change and top songs. */
export function ArtistAnalyticsPage() {
  useDocumentTitle('Performance');
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const analytics = useArtistAnalytics(days);
  const data = analytics.data;
  const note = `vs the ${days} days before`;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Performance" description="How your songs are heard, day by day (days in UTC)." />
      <ToggleGroup
        label="Period"
        options={ANALYTICS_PERIODS}
        value={days}
        onChange={setDays}
        render={(d) => `Last ${d} days`}
      />
      {analytics.isError ? (
        <p role="alert" className="rounded-xl bg-coral-100 p-4 font-semibold text-coral-700">
          {analytics.error.message}
        </p>
      ) : !data ? (
        <div role="status" aria-label="Loading your figures" className="grid gap-4 md:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-52" />
          ))}
        </div>
      ) : (
        <>
          <section aria-label="Totals for the period" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatTile label="Plays" value={data.totals.plays} change={data.change.plays} note={note} />
            <StatTile label="Downloads" value={data.totals.downloads} change={data.change.downloads} note={note} />
            <StatTile label="Likes" value={data.totals.likes} change={data.change.likes} note={note} />
            <StatTile label="Favourites" value={data.totals.favorites} change={data.change.favorites} note={note} />
          </section>
          <section aria-label="Per day" className="mb-6 grid gap-4 md:grid-cols-2">
            <BarChart title="Plays" series={data.series} metric="plays" color="fill-cloth-600" />
            <BarChart title="Downloads" series={data.series} metric="downloads" color="fill-brass-500" />
            <BarChart title="Likes" series={data.series} metric="likes" color="fill-coral-500" />
            <BarChart title="Favourites" series={data.series} metric="favorites" color="fill-bead-500" />
          </section>
          <Card className="p-4 sm:p-6">
            <h2 className="mb-3 text-xl font-bold">Top songs</h2>
            {data.topSongs.length === 0 ? (
              <p className="text-cloth-800">No plays, downloads, likes or favourites in this period yet.</p>
            ) : (
              <>
                <ol className="flex flex-col divide-y divide-sand-200 sm:hidden">
                  {data.topSongs.map((s) => (
                    <li key={s.id} className="py-2">
                      <p className="font-semibold">{s.title}</p>
                      <p className="text-sm text-cloth-700">
                        {plural(s.plays, 'play')} · {plural(s.downloads, 'download')} · {plural(s.likes, 'like')} ·{' '}
                        {plural(s.favorites, 'favourite')}
                      </p>
                    </li>
                  ))}
                </ol>
                <table className="hidden w-full text-left sm:table">
                  <thead className="text-sm text-cloth-700">
                    <tr>
                      <th scope="col" className="py-2 pr-2">
                        Song
                      </th>
                      <th scope="col" className="px-2 text-right">
                        Plays
                      </th>
                      <th scope="col" className="px-2 text-right">
                        Downloads
                      </th>
                      <th scope="col" className="px-2 text-right">
                        Likes
                      </th>
                      <th scope="col" className="pl-2 text-right">
                        Favourites
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-sand-200">
                    {data.topSongs.map((s) => (
                      <tr key={s.id}>
                        <td className="py-2 pr-2">
                          <span className="flex items-center gap-2">
                            <CoverImage
                              url={s.coverUrl}
                              title={s.title}
                              className="hidden size-10 rounded-lg sm:block"
                            />
                            <span className="font-semibold">{s.title}</span>
                          </span>
                        </td>
                        <td className="px-2 text-right">{formatNumber(s.plays)}</td>
                        <td className="px-2 text-right">{formatNumber(s.downloads)}</td>
                        <td className="px-2 text-right">{formatNumber(s.likes)}</td>
                        <td className="pl-2 text-right">{formatNumber(s.favorites)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </Card>
        </>
      )}
    </div>
  );
}

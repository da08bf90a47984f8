import type { ArtistEvent, Song } from '@nupe/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CoverImage } from '../../../components/ui/cover';
import { Dialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useArtistDashboard, useArtistIssues } from '../../../features/artist/api/artist-queries';
import { StatTile, StatusBadge } from '../../../features/artist/components/artist-ui';
import { formatEventWhen, issueCount, plural, trackStatus } from '../../../features/artist/components/format';
import { SongEditDialog } from '../../../features/artist/components/song-edit-dialog';
import { UploadDialog } from '../../../features/artist/components/upload-dialog';
import { useMe } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** One of the artist's latest tracks: its figures, status, open issues and what to fix. */
function TrackRow({ song, openIssues: open, onFix }: { song: Song; openIssues: number; onFix: (song: Song) => void }) {
  const status = trackStatus(song);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <CoverImage url={song.coverUrl} title={song.title} className="size-12 rounded-lg" />
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold break-words">{song.title}</p>
        <p className="text-sm text-cloth-700">
          {plural(song.playCount, 'play')} · {plural(song.likeCount, 'like')}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <StatusBadge status={status} />
          {open > 0 ? (
            <span className="rounded-full bg-coral-100 px-2.5 py-0.5 text-sm font-bold whitespace-nowrap text-coral-700">
              {issueCount(open)}
            </span>
          ) : null}
        </p>
        {status === 'Rejected' && song.rejectionReason ? (
          <p className="text-sm text-coral-700">Reason: {song.rejectionReason}</p>
        ) : null}
      </div>
      {status === 'Rejected' ? (
        <Button size="sm" variant="outline" onClick={() => onFix(song)}>
          Fix and resubmit
        </Button>
      ) : open > 0 && status !== 'Removed' ? (
        <Button size="sm" variant="outline" className="ml-auto" onClick={() => onFix(song)}>
          Fix issues<span className="sr-only">: {song.title}</span>
        </Button>
      ) : null}
    </li>
  );
}

/** /artist: the artist's real figures, latest tracks, upload and recording, and what is next. */
export function ArtistDashboardPage() {
  useDocumentTitle('Artist Dashboard');
  const me = useMe();
  const dashboard = useArtistDashboard();
  const issues = useArtistIssues();
  const [upload, setUpload] = useState<'file' | 'record' | null>(null);
  const [fixing, setFixing] = useState<Song | null>(null);
  const [event, setEvent] = useState<ArtistEvent | null>(null);
  const data = dashboard.data;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Artist Dashboard"
        description={me.data ? `Welcome back, ${me.data.user.fullName}.` : undefined}
      />
      {dashboard.isError ? (
        <p role="alert" className="mb-6 rounded-xl bg-coral-100 p-4 font-semibold text-coral-700">
          {dashboard.error.message}
        </p>
      ) : null}

      <section aria-label="Your figures" className="mb-8 grid grid-cols-2 gap-3 lg:grid-cols-5">
        {data ? (
          <>
            <StatTile label="Plays" value={data.totals.plays} change={data.last7Days.plays} />
            <StatTile label="Downloads" value={data.totals.downloads} change={data.last7Days.downloads} />
            <StatTile label="Likes" value={data.totals.likes} change={data.last7Days.likes} />
            <StatTile label="Favourites" value={data.totals.favorites} change={data.last7Days.favorites} />
            <StatTile label="Songs" value={data.totals.songs} />
          </>
        ) : (
          Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className="h-28" />)
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card className="p-4 sm:p-6">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-bold">My Tracks</h2>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => setUpload('file')} disabled={!data}>
                Upload New Track
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setUpload('record')} disabled={!data}>
                New Recording
              </Button>
            </div>
          </div>
          {!data ? (
            <Skeleton className="h-40" />
          ) : data.recentSongs.length === 0 ? (
            <p className="text-cloth-800">You have not uploaded a track yet. Upload one or record one now.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-sand-200" aria-label="Your latest tracks">
              {data.recentSongs.map((song) => (
                <TrackRow
                  key={song.id}
                  song={song}
                  openIssues={issues.data?.bySong.get(song.id)?.length ?? 0}
                  onFix={setFixing}
                />
              ))}
            </ul>
          )}
          <p className="mt-4">
            <Link to={paths.artist.music} className="font-semibold text-cloth-700">
              See all your music
            </Link>
          </p>
        </Card>

        <Card className="p-4 sm:p-6">
          <h2 className="mb-4 text-xl font-bold">Upcoming Events</h2>
          {!data ? (
            <Skeleton className="h-32" />
          ) : data.upcomingEvents.length === 0 ? (
            <p className="text-cloth-800">
              Nothing scheduled. <Link to={paths.artist.schedule}>Add an event</Link> to your schedule.
            </p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Upcoming events">
              {data.upcomingEvents.map((e) => (
                <li key={e.id} className="rounded-xl bg-sand-50 p-3">
                  <p className="font-semibold">{e.title}</p>
                  <p className="text-sm text-cloth-700">{formatEventWhen(e.date, e.time)}</p>
                  <Button
                    size="sm"
                    variant="outline"
                    className="mt-2"
                    onClick={() => setEvent(e)}
                    aria-label={`View Details of ${e.title}`}
                  >
                    View Details
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <UploadDialog
        open={upload !== null}
        mode={upload ?? 'file'}
        onClose={() => setUpload(null)}
        defaultArtist={data?.displayName ?? ''}
      />
      <SongEditDialog song={fixing} onClose={() => setFixing(null)} />
      <Dialog open={event !== null} onClose={() => setEvent(null)} title={event?.title ?? 'Event'}>
        {event ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold text-cloth-700">When</dt>
            <dd>{formatEventWhen(event.date, event.time)}</dd>
            <dt className="font-semibold text-cloth-700">Venue</dt>
            <dd>{event.venue}</dd>
            {event.description ? (
              <>
                <dt className="font-semibold text-cloth-700">Details</dt>
                <dd className="whitespace-pre-line">{event.description}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </Dialog>
    </div>
  );
}

import {
  type ArtistSongIssue,
  CARD_ANIMATION_DELAY_S,
  ERROR_MESSAGES,
  GENRE_FILTERS,
  type GenreFilter,
  genreLabel,
  LOAD_ERROR_PREFIX,
  type Song,
} from '@nupe/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { CoverImage } from '../../../components/ui/cover';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useArtistIssues, useArtistSongs } from '../../../features/artist/api/artist-queries';
import { SkeletonGrid, StatTile, StatusBadge, ToggleGroup } from '../../../features/artist/components/artist-ui';
import {
  formatNumber,
  formatShortDate,
  issueCount,
  type TrackStatus,
  trackStatus,
} from '../../../features/artist/components/format';
import { SongEditDialog, SongIssueList } from '../../../features/artist/components/song-edit-dialog';
import { useDocumentTitle } from '../../../lib/use-document-title';

const STATUS_FILTERS = ['All', 'Published', 'Pending review', 'Rejected'] as const satisfies readonly (
  | TrackStatus
  | 'All'
)[];
type StatusFilter = (typeof STATUS_FILTERS)[number];

/** 'My Music': totals, the status and genre filters, and the artist's song cards with where each stands. */
export function ArtistMusicPage() {
  useDocumentTitle('My Music');
  const songs = useArtistSongs();
  const issues = useArtistIssues();
  const [genre, setGenre] = useState<GenreFilter>('All');
  const [status, setStatus] = useState<StatusFilter>('All');
  const [editing, setEditing] = useState<Song | null>(null);

  let body: React.ReactNode;
  if (songs.isPending) body = <SkeletonGrid label="Loading your songs" />;
  else if (songs.isError)
    body = (
      <p role="alert" className="rounded-xl bg-coral-100 p-4 font-semibold text-coral-700">
        {LOAD_ERROR_PREFIX}
        {songs.error.message || ERROR_MESSAGES.SONGS_LOAD_FAILED}
      </p>
    );
  else {
    const { totalStats } = songs.data;
    const all = songs.data.songs;
    const statusCount = (f: StatusFilter) =>
      f === 'All' ? all.length : all.filter((s) => trackStatus(s) === f).length;
    const shown = all.filter(
      (s) => (status === 'All' || trackStatus(s) === status) && (genre === 'All' || s.genre === genre),
    );
    body = (
      <>
        <section aria-label="Totals" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatTile label="Total Plays" value={totalStats.plays} />
          <StatTile label="Total Downloads" value={totalStats.downloads} />
          <StatTile label="Total Favourites" value={totalStats.favorites} />
          <StatTile label="Total Likes" value={totalStats.likes} />
        </section>
        <ToggleGroup
          label="Filter by status"
          options={STATUS_FILTERS}
          value={status}
          onChange={setStatus}
          render={(f) => `${f} (${statusCount(f)})`}
        />
        <ToggleGroup
          label="Filter by genre"
          options={GENRE_FILTERS}
          value={genre}
          onChange={setGenre}
          render={genreLabel}
        />
        {shown.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-center text-lg text-cloth-800">No songs found.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((song, index) => (
              <SongCard
                key={song.id}
                song={song}
                index={index}
                issues={issues.data?.bySong.get(song.id) ?? []}
                onEdit={() => setEditing(song)}
              />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="My Music" description="Every song you have uploaded, with how often it is heard." />
      {body}
      <SongEditDialog song={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

function SongCard({
  song,
  index,
  issues,
  onEdit,
}: {
  song: Song;
  index: number;
  issues: ArtistSongIssue[];
  onEdit: () => void;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = `song-details-${song.id}`;
  const status = trackStatus(song);
  return (
    <li
      className="artist-card-in rounded-2xl border border-sand-200 bg-white shadow-card"
      style={{ animationDelay: `${index * CARD_ANIMATION_DELAY_S}s` }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full flex-col gap-3 rounded-2xl p-4 text-left hover:bg-sand-50"
      >
        <CoverImage url={song.coverUrl} title={song.title} className="w-full" />
        <span className="block">
          <span className="block text-lg font-bold text-cloth-950">{song.title}</span>
          <span className="block text-cloth-800">{song.artist}</span>
          <span className="block text-sm text-cloth-700">{formatShortDate(song.createdAt)}</span>
          <span className="mt-2 mr-2 inline-block">
            <StatusBadge status={status} />
          </span>
          {issues.length > 0 ? (
            <span className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-coral-100 px-2.5 py-1 text-sm font-bold text-coral-700">
              <span aria-hidden="true" className="size-2 rounded-full bg-coral-700" />
              {issueCount(issues.length)}
            </span>
          ) : null}
        </span>
        <span className="grid grid-cols-2 gap-1 text-sm">
          <Count label="Plays" value={song.playCount} />
          <Count label="Downloads" value={song.downloadCount} />
          <Count label="Likes" value={song.likeCount} />
          <Count label="Favourites" value={song.favoriteCount} />
        </span>
      </button>
      {status === 'Rejected' ? (
        <div className="border-t border-sand-200 px-4 py-3">
          {song.rejectionReason ? <p className="text-sm text-coral-700">Reason: {song.rejectionReason}</p> : null}
          <Button variant="outline" size="sm" className="mt-2 w-full" onClick={onEdit}>
            Fix and resubmit<span className="sr-only">: {song.title}</span>
          </Button>
        </div>
      ) : null}
      <div id={detailsId} hidden={!open} className={cn('border-t border-sand-200 px-4 py-3')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold text-cloth-700">Genre</dt>
          <dd>{genreLabel(song.genre)}</dd>
          <dt className="font-semibold text-cloth-700">Uploaded</dt>
          <dd>{formatShortDate(song.createdAt)}</dd>
          <dt className="font-semibold text-cloth-700">Last Updated</dt>
          <dd>{formatShortDate(song.updatedAt)}</dd>
        </dl>
        {issues.length > 0 ? (
          <div className="mt-3">
            <SongIssueList issues={issues} songTitle={song.title} />
          </div>
        ) : null}
        {status === 'Rejected' ? null : (
          <Button variant="outline" className="mt-3 w-full" onClick={onEdit}>
            {issues.length > 0 ? 'Fix issues' : 'Edit song'}
          </Button>
        )}
        <Link to={paths.artist.describe(song.id)} className={buttonClasses('ghost', 'md', 'mt-2 w-full')}>
          Describe for the archive
        </Link>
      </div>
    </li>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <span className="flex items-baseline gap-1.5 rounded-lg bg-sand-50 px-2 py-1.5">
      <span className="font-bold text-cloth-950" data-count={label.toLowerCase()}>
        {formatNumber(value)}
      </span>
      <span className="text-xs text-cloth-700">{label}</span>
    </span>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { type Genre, SHELF_EAGER_COVERS, type Song } from '@nupe/shared';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { listenReads, useListenData } from '../../../features/listen/api';
import { SongCard } from '../../../features/listen/components/song-card';
import { library, useLibrary } from '../../../features/listen/library/library-store';
import { listenPaths } from '../../../features/listen/paths';
import { genreName } from '../../../lib/genre-names';
import { useDocumentTitle } from '../../../lib/use-document-title';

const shelfList = 'mt-3 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:scroll-px-6 sm:px-6';

/** A horizontal shelf of songs; its songs are the queue when one is played. */
function Shelf({
  title,
  genre,
  songs,
  onFirstScreen = false,
}: {
  title: string;
  genre?: Genre;
  songs: Song[];
  /** One of the two shelves a phone shows first: covers drawn at once, laid out at once. */
  onFirstScreen?: boolean;
}) {
  const headingId = `shelf-${genre ?? 'new'}`;
  const name = genre ? genreName(genre) : '';
  return (
    // Shelves below the first two are laid out only when scrolled near: a phone's first
    // render draws two shelves, not nine (the size hint keeps the scrollbar honest).
    <section
      aria-labelledby={headingId}
      className={cn('mt-8', !onFirstScreen && '[contain-intrinsic-size:auto_19rem] [content-visibility:auto]')}
      data-testid={headingId}
    >
      <div className="flex items-baseline justify-between gap-3 px-4 sm:px-6">
        <h2 id={headingId} className="font-display text-xl font-bold">
          {title}
        </h2>
        {genre ? (
          <Link to={listenPaths.genre(genre)} className="min-h-11 py-2 text-sm font-semibold text-cloth-700 underline">
            <Trans>
              See all<span className="sr-only"> {name}</span>
            </Trans>
          </Link>
        ) : null}
      </div>
      <ul className={shelfList}>
        {songs.map((song, i) => (
          <SongCard key={song.id} songs={songs} index={i} priority={onFirstScreen && i < SHELF_EAGER_COVERS} />
        ))}
      </ul>
    </section>
  );
}

/** Two shelves' worth of placeholders the size of real cards (cover, title, credit), so nothing jumps. */
function ShelvesSkeleton() {
  return (
    <div aria-busy="true">
      <p className="sr-only">
        <Trans>Loading songs…</Trans>
      </p>
      {[0, 1].map((shelf) => (
        <div key={shelf} className="mt-8">
          <Skeleton className="mx-4 h-7 w-40 sm:mx-6" />
          <div className={shelfList}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <div key={i} className="w-36 shrink-0 sm:w-44">
                <Skeleton className="aspect-square w-full rounded-2xl" />
                <Skeleton className="mt-2 h-5 w-3/4" />
                <Skeleton className="mt-1 h-4 w-1/2" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** What a signed-in listener played lately (GET /me/recent), when there is any. */
function RecentShelf() {
  const { userId, recent } = useLibrary();
  useEffect(() => {
    if (userId) void library.loadRecent();
  }, [userId]);
  if (!userId || recent.status !== 'ready' || recent.data.length === 0) return null;
  const songs = recent.data.slice(0, 12);
  return (
    <section aria-labelledby="shelf-recent" className="mt-8" data-testid="shelf-recent">
      <div className="flex items-baseline justify-between gap-3 px-4 sm:px-6">
        <h2 id="shelf-recent" className="font-display text-xl font-bold">
          <Trans>Recently played</Trans>
        </h2>
        <Link to={listenPaths.recent} className="min-h-11 py-2 text-sm font-semibold text-cloth-700 underline">
          <Trans>
            See all<span className="sr-only"> recently played</span>
          </Trans>
        </Link>
      </div>
      <ul className="mt-3 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:scroll-px-6 sm:px-6">
        {songs.map((song, i) => (
          <SongCard key={song.id} songs={songs} index={i} />
        ))}
      </ul>
    </section>
  );
}

/**
 * /listen: what the listener played lately (signed in), new releases, then one shelf per
 * genre that has songs — all from one request (GET /api/songs/shelves, which the server
 * also preloads from the page's <head>).
 */
export function ListenHome() {
  const { t } = useLingui();
  useDocumentTitle(t`Listen`);
  const shelves = useListenData(listenReads.shelves());
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="sr-only">
        <Trans>Listen to Nupe Music</Trans>
      </h1>
      <RecentShelf />
      {shelves.status === 'pending' ? <ShelvesSkeleton /> : null}
      {shelves.status === 'error' ? (
        <p role="alert" className="px-4 py-10 text-cloth-700 sm:px-6">
          {shelves.error.message}
        </p>
      ) : null}
      {shelves.status === 'success' ? (
        <>
          <Shelf title={t`New releases`} songs={shelves.data.newReleases} onFirstScreen />
          {shelves.data.genres
            .filter((g) => g.songs.length > 0)
            .map((g, i) => (
              <Shelf key={g.genre} title={genreName(g.genre)} genre={g.genre} songs={g.songs} onFirstScreen={i === 0} />
            ))}
        </>
      ) : null}
    </div>
  );
}

import { GENRES, type Genre } from '@nupe/shared';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSongs } from '../../../features/listen/api';
import { SongCard } from '../../../features/listen/components/song-card';
import { library, useLibrary } from '../../../features/listen/library/library-store';
import { listenPaths } from '../../../features/listen/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** A horizontal shelf of songs; its songs are the queue when one is played. */
function Shelf({ title, genre, first = false }: { title: string; genre?: Genre; first?: boolean }) {
  const result = useSongs({ genre, limit: 12 });
  const headingId = `shelf-${genre ?? 'new'}`;
  if (result.status === 'success' && result.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid={headingId}>
      <div className="flex items-baseline justify-between gap-3 px-4 sm:px-6">
        <h2 id={headingId} className="font-display text-xl font-bold">
          {title}
        </h2>
        {genre ? (
          <Link to={listenPaths.genre(genre)} className="min-h-11 py-2 text-sm font-semibold text-cloth-700 underline">
            See all<span className="sr-only"> {genre}</span>
          </Link>
        ) : null}
      </div>
      {result.status === 'error' ? (
        <p className="px-4 text-cloth-700 sm:px-6">{result.error.message}</p>
      ) : (
        <ul className="mt-3 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:scroll-px-6 sm:px-6">
          {result.status === 'success'
            ? result.data.map((song, i) => (
                <SongCard key={song.id} songs={result.data} index={i} priority={first && i < 3} />
              ))
            : [0, 1, 2, 3].map((i) => (
                <li key={i} className="w-36 shrink-0 sm:w-44">
                  <Skeleton className="aspect-square w-full rounded-2xl" />
                </li>
              ))}
        </ul>
      )}
    </section>
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
          Recently played
        </h2>
        <Link to={listenPaths.recent} className="min-h-11 py-2 text-sm font-semibold text-cloth-700 underline">
          See all<span className="sr-only"> recently played</span>
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

/** /listen: what the listener played lately (signed in), new releases, then one shelf per genre. */
export function ListenHome() {
  useDocumentTitle('Listen');
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="sr-only">Listen to Nupe Music</h1>
      <RecentShelf />
      <Shelf title="New releases" first />
      {GENRES.map((genre) => (
        <Shelf key={genre} title={genre} genre={genre} />
      ))}
    </div>
  );
}

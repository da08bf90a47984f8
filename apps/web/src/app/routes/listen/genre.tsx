import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { GENRES, type Genre } from '@nupe/shared';
import { Link, useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { listenReads, useListenData } from '../../../features/listen/api';
import { DataCost } from '../../../features/listen/components/data-cost';
import { PlayButton, SongRow } from '../../../features/listen/components/song-card';
import { listenPaths } from '../../../features/listen/paths';
import { genreName } from '../../../lib/genre-names';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListenNotFound } from './not-found';

function GenreSongs({ genre }: { genre: Genre }) {
  const result = useListenData(listenReads.songs({ genre, limit: 50 }));
  const name = genreName(genre);
  if (result.status === 'error') return <p className="mt-6 text-cloth-700">{result.error.message}</p>;
  if (result.status === 'pending')
    return (
      <div className="mt-6 space-y-3">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  if (result.data.length === 0)
    return (
      <p className="mt-6 text-cloth-700">
        <Trans>No songs in {name} yet.</Trans>
      </p>
    );
  return (
    <>
      <div className="mt-4 flex items-center gap-3">
        <PlayButton songs={result.data} index={0} listName={name} />
        <span className="text-cloth-700">
          <Plural value={result.data.length} one="# song" other="# songs" />
          <DataCost songs={result.data} className="block text-sm" />
        </span>
      </div>
      <ul className="mt-4 space-y-1">
        {result.data.map((song, i) => (
          <SongRow key={song.id} songs={result.data} index={i} />
        ))}
      </ul>
    </>
  );
}

/** /listen/genre/:genre: every public song of one genre, newest first. */
export function ListenGenre() {
  const { genre = '' } = useParams();
  const known = (GENRES as readonly string[]).includes(genre);
  const { t } = useLingui();
  const name = known ? genreName(genre) : '';
  useDocumentTitle(known ? t`${name} · Listen` : t`Not found`);
  if (!known) return <ListenNotFound />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <Link to={listenPaths.home} className="text-sm font-semibold text-cloth-700 underline">
        <Trans>Back to Listen</Trans>
      </Link>
      <h1 className="mt-2 font-display text-3xl font-bold">{name}</h1>
      <GenreSongs genre={genre as Genre} />
    </div>
  );
}

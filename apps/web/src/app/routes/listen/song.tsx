import { Link, useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSong } from '../../../features/listen/api';
import { PlayButton } from '../../../features/listen/components/song-card';
import { formatTime } from '../../../features/listen/format';
import { listenPaths } from '../../../features/listen/paths';
import { SongCover } from '../../../features/songs/components/song-cover';
import { ApiError } from '../../../lib/api-client';
import { formatCompact } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListenNotFound } from './not-found';

/** /listen/song/:id: the song with its cover, credit, genre, album, duration and counts. */
export function ListenSong() {
  const { id = '' } = useParams();
  const result = useSong(id);
  const song = result.status === 'success' ? result.data : null;
  useDocumentTitle(song ? `${song.title} · Listen` : 'Listen');
  if (result.status === 'error') {
    if (result.error instanceof ApiError && [400, 404].includes(result.error.status)) return <ListenNotFound />;
    return <p className="mx-auto max-w-5xl px-4 py-10 text-cloth-700">{result.error.message}</p>;
  }
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:flex-row sm:items-end sm:px-6 sm:py-10">
      {song ? (
        <SongCover song={song} priority sizes="(min-width: 640px) 288px, 100vw" className="w-full max-w-72" />
      ) : (
        <Skeleton className="aspect-square w-full max-w-72 rounded-2xl" />
      )}
      <div className="min-w-0 flex-1">
        {song ? (
          <>
            <Link to={listenPaths.genre(song.genre)} className="text-sm font-semibold text-cloth-700 underline">
              {song.genre}
            </Link>
            <h1 className="mt-1 font-display text-3xl font-bold break-words">{song.title}</h1>
            <p className="mt-1 text-lg text-cloth-800">{song.artist}</p>
            <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 text-sm text-cloth-800 sm:grid-cols-4">
              {song.album ? (
                <div>
                  <dt className="font-semibold">Album</dt>
                  <dd>{song.album.title}</dd>
                </div>
              ) : null}
              <div>
                <dt className="font-semibold">Length</dt>
                <dd>{formatTime(song.durationSeconds)}</dd>
              </div>
              <div>
                <dt className="font-semibold">Plays</dt>
                <dd>{formatCompact(song.playCount)}</dd>
              </div>
              <div>
                <dt className="font-semibold">Likes</dt>
                <dd>{formatCompact(song.likeCount)}</dd>
              </div>
            </dl>
            <div className="mt-6">
              <PlayButton songs={[song]} index={0} className="size-14" />
            </div>
          </>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </div>
    </article>
  );
}

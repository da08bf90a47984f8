import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { SongCover } from '../../../components/ui/cover';
import { Skeleton } from '../../../components/ui/skeleton';
import { listenReads, useListenData } from '../../../features/listen/api';
import { DataCost } from '../../../features/listen/components/data-cost';
import { PlayButton, SongRow } from '../../../features/listen/components/song-card';
import { formatTime } from '../../../features/listen/format';
import { DownloadButton } from '../../../features/listen/offline/download-button';
import { listenPaths } from '../../../features/listen/paths';
import { ApiError } from '../../../lib/api-client';
import { localDate } from '../../../lib/format';
import { genreName } from '../../../lib/genre-names';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListenNotFound } from './not-found';

function Loading() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:flex-row sm:px-6 sm:py-10">
      <Skeleton className="aspect-square w-full max-w-64 self-center rounded-2xl sm:self-start" />
      <div className="flex-1 space-y-3">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="mt-8 h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    </div>
  );
}

/** /listen/album/:id: cover, title, genre, release date, artist, and its songs to play or save. */
export function ListenAlbum() {
  const { id = '' } = useParams();
  const result = useListenData(listenReads.album(id));
  const { t } = useLingui();
  const albumTitle = result.status === 'success' ? result.data.title : null;
  useDocumentTitle(albumTitle ? t`${albumTitle} · Listen` : t`Album · Listen`);
  if (result.status === 'pending') return <Loading />;
  if (result.status === 'error') {
    if (result.error instanceof ApiError && [400, 404].includes(result.error.status)) return <ListenNotFound />;
    return (
      <p role="alert" className="mx-auto max-w-5xl px-4 py-10 text-cloth-700 sm:px-6">
        {result.error.message}
      </p>
    );
  }
  const album = result.data;
  const songs = album.songs;
  const total = songs.reduce((sum, s) => sum + (s.durationSeconds ?? 0), 0);
  const released = localDate(album.releaseDate);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-end">
        <SongCover
          song={album}
          priority
          sizes="(min-width: 640px) 256px, 100vw"
          className="w-full max-w-64 self-center sm:self-auto"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-widest text-cloth-700 uppercase">
            <Trans>Album</Trans>
          </p>
          <h1 className="mt-1 font-display text-3xl font-bold break-words sm:text-4xl">{album.title}</h1>
          {album.artist ? (
            <p className="mt-1 text-lg text-cloth-800">
              {album.artistId ? (
                <Link to={listenPaths.artist(album.artistId)} className="font-semibold underline underline-offset-4">
                  {album.artist}
                </Link>
              ) : (
                album.artist
              )}
            </p>
          ) : null}
          <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-cloth-800">
            <Link
              to={listenPaths.genre(album.genre)}
              className="inline-flex min-h-11 items-center font-semibold underline"
            >
              {genreName(album.genre)}
            </Link>
            <span aria-hidden="true">·</span>
            <span>
              <Trans>Released {released}</Trans>
            </span>
            <span aria-hidden="true">·</span>
            <span>
              <Plural value={songs.length} one="# song" other="# songs" />, {formatTime(total)}
            </span>
          </p>
          <DataCost songs={songs} className="block text-sm text-cloth-800" />
          {songs.length > 0 ? (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <PlayButton songs={songs} index={0} listName={album.title} className="size-14" />
              <DownloadButton songs={songs} label={t`Download album`} />
            </div>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="album-songs" className="mt-8">
        <h2 id="album-songs" className="sr-only">
          <Trans>Songs</Trans>
        </h2>
        {songs.length === 0 ? (
          <p className="text-cloth-700">
            <Trans>No songs in this album yet.</Trans>
          </p>
        ) : (
          <ol className="space-y-1">
            {songs.map((song, i) => (
              <SongRow key={song.id} songs={songs} index={i} showCover={false} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

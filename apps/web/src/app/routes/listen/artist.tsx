import { Trans, useLingui } from '@lingui/react/macro';
import type { ArtistSummary } from '@nupe/shared';
import { Link, useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { listenReads, useListenData } from '../../../features/listen/api';
import { AlbumCard } from '../../../features/listen/components/album-card';
import { DataCost } from '../../../features/listen/components/data-cost';
import { PodcastLink } from '../../../features/listen/components/podcast-link';
import { PlayButton, SongRow } from '../../../features/listen/components/song-card';
import { listenPaths } from '../../../features/listen/paths';
import { ApiError } from '../../../lib/api-client';
import { genreName } from '../../../lib/genre-names';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListenNotFound } from './not-found';

/** The artist's picture, or their initials on the cloth colour. */
function Avatar({ artist }: { artist: ArtistSummary }) {
  const box = 'size-32 shrink-0 rounded-full shadow-card sm:size-40';
  if (artist.avatarUrl) {
    return (
      <img
        src={artist.avatarUrl}
        alt={artist.displayName}
        width={160}
        height={160}
        className={`${box} bg-sand-200 object-cover`}
      />
    );
  }
  const initials = artist.displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <div
      role="img"
      aria-label={artist.displayName}
      className={`${box} flex items-center justify-center bg-cloth-900 font-display text-4xl font-bold text-brass-300`}
    >
      {initials}
    </div>
  );
}

function Loading() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-col items-center gap-6 sm:flex-row">
        <Skeleton className="size-32 rounded-full sm:size-40" />
        <div className="w-full flex-1 space-y-3">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-16 w-full" />
        </div>
      </div>
      <div className="mt-10 space-y-3">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    </div>
  );
}

/**
 * /listen/artist/:id: the artist's public page: picture, display name,
 * genre, bio, contact email, their published songs to play and their albums.
 */
export function ListenArtist() {
  const { id = '' } = useParams();
  const result = useListenData(listenReads.artist(id));
  const { t } = useLingui();
  const displayName = result.status === 'success' ? result.data.artist.displayName : null;
  useDocumentTitle(displayName ? t`${displayName} · Listen` : t`Artist · Listen`);
  if (result.status === 'pending') return <Loading />;
  if (result.status === 'error') {
    if (result.error instanceof ApiError && [400, 404].includes(result.error.status)) return <ListenNotFound />;
    return (
      <p role="alert" className="mx-auto max-w-5xl px-4 py-10 text-cloth-700 sm:px-6">
        {result.error.message}
      </p>
    );
  }
  const { artist, songs, albums } = result.data;
  const artistName = artist.displayName;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-left">
        <Avatar artist={artist} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-widest text-cloth-700 uppercase">
            <Trans>Artist</Trans>
          </p>
          <h1 className="mt-1 font-display text-3xl font-bold break-words sm:text-4xl">{artist.displayName}</h1>
          {artist.genre ? (
            <Link
              to={listenPaths.genre(artist.genre)}
              className="mt-1 inline-flex min-h-11 items-center font-semibold text-cloth-700 underline"
            >
              {genreName(artist.genre)}
            </Link>
          ) : null}
          {artist.bio ? <p className="mt-2 max-w-prose whitespace-pre-line text-cloth-800">{artist.bio}</p> : null}
          {artist.contactEmail ? (
            <p className="mt-3 text-cloth-800">
              <span className="font-semibold">
                <Trans>Contact:</Trans>{' '}
              </span>
              <a
                href={`mailto:${artist.contactEmail}`}
                className="break-all text-cloth-700 underline underline-offset-4"
              >
                {artist.contactEmail}
              </a>
            </p>
          ) : null}
          <div className="mt-2">
            <PodcastLink href={paths.feeds.artist(artist.id)} />
          </div>
        </div>
      </header>

      <section aria-labelledby="artist-songs" className="mt-10">
        <div className="flex items-center justify-between gap-3">
          <h2 id="artist-songs" className="font-display text-xl font-bold">
            <Trans>Songs</Trans>
          </h2>
          {songs.length > 0 ? (
            <span className="flex items-center gap-3">
              <DataCost songs={songs} className="text-right text-sm text-cloth-700" />
              <PlayButton songs={songs} index={0} listName={t`songs by ${artistName}`} />
            </span>
          ) : null}
        </div>
        {songs.length === 0 ? (
          <p className="mt-3 text-cloth-700">
            <Trans>No published songs yet.</Trans>
          </p>
        ) : (
          <ul className="mt-3 space-y-1">
            {songs.map((song, i) => (
              <SongRow key={song.id} songs={songs} index={i} />
            ))}
          </ul>
        )}
      </section>

      {albums.length > 0 ? (
        <section aria-labelledby="artist-albums" className="mt-10">
          <h2 id="artist-albums" className="font-display text-xl font-bold">
            <Trans>Albums</Trans>
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {albums.map((album) => (
              <AlbumCard key={album.id} album={album} showArtist={false} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Song } from '@nupe/shared';
import { Link, useParams } from 'react-router';
import { AccessLabels } from '../../../components/ui/access-labels';
import { ArchiveDetails } from '../../../components/ui/archive-details';
import { SongCover } from '../../../components/ui/cover';
import { PreservationNote } from '../../../components/ui/preservation-note';
import { Skeleton } from '../../../components/ui/skeleton';
import { listenReads, useListenData } from '../../../features/listen/api';
import { DataCost } from '../../../features/listen/components/data-cost';
import { ReactionButton } from '../../../features/listen/components/reaction-button';
import { ShareButton } from '../../../features/listen/components/share-button';
import { PlayButton } from '../../../features/listen/components/song-card';
import { formatTime } from '../../../features/listen/format';
import { useSongReactions } from '../../../features/listen/library/library-store';
import { PlayerMomentActions, useStartAtMoment } from '../../../features/listen/moments/player-moment';
import { DownloadButton } from '../../../features/listen/offline/download-button';
import { listenPaths } from '../../../features/listen/paths';
import { AddToPlaylistButton } from '../../../features/listen/playlists/add-to-playlist-button';
import { QueueActions } from '../../../features/listen/queue/queue-actions';
import { PlayerSections } from '../../../features/listen/sections/player-sections';
import { SyncedTranscript } from '../../../features/listen/transcript/synced-transcript';
import { ApiError } from '../../../lib/api-client';
import { formatCompact } from '../../../lib/format';
import { genreName } from '../../../lib/genre-names';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListenNotFound } from './not-found';

/** Plays, downloads, likes and favourites; likes and favourites move with the listener's taps. */
function Counts({ song }: { song: Song }) {
  const r = useSongReactions(song);
  const { i18n } = useLingui();
  const counts = [
    ['plays', msg`Plays`, song.playCount],
    ['downloads', msg`Downloads`, song.downloadCount],
    ['likes', msg`Likes`, r.likeCount],
    ['favourites', msg`Favourites`, r.favoriteCount],
  ] as const;
  return (
    <dl className="mt-5 grid grid-cols-4 gap-2 rounded-2xl bg-white p-3 text-center shadow-card sm:max-w-md">
      {counts.map(([key, label, value]) => (
        <div key={key} className="flex flex-col-reverse">
          <dt className="text-xs font-semibold text-cloth-700 sm:text-sm">{i18n._(label)}</dt>
          <dd className="font-display text-xl font-bold tabular-nums" data-testid={`count-${key}`}>
            {formatCompact(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SongDetails({ song }: { song: Song }) {
  return (
    <>
      <Link
        to={listenPaths.genre(song.genre)}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-cloth-700 underline"
      >
        {genreName(song.genre)}
      </Link>
      <h1 className="font-display text-3xl font-bold break-words sm:text-4xl">{song.title}</h1>
      <p className="mt-1 text-lg text-cloth-800">
        {song.artistId ? (
          <Link to={listenPaths.artist(song.artistId)} className="font-semibold underline underline-offset-4">
            {song.artist}
          </Link>
        ) : (
          song.artist
        )}
      </p>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-cloth-800">
        {song.album ? (
          <div className="flex gap-1.5">
            <dt className="font-semibold">
              <Trans>Album</Trans>
            </dt>
            <dd>
              <Link to={listenPaths.album(song.album.id)} className="underline underline-offset-4">
                {song.album.title}
              </Link>
            </dd>
          </div>
        ) : null}
        <div className="flex gap-1.5">
          <dt className="font-semibold">
            <Trans>Length</Trans>
          </dt>
          <dd className="tabular-nums">{formatTime(song.durationSeconds)}</dd>
        </div>
      </dl>
      <PreservationNote preservation={song.preservation} className="mt-2" />
      <ArchiveDetails archive={song.archive} className="mt-4" />
      <AccessLabels access={song.access} className="mt-4" />
      <Counts song={song} />
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <PlayButton songs={[song]} index={0} className="size-14" />
        <DataCost songs={song} className="text-sm text-cloth-800" />
        <ReactionButton kind="like" song={song} variant="full" />
        <ReactionButton kind="favorite" song={song} variant="full" />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <DownloadButton songs={[song]} />
        <AddToPlaylistButton song={song} />
        <ShareButton song={song} />
      </div>
      <PlayerMomentActions song={song} className="mt-3" />
      <QueueActions song={song} className="mt-2" />
      <PlayerSections song={song} className="mt-8" />
      <SyncedTranscript song={song} className="mt-8" />
    </>
  );
}

/** /listen/song/:id: the song with its cover, credit, genre, album, duration, counts and actions. */
export function ListenSong() {
  const { id = '' } = useParams();
  const result = useListenData(listenReads.song(id));
  const song = result.status === 'success' ? result.data : null;
  useStartAtMoment(song);
  const { t } = useLingui();
  const title = song?.title;
  useDocumentTitle(title ? t`${title} · Listen` : t`Listen`);
  if (result.status === 'error') {
    if (result.error instanceof ApiError && [400, 404].includes(result.error.status)) return <ListenNotFound />;
    return (
      <p role="alert" className="mx-auto max-w-5xl px-4 py-10 text-cloth-700">
        {result.error.message}
      </p>
    );
  }
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:flex-row sm:items-start sm:gap-10 sm:px-6 sm:py-10">
      {song ? (
        <SongCover
          song={song}
          priority
          sizes="(min-width: 640px) 320px, 100vw"
          className="w-full max-w-80 self-center sm:self-start"
        />
      ) : (
        <Skeleton className="aspect-square w-full max-w-80 self-center rounded-2xl sm:self-start" />
      )}
      <div className="min-w-0 flex-1">
        {song ? (
          <SongDetails song={song} />
        ) : (
          <div className="space-y-3">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-9 w-3/4" />
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-20 w-full max-w-md" />
          </div>
        )}
      </div>
    </article>
  );
}

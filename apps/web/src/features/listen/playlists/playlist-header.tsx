import { Trans, useLingui } from '@lingui/react/macro';
import type { Playlist } from '@nupe/shared';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { Cover } from '../../../components/ui/cover';
import { useDataCost } from '../components/data-cost';
import { PlayIcon, ShuffleIcon } from '../components/icons';
import { ShareButton } from '../components/share-button';
import { DownloadButton } from '../offline/download-button';
import { listenPaths } from '../paths';
import { player } from '../player-store';
import { PlaylistBadge } from './playlist-badge';
import { listLength, songCount } from './playlist-format';
import { pill } from './playlist-styles';

/** Play, Shuffle, Download and Share under a playlist's name. */
function PlaylistActions({ list, costId }: { list: Playlist; costId: string | undefined }) {
  const { t } = useLingui();
  const { songs, name } = list;
  const ownerName = list.owner.name;
  const shuffle = () => {
    player.setShuffle(true);
    player.playQueue(songs, Math.floor(Math.random() * songs.length));
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {songs.length > 0 ? (
        <>
          <button
            type="button"
            onClick={() => player.playQueue(songs, 0)}
            aria-label={t`Play all ${name}`}
            aria-describedby={costId}
            className={cn(pill, 'bg-brass-400 px-6 text-cloth-950 shadow-card hover:bg-brass-300')}
          >
            <PlayIcon className="size-5" />
            <Trans>Play</Trans>
          </button>
          <button
            type="button"
            onClick={shuffle}
            aria-describedby={costId}
            className={cn(pill, 'border-2 border-cloth-800 text-cloth-900 hover:bg-cloth-50')}
          >
            <ShuffleIcon className="size-5" />
            <Trans>Shuffle</Trans>
          </button>
          <DownloadButton songs={songs} label={t`Download for offline`} />
        </>
      ) : null}
      {list.public ? (
        <ShareButton
          target={{
            path: listenPaths.playlist(list.id),
            title: list.name,
            text: t`${name}, a playlist by ${ownerName} on Nupe Music`,
          }}
        />
      ) : null}
    </div>
  );
}

/** A playlist's cover, name, description, maker, length, data cost and actions. */
export function PlaylistHeader({ list }: { list: Playlist }) {
  const ownerName = list.owner.name;
  // What Play and Shuffle cost in data: the whole list at the listener's quality.
  const cost = useDataCost(list.songs).label;
  const costId = useId();
  return (
    <header className="flex flex-col gap-6 sm:flex-row sm:items-end">
      <Cover
        title={list.name}
        url={list.coverUrl}
        priority
        className="w-full max-w-56 self-center rounded-2xl shadow-card sm:max-w-64 sm:self-auto"
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-widest text-cloth-700 uppercase">
          <Trans>Playlist</Trans>
          <PlaylistBadge isPublic={list.public} className="tracking-wide" />
        </p>
        <h1 className="mt-1 font-display text-3xl font-bold break-words sm:text-4xl">{list.name}</h1>
        {list.description ? (
          <p className="mt-2 max-w-prose whitespace-pre-line text-cloth-800">{list.description}</p>
        ) : null}
        <p className="mt-2 text-sm text-cloth-800">
          {list.mine ? (
            <Trans>
              by <span className="font-semibold text-cloth-900">{ownerName}</span> (you)
            </Trans>
          ) : (
            <Trans>
              by <span className="font-semibold text-cloth-900">{ownerName}</span>
            </Trans>
          )}
          <span aria-hidden="true"> · </span>
          <span data-testid="playlist-summary">
            {songCount(list.songCount)}, {listLength(list.durationSeconds)}
          </span>
        </p>
        {cost ? (
          <p id={costId} className="mt-1 text-sm text-cloth-800 tabular-nums">
            {cost}
          </p>
        ) : null}
        <PlaylistActions list={list} costId={cost ? costId : undefined} />
        {!list.public && list.mine ? (
          <p className="mt-3 text-sm text-cloth-700">
            <Trans>Private: only you can open it. Make it public to share it.</Trans>
          </p>
        ) : null}
      </div>
    </header>
  );
}

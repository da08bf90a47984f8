import { Trans, useLingui } from '@lingui/react/macro';
import type { Playlist, Song } from '@nupe/shared';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Cover } from '../../../components/ui/cover';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toasts';
import { listenReads, useListenData } from '../../../features/listen/api';
import { useDataCost } from '../../../features/listen/components/data-cost';
import { lineIcon } from '../../../features/listen/components/icon';
import { PlayIcon, QueueIcon, ShuffleIcon, TrashIcon } from '../../../features/listen/components/icons';
import { ShareButton } from '../../../features/listen/components/share-button';
import { SongRow } from '../../../features/listen/components/song-card';
import { useSession } from '../../../features/listen/library/session';
import { DownloadButton } from '../../../features/listen/offline/download-button';
import { listenPaths } from '../../../features/listen/paths';
import { player } from '../../../features/listen/player-store';
import { moveItem, removeAt } from '../../../features/listen/playlists/move-item';
import { PlaylistBadge } from '../../../features/listen/playlists/playlist-badge';
import { PlaylistForm } from '../../../features/listen/playlists/playlist-form';
import { listLength, songCount } from '../../../features/listen/playlists/playlist-format';
import { PlaylistSongEditor } from '../../../features/listen/playlists/playlist-song-editor';
import {
  deletePlaylist,
  getPlaylist,
  setPlaylistSongs,
  updatePlaylist,
} from '../../../features/listen/playlists/playlists-api';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

const PencilIcon = lineIcon(<path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16Z" />);

type Load = { status: 'loading' } | { status: 'ready'; playlist: Playlist } | { status: 'error'; error: Error };

/** The owner's tools under the header: small enough for three on a phone's line. */
const tool = 'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors';
const pill =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

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

function NotFound({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-2xl font-bold">
        <Trans>Playlist not found</Trans>
      </h1>
      <p className="mt-2 text-cloth-800">{message}</p>
      <Link to={listenPaths.playlists} className={buttonClasses('secondary', 'md', 'mt-5')}>
        <Trans>Your playlists</Trans>
      </Link>
    </div>
  );
}

const withSongs = (playlist: Playlist, songs: Song[]): Playlist => ({
  ...playlist,
  songs,
  songCount: songs.length,
  durationSeconds: songs.reduce((sum, s) => sum + (s.durationSeconds ?? 0), 0),
  coverUrl: songs[0]?.coverUrls?.md ?? songs[0]?.coverUrl ?? null,
});

/**
 * /listen/playlist/:id: a playlist's cover, name, description, maker and songs, to play,
 * shuffle, download and share. Its owner also renames it, reorders (buttons or drag) and
 * removes songs, and deletes it; every change to the songs sends the whole order, shown at
 * once and set right from the server's answer. A public playlist opens read-only for anyone,
 * signed out too: its address is its share link.
 */
export function ListenPlaylist() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const who = session.status === 'signed-in' ? session.user.id : session.status === 'signed-out' ? 'out' : 'wait';
  // The first read as the page came (a public playlist is drawn by the server), then the
  // listener's own; every change after that is this page's own state.
  const first = useListenData(listenReads.playlist(id));
  const [changed, setLoad] = useState<Load | null>(null);
  const load: Load =
    changed ??
    (first.status === 'success'
      ? { status: 'ready', playlist: first.data.playlist }
      : first.status === 'error'
        ? first
        : { status: 'loading' });
  const [editingSongs, setEditingSongs] = useState(false);
  const [editingDetails, setEditingDetails] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [announce, setAnnounce] = useState('');
  /** Order changes go to the server one after another; only the newest answer is shown. */
  const chain = useRef<Promise<void>>(Promise.resolve());
  const version = useRef(0);
  const { t } = useLingui();

  const read = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const { playlist } = await getPlaylist(id, signal);
        setLoad({ status: 'ready', playlist });
      } catch (error) {
        if (!signal?.aborted) setLoad({ status: 'error', error: error as Error });
      }
    },
    [id],
  );

  // Signed in or out on this page: read again as whoever is listening now.
  const firstWho = useRef(who);
  useEffect(() => {
    if (who === 'wait' || who === firstWho.current) return;
    firstWho.current = who;
    const controller = new AbortController();
    void read(controller.signal);
    return () => controller.abort();
  }, [read, who]);

  const playlist = load.status === 'ready' ? load.playlist : null;
  const playlistName = playlist?.name;
  useDocumentTitle(playlistName ? t`${playlistName} · Listen` : t`Playlist · Listen`);
  // What Play and Shuffle cost in data: the whole list at the listener's quality.
  const cost = useDataCost(playlist?.songs ?? []).label;
  const costId = useId();

  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') {
    if (load.error instanceof ApiError && [400, 404].includes(load.error.status)) {
      return <NotFound message={load.error.message} />;
    }
    return (
      <p role="alert" className="mx-auto max-w-5xl px-4 py-10 text-cloth-700 sm:px-6">
        {load.error.message}
      </p>
    );
  }
  const list = load.playlist;
  const songs = list.songs;
  const mine = list.mine;
  const name = list.name;
  const ownerName = list.owner.name;

  /** Shows `next` at once and sends its whole order; a refusal puts the server's list back. */
  const changeSongs = (next: Song[], said: string) => {
    const mineVersion = ++version.current;
    setLoad({ status: 'ready', playlist: withSongs(list, next) });
    setAnnounce(said);
    chain.current = chain.current.then(async () => {
      try {
        const { playlist: answer } = await setPlaylistSongs(
          list.id,
          next.map((s) => s.id),
        );
        if (mineVersion === version.current) setLoad({ status: 'ready', playlist: answer });
      } catch (error) {
        toast('error', error instanceof Error ? error.message : t`The playlist could not be saved.`);
        await read();
      }
    });
  };

  const move = (from: number, to: number) => {
    const song = songs[from];
    if (!song || to < 0 || to >= songs.length || from === to) return;
    const title = song.title;
    const position = to + 1;
    const length = songs.length;
    changeSongs(moveItem(songs, from, to), t`Moved “${title}” to position ${position} of ${length}.`);
  };

  const remove = (index: number) => {
    const song = songs[index];
    if (!song) return;
    const title = song.title;
    changeSongs(removeAt(songs, index), t`Removed “${title}” from ${name}.`);
  };

  const shuffle = () => {
    player.setShuffle(true);
    player.playQueue(songs, Math.floor(Math.random() * songs.length));
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
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
            {mine ? (
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
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {songs.length > 0 ? (
              <>
                <button
                  type="button"
                  onClick={() => player.playQueue(songs, 0)}
                  aria-label={t`Play all ${name}`}
                  aria-describedby={cost ? costId : undefined}
                  className={cn(pill, 'bg-brass-400 px-6 text-cloth-950 shadow-card hover:bg-brass-300')}
                >
                  <PlayIcon className="size-5" />
                  <Trans>Play</Trans>
                </button>
                <button
                  type="button"
                  onClick={shuffle}
                  aria-describedby={cost ? costId : undefined}
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
          {!list.public && mine ? (
            <p className="mt-3 text-sm text-cloth-700">
              <Trans>Private: only you can open it. Make it public to share it.</Trans>
            </p>
          ) : null}
        </div>
      </header>

      {mine ? (
        <div className="mt-6 -mx-1 flex flex-wrap items-center gap-1 border-y border-sand-200 py-2 sm:gap-2">
          <button
            type="button"
            className={cn(tool, 'text-cloth-800 hover:bg-sand-100')}
            onClick={() => setEditingDetails(true)}
          >
            <PencilIcon className="hidden size-5 sm:block" />
            <Trans>Edit details</Trans>
          </button>
          {songs.length > 0 ? (
            <button
              type="button"
              className={cn(
                tool,
                editingSongs ? 'bg-cloth-800 text-white hover:bg-cloth-700' : 'text-cloth-800 hover:bg-sand-100',
              )}
              onClick={() => setEditingSongs((v) => !v)}
            >
              <QueueIcon className="hidden size-5 sm:block" />
              {editingSongs ? <Trans>Done</Trans> : <Trans>Edit songs</Trans>}
            </button>
          ) : null}
          <button
            type="button"
            aria-label={t`Delete playlist`}
            className={cn(tool, 'text-coral-700 hover:bg-coral-100')}
            onClick={() => setConfirmDelete(true)}
          >
            <TrashIcon className="hidden size-5 sm:block" />
            <Trans>Delete</Trans>
          </button>
        </div>
      ) : null}

      <section aria-labelledby="playlist-songs" className="mt-6">
        <h2 id="playlist-songs" className="sr-only">
          <Trans>Songs</Trans>
        </h2>
        <p role="status" className="sr-only">
          {announce}
        </p>
        {songs.length === 0 ? (
          <div className="rounded-2xl border border-sand-200 bg-white p-6">
            <p className="font-semibold text-cloth-900">
              <Trans>No songs in this playlist yet.</Trans>
            </p>
            {mine ? (
              <>
                <p className="mt-1 text-cloth-800">
                  <Trans>
                    Choose <strong>Add to playlist</strong> from a song’s More menu, its page or Now playing.
                  </Trans>
                </p>
                <Link to={listenPaths.search} className={buttonClasses('secondary', 'md', 'mt-4')}>
                  <Trans>Find songs</Trans>
                </Link>
              </>
            ) : null}
          </div>
        ) : mine && editingSongs ? (
          <>
            <p className="mb-3 text-sm text-cloth-700">
              <Trans>Move a song with its arrows, or drag it by its grip. Changes are saved as you make them.</Trans>
            </p>
            <PlaylistSongEditor songs={songs} onMove={move} onRemove={remove} />
          </>
        ) : (
          <ol className="space-y-1">
            {songs.map((song, i) => (
              <SongRow key={`${song.id}:${i}`} songs={songs} index={i} />
            ))}
          </ol>
        )}
      </section>

      {mine ? (
        <>
          <Dialog open={editingDetails} onClose={() => setEditingDetails(false)} title={t`Edit playlist`}>
            {editingDetails ? (
              <PlaylistForm
                initial={{ name: list.name, description: list.description, public: list.public }}
                submitLabel={t`Save`}
                onCancel={() => setEditingDetails(false)}
                onSubmit={async (body) => {
                  const { playlist: answer } = await updatePlaylist(list.id, {
                    name: body.name,
                    description: body.description ?? '',
                    public: body.public ?? false,
                  });
                  setLoad({ status: 'ready', playlist: answer });
                  setEditingDetails(false);
                  toast('success', answer.public ? t`Saved. Anyone with the link can open it.` : t`Saved.`);
                }}
              />
            ) : null}
          </Dialog>
          <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} title={t`Delete “${name}”?`}>
            <p className="text-cloth-800">
              {list.public ? (
                <Trans>
                  The playlist is deleted for good, and its link stops working. Its songs stay in Nupe Music.
                </Trans>
              ) : (
                <Trans>The playlist is deleted for good. Its songs stay in Nupe Music.</Trans>
              )}
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
                <Trans>Keep it</Trans>
              </Button>
              <button
                type="button"
                disabled={deleting}
                aria-busy={deleting || undefined}
                className={cn(pill, 'bg-coral-700 px-5 text-white hover:bg-coral-500')}
                onClick={async () => {
                  setDeleting(true);
                  try {
                    await deletePlaylist(list.id);
                    setConfirmDelete(false);
                    // The server's sentence, in the reader's language.
                    toast('success', t`Playlist deleted.`);
                    navigate(listenPaths.playlists);
                  } catch (error) {
                    toast('error', error instanceof Error ? error.message : t`The playlist could not be deleted.`);
                  } finally {
                    setDeleting(false);
                  }
                }}
              >
                <Trans>Yes, delete it</Trans>
              </button>
            </div>
          </Dialog>
        </>
      ) : null}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { Playlist, Song } from '@nupe/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toasts';
import { listenReads, useListenData } from '../../../features/listen/api';
import { useSession } from '../../../features/listen/library/session';
import { listenPaths } from '../../../features/listen/paths';
import { moveItem, removeAt } from '../../../features/listen/playlists/move-item';
import { DeletePlaylistDialog, EditPlaylistDialog } from '../../../features/listen/playlists/playlist-dialogs';
import { PlaylistHeader } from '../../../features/listen/playlists/playlist-header';
import { PlaylistOwnerTools } from '../../../features/listen/playlists/playlist-owner-tools';
import { PlaylistSongs } from '../../../features/listen/playlists/playlist-songs';
import { getPlaylist, setPlaylistSongs } from '../../../features/listen/playlists/playlists-api';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

type Load = { status: 'loading' } | { status: 'ready'; playlist: Playlist } | { status: 'error'; error: Error };

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

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <PlaylistHeader list={list} />
      {mine ? (
        <PlaylistOwnerTools
          hasSongs={songs.length > 0}
          editingSongs={editingSongs}
          onEditDetails={() => setEditingDetails(true)}
          onToggleSongs={() => setEditingSongs((v) => !v)}
          onDelete={() => setConfirmDelete(true)}
        />
      ) : null}
      <PlaylistSongs
        songs={songs}
        mine={mine}
        editing={editingSongs}
        announce={announce}
        onMove={move}
        onRemove={remove}
      />
      {mine ? (
        <>
          <EditPlaylistDialog
            list={list}
            open={editingDetails}
            onClose={() => setEditingDetails(false)}
            onSaved={(answer) => setLoad({ status: 'ready', playlist: answer })}
          />
          <DeletePlaylistDialog list={list} open={confirmDelete} onClose={() => setConfirmDelete(false)} />
        </>
      ) : null}
    </div>
  );
}

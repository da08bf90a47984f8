import { Trans, useLingui } from '@lingui/react/macro';
import type { PlaylistSummary, Song } from '@nupe/shared';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Cover } from '../../../components/ui/cover';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toasts';
import { withReturn } from '../library/return-address';
import { useSession } from '../library/session';
import { PlaylistForm } from './playlist-form';
import { songCount } from './playlist-format';
import { addSongToPlaylist, createPlaylist, getMyPlaylists, setPlaylistSongs } from './playlists-api';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; playlists: PlaylistSummary[] }
  | { status: 'error'; message: string };

/**
 * The "Add to playlist" chooser: the listener's playlists, one press adds the song at the
 * end, or "New playlist…" makes one holding it. A toast confirms ("Added to Evening songs").
 * Signed out, it says why to sign in. Rendered into <body>: it may be opened from a closed
 * menu or from "Now playing" (itself a modal).
 */
export default function AddToPlaylistDialog({
  song,
  onClose,
  onLeave,
}: {
  song: Song;
  onClose: () => void;
  /** Called when a link leaves the page (sign in), so an enclosing modal closes too. */
  onLeave?: () => void;
}) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const signedIn = session.status === 'signed-in';
  const { t } = useLingui();

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    getMyPlaylists(controller.signal).then(
      ({ playlists }) => {
        setLoad({ status: 'ready', playlists });
        if (playlists.length === 0) setCreating(true);
      },
      (error: Error) => {
        if (!controller.signal.aborted) setLoad({ status: 'error', message: error.message });
      },
    );
    return () => controller.abort();
  }, [signedIn]);

  const addTo = async (playlist: PlaylistSummary) => {
    setBusy(playlist.id);
    try {
      const { added } = await addSongToPlaylist(playlist.id, song.id);
      const name = playlist.name;
      toast(added ? 'success' : 'info', added ? t`Added to ${name}` : t`Already in ${name}`);
      onClose();
    } catch (error) {
      toast('error', error instanceof Error ? error.message : t`The song could not be added.`);
    } finally {
      setBusy(null);
    }
  };

  const leave = () => {
    onClose();
    onLeave?.();
  };

  return createPortal(
    <Dialog open onClose={onClose} title={t`Add to playlist`}>
      <p className="-mt-2 mb-4 truncate text-cloth-800">
        <span className="sr-only">
          <Trans>Song:</Trans>{' '}
        </span>
        “{song.title}” · {song.artist}
      </p>
      {session.status === 'signed-out' ? (
        <div>
          <p className="text-cloth-900">
            <Trans>Sign in or create a free account to make playlists and add songs to them.</Trans>
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={withReturn('signIn', `${pathname}${search}`)} onClick={leave} className={buttonClasses()}>
              <Trans>Sign in</Trans>
            </Link>
            <Link
              to={withReturn('register', `${pathname}${search}`)}
              onClick={leave}
              className={buttonClasses('outline')}
            >
              <Trans>Create an account</Trans>
            </Link>
          </div>
        </div>
      ) : !signedIn || load.status === 'loading' ? (
        <div aria-busy="true" className="space-y-2">
          <span className="sr-only">
            <Trans>Loading your playlists…</Trans>
          </span>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : load.status === 'error' ? (
        <p role="alert" className="text-coral-700">
          {load.message}
        </p>
      ) : creating ? (
        <div>
          <h3 className="mb-3 font-sans text-sm font-bold tracking-wide text-cloth-700 uppercase">
            <Trans>New playlist</Trans>
          </h3>
          <PlaylistForm
            compact
            submitLabel={t`Create and add`}
            onCancel={load.playlists.length > 0 ? () => setCreating(false) : undefined}
            onSubmit={async (body) => {
              const { playlist } = await createPlaylist(body);
              await setPlaylistSongs(playlist.id, [song.id]);
              const name = playlist.name;
              toast('success', t`Added to ${name}`);
              onClose();
            }}
          />
        </div>
      ) : (
        <ul aria-label={t`Your playlists`} className="-mx-2 flex max-h-[50dvh] flex-col gap-1 overflow-y-auto">
          {load.playlists.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                disabled={busy !== null}
                aria-busy={busy === p.id || undefined}
                onClick={() => void addTo(p)}
                className="flex min-h-14 w-full items-center gap-3 rounded-xl px-2 py-1.5 text-left hover:bg-sand-100 disabled:opacity-60"
              >
                <Cover title={p.name} url={p.coverUrl} className="size-11 rounded-lg" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-cloth-900">{p.name}</span>
                  <span className="block text-sm text-cloth-700">
                    {songCount(p.songCount)} · {p.public ? t`Public` : t`Private`}
                  </span>
                </span>
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => setCreating(true)}
              className="flex min-h-14 w-full items-center gap-3 rounded-xl px-2 py-1.5 text-left font-semibold text-cloth-900 hover:bg-sand-100"
            >
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-lg border-2 border-dashed border-cloth-300 text-2xl leading-none text-cloth-700"
              >
                +
              </span>
              <Trans>New playlist…</Trans>
            </button>
          </li>
        </ul>
      )}
    </Dialog>,
    document.body,
  );
}

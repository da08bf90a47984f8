import { Trans, useLingui } from '@lingui/react/macro';
import type { PlaylistSummary } from '@nupe/shared';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Cover } from '../../../components/ui/cover';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toasts';
import { useSession } from '../../../features/listen/library/session';
import { SignInInvitation } from '../../../features/listen/library/sign-in-invitation';
import { listenPaths } from '../../../features/listen/paths';
import { PlaylistBadge } from '../../../features/listen/playlists/playlist-badge';
import { PlaylistForm } from '../../../features/listen/playlists/playlist-form';
import { listLength, songCount } from '../../../features/listen/playlists/playlist-format';
import { createPlaylist, getMyPlaylists } from '../../../features/listen/playlists/playlists-api';
import { useDocumentTitle } from '../../../lib/use-document-title';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; playlists: PlaylistSummary[] }
  | { status: 'error'; message: string };

function PlaylistCard({ playlist }: { playlist: PlaylistSummary }) {
  return (
    <li>
      <Link
        to={listenPaths.playlist(playlist.id)}
        className="group flex items-center gap-4 rounded-2xl bg-white p-3 shadow-card hover:bg-sand-100 sm:flex-col sm:items-stretch sm:gap-3"
      >
        <Cover title={playlist.name} url={playlist.coverUrl} className="size-20 rounded-xl sm:size-auto sm:w-full" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-lg font-bold text-cloth-950 group-hover:underline">{playlist.name}</span>
          <span className="mt-0.5 block text-sm text-cloth-700">
            {songCount(playlist.songCount)} · {listLength(playlist.durationSeconds)}
          </span>
          <PlaylistBadge isPublic={playlist.public} className="mt-2" />
        </span>
      </Link>
    </li>
  );
}

function MyPlaylists() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [creating, setCreating] = useState(false);

  const read = useCallback((signal?: AbortSignal) => {
    setLoad({ status: 'loading' });
    getMyPlaylists(signal).then(
      ({ playlists }) => setLoad({ status: 'ready', playlists }),
      (error: Error) => {
        if (!signal?.aborted) setLoad({ status: 'error', message: error.message });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal);
    return () => controller.abort();
  }, [read]);

  return (
    <>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-cloth-800">
          <Trans>Your own lists of songs, in your order. Keep them private or share them.</Trans>
        </p>
        <Button onClick={() => setCreating(true)}>
          <span aria-hidden="true" className="text-xl leading-none">
            +
          </span>
          <Trans>New playlist</Trans>
        </Button>
      </div>
      {load.status === 'loading' ? (
        <div aria-busy="true" className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          <span className="sr-only">
            <Trans>Loading your playlists…</Trans>
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-26 w-full rounded-2xl sm:h-64" />
          ))}
        </div>
      ) : load.status === 'error' ? (
        <div className="mt-6">
          <ErrorState message={load.message} onRetry={() => read()} />
        </div>
      ) : load.playlists.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-sand-200 bg-white p-6 sm:p-8">
          <h2 className="text-xl font-bold">
            <Trans>No playlists yet</Trans>
          </h2>
          <p className="mt-2 max-w-xl text-cloth-800">
            <Trans>
              Press <strong>New playlist</strong> to start one, or choose <strong>Add to playlist</strong> from any
              song’s More menu, its page or Now playing.
            </Trans>
          </p>
          <Link to={listenPaths.search} className={buttonClasses('secondary', 'md', 'mt-5')}>
            <Trans>Find songs to add</Trans>
          </Link>
        </div>
      ) : (
        <ul
          aria-label={t`Your playlists`}
          className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
        >
          {load.playlists.map((p) => (
            <PlaylistCard key={p.id} playlist={p} />
          ))}
        </ul>
      )}
      <Dialog open={creating} onClose={() => setCreating(false)} title={t`New playlist`}>
        {creating ? (
          <PlaylistForm
            submitLabel={t`Create playlist`}
            onCancel={() => setCreating(false)}
            onSubmit={async (body) => {
              const { playlist } = await createPlaylist(body);
              setCreating(false);
              const name = playlist.name;
              toast('success', t`Created ${name}`);
              navigate(listenPaths.playlist(playlist.id));
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}

/** /listen/playlists: the signed-in listener's playlists, and a new one. */
export function ListenPlaylists() {
  const session = useSession();
  const { t } = useLingui();
  useDocumentTitle(t`Playlists · Listen`);
  return (
    <section aria-labelledby="playlists-title" className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <h1 id="playlists-title" className="font-display text-3xl font-bold">
        <Trans>Playlists</Trans>
      </h1>
      {session.status === 'signed-out' ? (
        <SignInInvitation>
          <Trans>
            Sign in or create a free account to make playlists: your own lists of songs, in your order, to keep or
            share.
          </Trans>
        </SignInInvitation>
      ) : null}
      {session.status === 'checking' || session.status === 'unreachable' ? (
        <Skeleton className="mt-6 h-26 w-full rounded-2xl" />
      ) : null}
      {session.status === 'signed-in' ? <MyPlaylists /> : null}
    </section>
  );
}

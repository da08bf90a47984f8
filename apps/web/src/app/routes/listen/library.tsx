import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Song } from '@nupe/shared';
import { useEffect } from 'react';
import { Link, Navigate, NavLink, Route, Routes } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { DataCost } from '../../../features/listen/components/data-cost';
import { PlayButton, SongRow } from '../../../features/listen/components/song-card';
import { DataUsedSection } from '../../../features/listen/data-usage/data-used-section';
import { library, useLibrary } from '../../../features/listen/library/library-store';
import { useSession } from '../../../features/listen/library/session';
import { SignInInvitation } from '../../../features/listen/library/sign-in-invitation';
import { listenPaths } from '../../../features/listen/paths';
import { SoundSection } from '../../../features/listen/sound/sound-section';
import { sharedText } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

const tabs = [
  { to: listenPaths.liked, label: msg`Liked` },
  { to: listenPaths.favourites, label: msg`Favourites` },
  { to: listenPaths.recent, label: msg`Recently played` },
] as const;

function ListSkeleton() {
  return (
    <div className="mt-4 space-y-3">
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
    </div>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mt-6 rounded-2xl bg-white p-5 shadow-card">
      <p>{sharedText('LISTEN_MESSAGES', 'LIBRARY_LOAD_FAILED')}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('outline', 'md', 'mt-3')}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

/** A playable list of the library, or what to do when it is empty. */
function SongList({ songs, name, empty }: { songs: Song[]; name: string; empty: string }) {
  if (songs.length === 0) {
    return (
      <div className="mt-6 rounded-2xl bg-white p-6 text-center shadow-card">
        <p className="text-cloth-800">{empty}</p>
        <Link to={listenPaths.home} className={buttonClasses('primary', 'md', 'mt-4')}>
          <Trans>Find something to play</Trans>
        </Link>
      </div>
    );
  }
  return (
    <>
      <div className="mt-4 flex items-center gap-3">
        <PlayButton songs={songs} index={0} listName={name} />
        <span className="text-cloth-700">
          <Plural value={songs.length} one="# song" other="# songs" />
          <DataCost songs={songs} className="block text-sm" />
        </span>
      </div>
      <ul className="mt-3 space-y-1">
        {songs.map((song, i) => (
          <SongRow key={song.id} songs={songs} index={i} />
        ))}
      </ul>
    </>
  );
}

function Reactions({ kind }: { kind: 'like' | 'favorite' }) {
  const { reactions } = useLibrary();
  const { t } = useLingui();
  useDocumentTitle(kind === 'like' ? t`Liked · Your library · Listen` : t`Favourites · Your library · Listen`);
  if (reactions.status === 'error') return <Failed onRetry={library.retry} />;
  if (reactions.status !== 'ready') return <ListSkeleton />;
  return (
    <SongList
      songs={reactions.data[kind]}
      name={kind === 'like' ? t`liked songs` : t`favourites`}
      empty={
        kind === 'like'
          ? t`Songs you like show here. Tap the heart beside any song.`
          : t`Your favourites show here. Add one from a song’s page or its More menu.`
      }
    />
  );
}

function Recent() {
  const { recent } = useLibrary();
  const { t } = useLingui();
  useDocumentTitle(t`Recently played · Your library · Listen`);
  // Every counted play changes the list: read it again each time it is shown.
  useEffect(() => void library.loadRecent(), []);
  if (recent.status === 'error') return <Failed onRetry={() => void library.loadRecent()} />;
  if (recent.status !== 'ready') return <ListSkeleton />;
  return (
    <SongList
      songs={recent.data}
      name={t`recently played`}
      empty={t`Songs you listen to show here once they have played for 30 seconds, or to the end.`}
    />
  );
}

/**
 * /listen/library: the signed-in listener's Liked, Favourites and Recently played. Recently
 * played comes from the server (plays counted while signed in), so it follows the listener
 * to another device; a signed-out listener is invited to sign in instead. Above them, for
 * everyone, the data this device used this month, its limit and Data Saver.
 */
export function ListenLibrary() {
  const session = useSession();
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Your library · Listen`);
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <h1 className="font-display text-3xl font-bold">
        <Trans>Your library</Trans>
      </h1>
      <DataUsedSection className="mt-4" />
      <SoundSection className="mt-4" />
      {session.status === 'signed-out' ? (
        <SignInInvitation>{sharedText('LISTEN_MESSAGES', 'SIGN_IN_FOR_LIBRARY')}</SignInInvitation>
      ) : null}
      {session.status === 'checking' || session.status === 'unreachable' ? <ListSkeleton /> : null}
      {session.status === 'signed-in' ? (
        <>
          <nav aria-label={t`Library`} className="mt-4 -mx-4 overflow-x-auto px-4">
            <ul className="flex gap-1.5 sm:gap-2">
              {tabs.map((tab) => (
                <li key={tab.to} className="shrink-0">
                  <NavLink
                    to={tab.to}
                    className={({ isActive }) =>
                      cn(
                        'flex min-h-11 items-center rounded-full border-2 px-2.5 text-sm font-semibold whitespace-nowrap sm:px-4 sm:text-base',
                        isActive
                          ? 'border-cloth-800 bg-cloth-800 text-white'
                          : 'border-sand-300 text-cloth-800 hover:bg-sand-100',
                      )
                    }
                  >
                    {i18n._(tab.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Routes>
            <Route index element={<Navigate to={listenPaths.liked} replace />} />
            <Route path="liked" element={<Reactions kind="like" />} />
            <Route path="favourites" element={<Reactions kind="favorite" />} />
            <Route path="recent" element={<Recent />} />
            <Route path="*" element={<Navigate to={listenPaths.liked} replace />} />
          </Routes>
        </>
      ) : null}
    </section>
  );
}

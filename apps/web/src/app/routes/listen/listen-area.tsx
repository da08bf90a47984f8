import { Link, Outlet, Route, Routes } from 'react-router';
import { LogoMark } from '../../../components/ui/logo';
import { DataSaverToggle } from '../../../features/listen/components/data-saver-toggle';
import { MiniPlayer } from '../../../features/listen/components/mini-player';
import { listenPaths } from '../../../features/listen/paths';
import { usePlayer } from '../../../features/listen/player-store';
import { ListenGenre } from './genre';
import { ListenHome } from './home';
import { ListenNotFound } from './not-found';
import { ListenSong } from './song';

/**
 * The listener app's frame: a header with the Data Saver switch, the page, and the mini
 * player. The player itself (its <audio>) lives in features/listen/player-store.ts, so
 * moving between these pages never interrupts playback.
 */
export function ListenLayout() {
  const { index } = usePlayer();
  return (
    <div className="min-h-dvh bg-sand-50 text-cloth-900">
      <header className="sticky top-0 z-20 border-b border-sand-200 bg-sand-50/95 backdrop-blur">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
          <Link to={listenPaths.home} className="flex min-h-11 items-center gap-2 font-display text-lg font-bold">
            <LogoMark className="size-8" />
            <span>
              Nupe Music <span className="font-normal text-cloth-700">Listen</span>
            </span>
          </Link>
          <DataSaverToggle />
        </div>
      </header>
      <main id="main" className={index >= 0 ? 'pb-36' : 'pb-10'}>
        <Outlet />
      </main>
      <MiniPlayer />
    </div>
  );
}

/** The listener app's screens, under /listen. */
export function ListenArea() {
  return (
    <Routes>
      <Route element={<ListenLayout />}>
        <Route index element={<ListenHome />} />
        <Route path="genre/:genre" element={<ListenGenre />} />
        <Route path="song/:id" element={<ListenSong />} />
        <Route path="*" element={<ListenNotFound />} />
      </Route>
    </Routes>
  );
}

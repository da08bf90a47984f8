import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link, NavLink, Outlet, Route, Routes } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { LogoMark } from '../../../components/ui/logo';
import { ThemeSwitch } from '../../../components/ui/theme-switch';
import { AccountMenu } from '../../../features/listen/components/account-menu';
import { DataSaverToggle } from '../../../features/listen/components/data-saver-toggle';
import { MiniPlayer } from '../../../features/listen/components/mini-player';
import {
  DownloadsIcon,
  HomeIcon,
  LibraryIcon,
  PlaylistsIcon,
  SearchIcon,
} from '../../../features/listen/components/nav-icons';
import { DataUsageWarning } from '../../../features/listen/data-usage/data-usage-warning';
import { OfflineSupport } from '../../../features/listen/offline/offline-support';
import { listenPaths } from '../../../features/listen/paths';
import { type LazyRoute, lazyRoute } from '../../../lib/lazy-route';
import { ListenHome } from './home';
import { ListenNotFound } from './not-found';

/*
 * The first /listen screen (home) ships with the area; every other screen is its own chunk,
 * so the JavaScript before the first screen stays inside the 150 KB budget.
 */
const ListenGenre = lazyRoute(() => import('./genre').then((m) => m.ListenGenre));
const ListenSong = lazyRoute(() => import('./song').then((m) => m.ListenSong));
const ListenArtist = lazyRoute(() => import('./artist').then((m) => m.ListenArtist));
const ListenAlbum = lazyRoute(() => import('./album').then((m) => m.ListenAlbum));
const ListenArchive = lazyRoute(() => import('./archive').then((m) => m.ListenArchive));
const ListenProverbs = lazyRoute(() => import('./proverbs').then((m) => m.ListenProverbs));
const ListenProverb = lazyRoute(() => import('./proverbs').then((m) => m.ListenProverb));
const ListenSearch = lazyRoute(() => import('./search').then((m) => m.ListenSearch));
const ListenLibrary = lazyRoute(() => import('./library').then((m) => m.ListenLibrary));
const ListenDownloads = lazyRoute(() => import('./downloads').then((m) => m.ListenDownloads));
const ListenPlaylists = lazyRoute(() => import('./playlists').then((m) => m.ListenPlaylists));
const ListenPlaylist = lazyRoute(() => import('./playlist').then((m) => m.ListenPlaylist));
const ListenApps = lazyRoute(() => import('./apps').then((m) => m.ListenApps));
const ListenSignIn = lazyRoute(() => import('./sign-in').then((m) => m.ListenSignIn));
const ListenRegister = lazyRoute(() => import('./register').then((m) => m.ListenRegister));

/**
 * The screens the server draws, by address: their chunks are loaded before the browser's first
 * render (main.tsx), so React takes the drawn page over in one pass.
 */
const DRAWN_SCREENS: [RegExp, LazyRoute<object>][] = [
  [/^\/listen\/song\/[^/]+$/, ListenSong],
  [/^\/listen\/artist\/[^/]+$/, ListenArtist],
  [/^\/listen\/album\/[^/]+$/, ListenAlbum],
  [/^\/listen\/archive$/, ListenArchive],
  [/^\/listen\/proverbs$/, ListenProverbs],
  [/^\/listen\/proverbs\/[^/]+$/, ListenProverb],
  [/^\/listen\/playlist\/[^/]+$/, ListenPlaylist],
];

/** Loads the chunk of the listener screen at `pathname`, when it is one the server draws. */
export function preloadListenScreen(pathname: string): Promise<void> {
  return Promise.all(DRAWN_SCREENS.filter(([p]) => p.test(pathname)).map(([, screen]) => screen.preload())).then(
    () => undefined,
  );
}

const sections = [
  { to: listenPaths.home, label: msg`Home`, Icon: HomeIcon, end: true },
  { to: listenPaths.search, label: msg`Search`, Icon: SearchIcon, end: false },
  { to: listenPaths.library, label: msg`Library`, Icon: LibraryIcon, end: false },
  { to: listenPaths.playlists, label: msg`Playlists`, Icon: PlaylistsIcon, end: false },
  { to: listenPaths.downloads, label: msg`Downloads`, Icon: DownloadsIcon, end: false },
] as const;

/** The app's sections: a row in the header from 1024 px, a tab bar at the bottom below that (a tablet's header has no room for both). */
function SectionNav({ variant }: { variant: 'top' | 'bottom' }) {
  const { _ } = useLingui();
  return (
    <nav
      aria-label={_(msg`Listen`)}
      className={variant === 'top' ? 'hidden lg:block' : 'border-t border-cloth-800 bg-cloth-950 lg:hidden'}
    >
      <ul className={variant === 'top' ? 'flex items-center gap-1' : 'grid grid-cols-5'}>
        {sections.map(({ to, label, Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                variant === 'top'
                  ? cn(
                      'flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold',
                      isActive ? 'bg-cloth-900 text-white' : 'text-cloth-800 hover:bg-sand-100',
                    )
                  : cn(
                      'flex min-h-14 flex-col items-center justify-start gap-0.5 pt-2 pb-1 text-center text-[11px] leading-tight font-semibold sm:text-xs',
                      isActive ? 'text-brass-300' : 'text-sand-200 hover:text-white',
                    )
              }
            >
              {/* The header's row of five sections keeps to words, so the name beside them stays on one line.
                  The tab bar's icons sit on one line and a name that wraps (Hausa's "Jerin waƙoƙi")
                  wraps below its icon. */}
              {variant === 'bottom' ? <Icon className="size-6" /> : null}
              {_(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The listener app's frame: a header (sections, Data Saver, account), the page, and a dock at
 * the bottom holding the mini player and, on a phone, the section tabs. The player itself
 * (its <audio>) lives in features/listen/player-store.ts, so moving between these pages
 * never interrupts playback.
 */
export function ListenLayout() {
  return (
    <div className="min-h-dvh bg-sand-50 text-cloth-900">
      <header className="sticky top-0 z-20 border-b border-sand-200 bg-sand-50/95 backdrop-blur">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-3 py-2 sm:gap-3 sm:px-6">
          <Link
            to={listenPaths.home}
            className="flex min-h-11 items-center gap-2 font-display text-lg font-bold whitespace-nowrap"
          >
            <LogoMark className="size-8" />
            {/* A phone shows the mark alone (the name stays for screen readers), so the header's
                Data Saver switch, language, theme and account fit on one line at 375 px; so does
                a wide screen, whose header holds the row of sections too (their names in another
                language are longer than in English). */}
            <span className="sr-only min-[440px]:not-sr-only min-[440px]:whitespace-nowrap lg:sr-only">
              Nupe Music{' '}
              <span className="font-normal text-cloth-700">
                <Trans>Listen</Trans>
              </span>
            </span>
          </Link>
          <SectionNav variant="top" />
          {/* Below 640 px the header and its controls sit closer, so Data Saver, the language and
              theme switches and the account still fit on one line at 375 px. */}
          <div className="flex items-center gap-1 max-sm:min-w-0 sm:gap-3">
            <DataSaverToggle />
            <LanguageSwitch tone="onLight" />
            <ThemeSwitch tone="onLight" />
            <AccountMenu />
          </div>
        </div>
      </header>
      <OfflineSupport />
      <DataUsageWarning />
      <main id="main" className="pb-48 lg:pb-32">
        <Suspense
          fallback={
            <p className="mx-auto max-w-5xl px-4 py-10 text-cloth-700 sm:px-6">
              <Trans>Loading…</Trans>
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <div className="fixed inset-x-0 bottom-0 z-30">
        <MiniPlayer />
        <SectionNav variant="bottom" />
      </div>
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
        <Route path="artist/:id" element={<ListenArtist />} />
        <Route path="album/:id" element={<ListenAlbum />} />
        <Route path="search" element={<ListenSearch />} />
        <Route path="archive" element={<ListenArchive />} />
        <Route path="proverbs" element={<ListenProverbs />} />
        <Route path="proverbs/:id" element={<ListenProverb />} />
        <Route path="library/*" element={<ListenLibrary />} />
        <Route path="downloads" element={<ListenDownloads />} />
        <Route path="playlists" element={<ListenPlaylists />} />
        <Route path="playlist/:id" element={<ListenPlaylist />} />
        <Route path="apps" element={<ListenApps />} />
        <Route path="sign-in" element={<ListenSignIn />} />
        <Route path="register" element={<ListenRegister />} />
        <Route path="*" element={<ListenNotFound />} />
      </Route>
    </Routes>
  );
}

import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PublicLayout } from '../components/layouts/public-layout';
import { SessionLoading } from '../features/auth/components/session-loading';
import { type LazyRoute, lazyRoute } from '../lib/lazy-route';
import { NotFoundPage } from './routes/public/not-found';

/*
 * Every screen of the web app. The public frame ships in the entry chunk; every screen is its
 * own chunk, loaded when first visited (the server draws the page meanwhile, and React keeps its
 * drawing until the chunk is here), so a visitor of a public page never downloads another page,
 * the dashboards, the forms' validation or the query cache.
 *
 * Declarative routes (not the data router): the data router alone adds ~17 KB gzip, which
 * the 100 KB budget of a public page cannot carry next to the UI runtime. Crashes are caught by
 * AppErrorBoundary (app/root.tsx) instead of an errorElement.
 */
const HomePage = lazyRoute(() => import('./routes/public/home').then((m) => m.HomePage));
const AboutPage = lazyRoute(() => import('./routes/public/about').then((m) => m.AboutPage));
const ContactPage = lazyRoute(() => import('./routes/public/contact').then((m) => m.ContactPage));
const TermsPage = lazyRoute(() => import('./routes/public/terms').then((m) => m.TermsPage));
const PrivacyPage = lazyRoute(() => import('./routes/public/privacy').then((m) => m.PrivacyPage));
const ApplyPage = lazyRoute(() => import('./routes/public/apply').then((m) => m.ApplyPage));
const SongPage = lazyRoute(() => import('./routes/public/song').then((m) => m.SongPage));
// The player other sites frame: no site header or footer around it.
const EmbedSong = lazy(() => import('./routes/embed/embed-song').then((m) => ({ default: m.EmbedSong })));
const LoginPage = lazyRoute(() => import('./routes/auth/login').then((m) => m.LoginPage));
const RegisterPage = lazyRoute(() => import('./routes/auth/register').then((m) => m.RegisterPage));
const ResetPasswordPage = lazyRoute(() => import('./routes/auth/reset-password').then((m) => m.ResetPasswordPage));

// Each dashboard area owns its nested route table (app/routes/<area>/<area>-area.tsx).
const AdminArea = lazy(() => import('./routes/admin/admin-area').then((m) => ({ default: m.AdminArea })));
const ArtistArea = lazy(() => import('./routes/artist/artist-area').then((m) => ({ default: m.ArtistArea })));
// The Translate screen is for translators of any role too: beside the staff area, not in it.
const TranslatePage = lazy(() => import('./routes/staff/translate').then((m) => ({ default: m.TranslatePage })));
const StaffArea = lazy(() => import('./routes/staff/staff-area').then((m) => ({ default: m.StaffArea })));
// The listener app: its own area with a persistent player and its own screens' chunks.
const listenArea = () => import('./routes/listen/listen-area');
const ListenArea = lazyRoute(() => listenArea().then((m) => m.ListenArea));

/** The pages the server draws, by address (the listener app's screens are its own to know). */
const DRAWN_PAGES: [RegExp, LazyRoute<object>][] = [
  [/^\/$/, HomePage],
  [/^\/about$/, AboutPage],
  [/^\/contact$/, ContactPage],
  [/^\/terms$/, TermsPage],
  [/^\/privacy$/, PrivacyPage],
  [/^\/apply$/, ApplyPage],
  [/^\/song\/[^/]+$/, SongPage],
  [/^\/login$/, LoginPage],
  [/^\/register$/, RegisterPage],
];

/**
 * Loads the chunks of the page at `pathname`, so the browser's first render draws it in the same
 * pass as the frame around it and React takes the server's drawing over whole (a lazy screen not
 * yet here would keep its part of the page inert until it came).
 */
export function preloadArea(pathname: string): Promise<void> {
  if (pathname === '/listen' || pathname.startsWith('/listen/')) {
    return Promise.all([ListenArea.preload(), listenArea().then((m) => m.preloadListenScreen(pathname))]).then(
      () => undefined,
    );
  }
  return Promise.all(DRAWN_PAGES.filter(([p]) => p.test(pathname)).map(([, page]) => page.preload())).then(
    () => undefined,
  );
}

export function AppRoutes() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<SessionLoading label={t`Loading…`} />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="song/:id" element={<SongPage />} />
          <Route path="apply" element={<ApplyPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="embed/song/:id" element={<EmbedSong />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="admin/*" element={<AdminArea />} />
        <Route path="artist/*" element={<ArtistArea />} />
        <Route path="staff/translate" element={<TranslatePage />} />
        <Route path="staff/*" element={<StaffArea />} />
        <Route path="listen/*" element={<ListenArea />} />
      </Routes>
    </Suspense>
  );
}

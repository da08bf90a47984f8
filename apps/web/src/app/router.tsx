import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PublicLayout } from '../components/layouts/public-layout';
import { SessionLoading } from '../features/auth/components/session-loading';
import { lazyRoute } from '../lib/lazy-route';
import { HomePage } from './routes/public/home';
import { NotFoundPage } from './routes/public/not-found';

/*
 * Every screen of the web app. The home page and the public frame ship in the entry chunk;
 * every other screen is its own chunk, loaded when first visited, so a visitor of a public
 * page never downloads the dashboards, the forms' validation or the query cache.
 *
 * Declarative routes (not the data router): the data router alone adds ~17 KB gzip, which
 * the 100 KB budget of a public page cannot carry next to the UI runtime. Crashes are caught by
 * AppErrorBoundary (app/root.tsx) instead of an errorElement.
 */
const AboutPage = lazy(() => import('./routes/public/about').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import('./routes/public/contact').then((m) => ({ default: m.ContactPage })));
const TermsPage = lazy(() => import('./routes/public/terms').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./routes/public/privacy').then((m) => ({ default: m.PrivacyPage })));
const ApplyPage = lazy(() => import('./routes/public/apply').then((m) => ({ default: m.ApplyPage })));
const SongPage = lazy(() => import('./routes/public/song').then((m) => ({ default: m.SongPage })));
// The player other sites frame: no site header or footer around it.
const EmbedSong = lazy(() => import('./routes/embed/embed-song').then((m) => ({ default: m.EmbedSong })));
const LoginPage = lazy(() => import('./routes/auth/login').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./routes/auth/register').then((m) => ({ default: m.RegisterPage })));
const ResetPasswordPage = lazy(() =>
  import('./routes/auth/reset-password').then((m) => ({ default: m.ResetPasswordPage })),
);

// Each dashboard area owns its nested route table (app/routes/<area>/<area>-area.tsx).
const AdminArea = lazy(() => import('./routes/admin/admin-area').then((m) => ({ default: m.AdminArea })));
const ArtistArea = lazy(() => import('./routes/artist/artist-area').then((m) => ({ default: m.ArtistArea })));
const StaffArea = lazy(() => import('./routes/staff/staff-area').then((m) => ({ default: m.StaffArea })));
// The listener app: its own area with a persistent player. Its home comes drawn by the server
// (server-entry.tsx), so its chunk is loaded before the first render (preloadArea) and the
// drawn page is kept, not swapped for "Loading…" and back.
const ListenArea = lazyRoute(() => import('./routes/listen/listen-area').then((m) => m.ListenArea));

/** Loads the chunk of the area an address opens, when the server may have drawn it. */
export function preloadArea(pathname: string): Promise<void> {
  return pathname === '/listen' || pathname.startsWith('/listen/') ? ListenArea.preload() : Promise.resolve();
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
        <Route path="staff/*" element={<StaffArea />} />
        <Route path="listen/*" element={<ListenArea />} />
      </Routes>
    </Suspense>
  );
}

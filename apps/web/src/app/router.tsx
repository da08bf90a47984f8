import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PublicLayout } from '../components/layouts/public-layout';
import { SessionLoading } from '../features/auth/components/session-loading';
import { HomePage } from './routes/public/home';
import { NotFoundPage } from './routes/public/not-found';

/*
 * Every screen of the web app. The home page and the public frame ship in the entry chunk;
 * every other screen is its own chunk, loaded when first visited, so a visitor of a public
 * page never downloads the dashboards, the forms' validation or the query cache.
 *
 * Declarative routes (not the data router): the data router alone adds ~17 KB gzip, which
 * the 100 KB budget of a public page cannot carry next to React DOM. Crashes are caught by
 * AppErrorBoundary (app/root.tsx) instead of an errorElement.
 */
const AboutPage = lazy(() => import('./routes/public/about').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import('./routes/public/contact').then((m) => ({ default: m.ContactPage })));
const TermsPage = lazy(() => import('./routes/public/terms').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./routes/public/privacy').then((m) => ({ default: m.PrivacyPage })));
const LoginPage = lazy(() => import('./routes/auth/login').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./routes/auth/register').then((m) => ({ default: m.RegisterPage })));

const admin = () => import('./routes/admin/admin-area');
const AdminLayout = lazy(() => admin().then((m) => ({ default: m.AdminLayout })));
const AdminDashboard = lazy(() => admin().then((m) => ({ default: m.AdminDashboard })));
const AdminNotFound = lazy(() => admin().then((m) => ({ default: m.AdminNotFound })));

const artist = () => import('./routes/artist/artist-area');
const ArtistLayout = lazy(() => artist().then((m) => ({ default: m.ArtistLayout })));
const ArtistDashboard = lazy(() => artist().then((m) => ({ default: m.ArtistDashboard })));
const ArtistNotFound = lazy(() => artist().then((m) => ({ default: m.ArtistNotFound })));

const staff = () => import('./routes/staff/staff-area');
const StaffLayout = lazy(() => staff().then((m) => ({ default: m.StaffLayout })));
const StaffDashboard = lazy(() => staff().then((m) => ({ default: m.StaffDashboard })));
const StaffNotFound = lazy(() => staff().then((m) => ({ default: m.StaffNotFound })));

export function AppRoutes() {
  return (
    <Suspense fallback={<SessionLoading label="Loading…" />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="admin" element={<AdminLayout />}>
          <Route index element={<AdminDashboard />} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
        <Route path="artist" element={<ArtistLayout />}>
          <Route index element={<ArtistDashboard />} />
          <Route path="*" element={<ArtistNotFound />} />
        </Route>
        <Route path="staff" element={<StaffLayout />}>
          <Route index element={<StaffDashboard />} />
          <Route path="*" element={<StaffNotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../../../config/paths';
import { DashboardArea } from '../dashboard-area';
import { DashboardNotFound } from '../dashboard-pages';

const MENU = [
  { to: paths.admin.root, label: 'Dashboard' },
  { to: paths.admin.upload, label: 'Upload Music' },
  { to: paths.admin.music, label: 'Music Library' },
  { to: paths.admin.users, label: 'Users' },
  { to: paths.admin.analytics, label: 'Analytics' },
  { to: paths.admin.preservation, label: 'Preservation' },
  { to: paths.admin.settings, label: 'Settings' },
] as const;

// Each screen is its own chunk inside the (already lazy) admin area.
const AdminDashboard = lazy(() => import('./dashboard').then((m) => ({ default: m.AdminDashboard })));
const AdminUploadPage = lazy(() => import('./upload').then((m) => ({ default: m.AdminUploadPage })));
const AdminMusicPage = lazy(() => import('./music').then((m) => ({ default: m.AdminMusicPage })));
const AdminUsersPage = lazy(() => import('./users').then((m) => ({ default: m.AdminUsersPage })));
const AdminAnalyticsPage = lazy(() => import('./analytics').then((m) => ({ default: m.AdminAnalyticsPage })));
const AdminPreservationPage = lazy(() => import('./preservation').then((m) => ({ default: m.AdminPreservationPage })));
const AdminSettingsPage = lazy(() => import('./settings').then((m) => ({ default: m.AdminSettingsPage })));

export function AdminLayout() {
  return <DashboardArea area="admin" menu={MENU} />;
}

export function AdminNotFound() {
  return <DashboardNotFound home={paths.admin.root} />;
}

/** The admin area's screens, under /admin. */
export function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminDashboard />} />
        <Route path="upload" element={<AdminUploadPage />} />
        <Route path="music" element={<AdminMusicPage />} />
        <Route path="users" element={<AdminUsersPage />} />
        <Route path="analytics" element={<AdminAnalyticsPage />} />
        <Route path="preservation" element={<AdminPreservationPage />} />
        <Route path="settings" element={<AdminSettingsPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}

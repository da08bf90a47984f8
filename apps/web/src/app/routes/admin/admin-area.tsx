import { Route, Routes } from 'react-router';
import { paths } from '../../../config/paths';
import { DashboardArea } from '../dashboard-area';
import { DashboardIntro, DashboardNotFound } from '../dashboard-pages';

const MENU = [
  { to: paths.admin.root, label: 'Dashboard' },
  { to: paths.admin.upload, label: 'Upload Music' },
  { to: paths.admin.music, label: 'Music Library' },
  { to: paths.admin.users, label: 'Users' },
  { to: paths.admin.analytics, label: 'Analytics' },
  { to: paths.admin.settings, label: 'Settings' },
] as const;

export function AdminLayout() {
  return <DashboardArea area="admin" menu={MENU} />;
}

export function AdminDashboard() {
  return (
    <DashboardIntro
      title="Admin Dashboard"
      description="Review artist applications, curate the catalogue, manage accounts and read the platform’s statistics."
    />
  );
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
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}

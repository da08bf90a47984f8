import { Route, Routes } from 'react-router';
import { paths } from '../../../config/paths';
import { DashboardArea } from '../dashboard-area';
import { DashboardIntro, DashboardNotFound } from '../dashboard-pages';

const MENU = [
  { to: paths.staff.root, label: 'Dashboard' },
  { to: paths.staff.review, label: 'Content Review' },
  { to: paths.staff.quality, label: 'Quality Check' },
  { to: paths.staff.support, label: 'Artist Support' },
  { to: paths.staff.tasks, label: 'Tasks' },
  { to: paths.staff.tools, label: 'Tools' },
] as const;

export function StaffLayout() {
  return <DashboardArea area="staff" menu={MENU} />;
}

export function StaffDashboard() {
  return (
    <DashboardIntro
      title="Staff Dashboard"
      description="Review uploads before they are published, track quality problems, answer artists and keep the team’s tasks."
    />
  );
}

export function StaffNotFound() {
  return <DashboardNotFound home={paths.staff.root} />;
}

/** The staff area's screens, under /staff. */
export function StaffArea() {
  return (
    <Routes>
      <Route element={<StaffLayout />}>
        <Route index element={<StaffDashboard />} />
        <Route path="*" element={<StaffNotFound />} />
      </Route>
    </Routes>
  );
}

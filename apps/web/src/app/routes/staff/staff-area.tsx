import { Route, Routes } from 'react-router';
import { paths } from '../../../config/paths';
import { DashboardArea } from '../dashboard-area';
import { DashboardNotFound } from '../dashboard-pages';
import { StaffAccess } from './access';
import { StaffConsent } from './consent';
import { StaffDashboard } from './dashboard';
import { StaffDescribe } from './describe';
import { StaffQuality } from './quality';
import { StaffReview } from './review';
import { StaffSupport } from './support';
import { StaffTasks } from './tasks';
import { StaffTools } from './tools';

const MENU = [
  { to: paths.staff.root, label: 'Dashboard' },
  { to: paths.staff.review, label: 'Content Review' },
  { to: paths.staff.quality, label: 'Quality Check' },
  { to: paths.staff.consent, label: 'Consent' },
  { to: paths.staff.access, label: 'Access' },
  { to: paths.staff.describe, label: 'Describe' },
  { to: paths.staff.support, label: 'Artist Support' },
  { to: paths.staff.tasks, label: 'Tasks' },
  { to: paths.staff.tools, label: 'Tools' },
  { to: paths.staff.translate, label: 'Translate' },
] as const;

export function StaffLayout() {
  return <DashboardArea area="staff" menu={MENU} />;
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
        <Route path="review" element={<StaffReview />} />
        <Route path="quality" element={<StaffQuality />} />
        <Route path="consent" element={<StaffConsent />} />
        <Route path="access" element={<StaffAccess />} />
        <Route path="describe" element={<StaffDescribe />} />
        <Route path="support" element={<StaffSupport />} />
        <Route path="tasks" element={<StaffTasks />} />
        <Route path="tools" element={<StaffTools />} />
        <Route path="*" element={<StaffNotFound />} />
      </Route>
    </Routes>
  );
}

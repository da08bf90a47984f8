import { Route, Routes } from 'react-router';
import { paths } from '../../../config/paths';
import { DashboardArea } from '../dashboard-area';
import { DashboardIntro, DashboardNotFound } from '../dashboard-pages';

const MENU = [
  { to: paths.artist.root, label: 'Dashboard' },
  { to: paths.artist.music, label: 'My Music' },
  { to: paths.artist.albums, label: 'Albums' },
  { to: paths.artist.analytics, label: 'Performance' },
  { to: paths.artist.schedule, label: 'Schedule' },
  { to: paths.artist.profile, label: 'Profile' },
] as const;

export function ArtistLayout() {
  return <DashboardArea area="artist" menu={MENU} />;
}

export function ArtistDashboard() {
  return (
    <DashboardIntro
      title="Artist Dashboard"
      description="Upload and manage your recordings and albums, see how they are heard, keep your schedule and profile."
    />
  );
}

export function ArtistNotFound() {
  return <DashboardNotFound home={paths.artist.root} />;
}

/** The artist area's screens, under /artist. */
export function ArtistArea() {
  return (
    <Routes>
      <Route element={<ArtistLayout />}>
        <Route index element={<ArtistDashboard />} />
        <Route path="*" element={<ArtistNotFound />} />
      </Route>
    </Routes>
  );
}

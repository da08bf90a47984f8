import { Route, Routes } from 'react-router';
import { paths } from '../../../config/paths';
import { DashboardArea } from '../dashboard-area';
import { DashboardNotFound } from '../dashboard-pages';
import { ArtistAlbumsPage } from './albums';
import { ArtistAnalyticsPage } from './analytics';
import { ArtistDashboardPage } from './dashboard';
import { ArtistDescribePage } from './describe';
import { ArtistMusicPage } from './music';
import { ArtistProfilePage } from './profile';
import { ArtistSchedulePage } from './schedule';

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

export function ArtistNotFound() {
  return <DashboardNotFound home={paths.artist.root} />;
}

/** The artist area's screens, under /artist (one lazy chunk). */
export function ArtistArea() {
  return (
    <Routes>
      <Route element={<ArtistLayout />}>
        <Route index element={<ArtistDashboardPage />} />
        <Route path="music" element={<ArtistMusicPage />} />
        <Route path="music/:id/describe" element={<ArtistDescribePage />} />
        <Route path="albums" element={<ArtistAlbumsPage />} />
        <Route path="analytics" element={<ArtistAnalyticsPage />} />
        <Route path="schedule" element={<ArtistSchedulePage />} />
        <Route path="profile" element={<ArtistProfilePage />} />
        <Route path="*" element={<ArtistNotFound />} />
      </Route>
    </Routes>
  );
}

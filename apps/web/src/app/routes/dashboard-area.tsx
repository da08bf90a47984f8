import { DashboardLayout, type MenuItem } from '../../components/layouts/dashboard-layout';
import type { Area } from '../../features/auth/access';
import { RequireRole } from '../../features/auth/components/require-role';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { listenPaths } from '../../features/listen/paths';
import { QueryProvider } from '../../lib/query-client';
import { useMe } from '../../lib/session';

const AREA_LABELS: Record<Area, string> = { admin: 'Admin', artist: 'Artist', staff: 'Staff' };
/** The account's own places, the same in every area: music app keys live in the listener app. */
const ACCOUNT_LINKS: readonly MenuItem[] = [{ to: listenPaths.apps, label: 'Connect a music app' }];

function Frame({ area, menu }: { area: Area; menu: readonly MenuItem[] }) {
  const me = useMe();
  const logout = useLogout();
  return (
    <DashboardLayout
      areaLabel={AREA_LABELS[area]}
      menu={menu}
      userName={me.data?.user.fullName ?? ''}
      accountLinks={ACCOUNT_LINKS}
      onLogout={logout}
    />
  );
}

/** A protected area: the role check first, then the dashboard frame with its side menu. */
export function DashboardArea({ area, menu }: { area: Area; menu: readonly MenuItem[] }) {
  return (
    <QueryProvider>
      <RequireRole area={area}>
        <Frame area={area} menu={menu} />
      </RequireRole>
    </QueryProvider>
  );
}

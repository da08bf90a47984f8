import { DashboardLayout, type MenuItem } from '../../components/layouts/dashboard-layout';
import type { Area } from '../../features/auth/access';
import { RequireRole } from '../../features/auth/components/require-role';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { QueryProvider } from '../../lib/query-client';
import { useMe } from '../../lib/session';

const AREA_LABELS: Record<Area, string> = { admin: 'Admin', artist: 'Artist', staff: 'Staff' };

function Frame({ area, menu }: { area: Area; menu: readonly MenuItem[] }) {
  const me = useMe();
  const logout = useLogout();
  return (
    <DashboardLayout
      areaLabel={AREA_LABELS[area]}
      menu={menu}
      userName={me.data?.user.fullName ?? ''}
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

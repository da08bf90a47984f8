import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../ui/cn';
import { Logo } from '../ui/logo';
import { ThemeSwitch } from '../ui/theme-switch';

export type MenuItem = { to: string; label: string };

type DashboardLayoutProps = {
  /** "Admin", "Artist" or "Staff": names the area in the menu. */
  areaLabel: string;
  menu: readonly MenuItem[];
  userName: string;
  /** Links of the signed-in person's own account (e.g. Connect a music app), above Logout. */
  accountLinks?: readonly MenuItem[];
  onLogout: () => void;
};

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
      )}
    </svg>
  );
}

function SideMenu({ areaLabel, menu }: { areaLabel: string; menu: readonly MenuItem[] }): ReactNode {
  return (
    <nav aria-label={`${areaLabel} menu`}>
      <ul className="flex flex-col gap-1">
        {menu.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 font-semibold no-underline',
                  isActive ? 'bg-brass-400 text-cloth-950' : 'text-cloth-100 hover:bg-white/10 hover:text-white',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={cn('size-2 rounded-full', isActive ? 'bg-cloth-950' : 'bg-brass-300/70')}
                  />
                  {item.label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of the admin, artist and staff areas: a side menu (collapsible on phones) whose
 * active entry is the one whose link equals the current path, the signed-in name, links of
 * their own account and Logout.
 */
export function DashboardLayout({ areaLabel, menu, userName, accountLinks = [], onLogout }: DashboardLayoutProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="min-h-dvh bg-sand-50 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="cloth-weave text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:overflow-y-auto">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:px-5 lg:py-5">
          <Link to={paths.home} className="rounded-md no-underline" aria-label="Nupe Music home">
            <Logo tone="light" />
          </Link>
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-white/30 px-3 font-semibold lg:hidden"
            aria-expanded={open}
            aria-controls="dashboard-menu"
            onClick={() => setOpen((v) => !v)}
          >
            <MenuIcon open={open} />
            Menu
          </button>
        </div>
        <div aria-hidden="true" className="bead-strip h-1 lg:hidden" />
        <div
          id="dashboard-menu"
          className={cn('flex-1 flex-col gap-6 px-3 pt-3 pb-5 lg:flex lg:pt-2', open ? 'flex' : 'hidden')}
        >
          <p className="px-3 text-xs font-bold tracking-widest text-brass-300 uppercase">{areaLabel} area</p>
          <SideMenu areaLabel={areaLabel} menu={menu} />
          <div className="mt-auto border-t border-white/15 px-3 pt-4">
            <p className="text-sm text-cloth-200">Signed in as</p>
            <p className="mb-3 font-semibold break-words text-white">{userName}</p>
            {accountLinks.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="mb-3 flex min-h-11 items-center rounded-lg px-3 -mx-3 font-semibold text-cloth-100 no-underline hover:bg-white/10 hover:text-white"
              >
                {link.label}
              </Link>
            ))}
            <ThemeSwitch placement="above" showLabel className="mb-3 -mx-3" />
            <button
              type="button"
              onClick={onLogout}
              className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border-2 border-brass-300 px-4 font-semibold text-white hover:bg-white/10"
            >
              Logout
            </button>
          </div>
        </div>
      </aside>
      <main id="main" className="min-w-0 px-4 py-6 sm:px-8 sm:py-10">
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

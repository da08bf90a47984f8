import { HOME_BY_ROLE, type Role } from '@nupe/shared';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LogoMark } from '../../../components/ui/logo';
import { loginWithRedirect, paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import { tokenStorage } from '../../../lib/token-storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type Area, canEnter } from '../access';
import { useLogout } from '../hooks/use-logout';
import { SessionLoading } from './session-loading';

const AREA_LABELS: Record<Area, string> = { admin: 'admins', artist: 'artists', staff: 'the staff team' };

function CenteredPanel({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-sand-200 bg-white p-8 text-center shadow-card">
        <LogoMark className="mx-auto mb-5 size-12" />
        {children}
      </div>
    </main>
  );
}

function NoAccess({ area, role, name }: { area: Area; role: Role; name: string }) {
  useDocumentTitle('No access');
  const logout = useLogout();
  return (
    <CenteredPanel>
      <h1 className="mb-3 text-2xl font-bold">You do not have access to this area</h1>
      <p className="mb-6 text-cloth-800">
        You are signed in as <strong>{name}</strong> ({role}). This area is for {AREA_LABELS[area]}.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={HOME_BY_ROLE[role]} className={buttonClasses('secondary')}>
          Go to my area
        </Link>
        <Button variant="outline" onClick={logout}>
          Sign in with another account
        </Button>
      </div>
    </CenteredPanel>
  );
}

/**
 * /artist for someone whose artist application is still open or was just turned down: where it
 * stands instead of "no access" (the reason and the form to apply again are on /apply).
 */
function ArtistApplicationWaiting({ status, displayName }: { status: 'pending' | 'rejected'; displayName: string }) {
  useDocumentTitle(status === 'pending' ? 'Application pending' : 'Application not approved');
  return (
    <CenteredPanel>
      {status === 'pending' ? (
        <>
          <h1 className="mb-3 text-2xl font-bold">Your artist application is pending</h1>
          <p role="status" className="mb-6 text-cloth-800">
            Your application as <strong>{displayName}</strong> is waiting for review. Your artist area opens here as
            soon as it is approved.
          </p>
        </>
      ) : (
        <>
          <h1 className="mb-3 text-2xl font-bold">Your artist application was not approved</h1>
          <p className="mb-6 text-cloth-800">
            Read the reason our team gave for <strong>{displayName}</strong>, and apply again when you are ready.
          </p>
        </>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={paths.apply} className={buttonClasses('secondary')}>
          {status === 'pending' ? 'See my application' : 'See the reason'}
        </Link>
        <Link to={paths.listen} className={buttonClasses('outline')}>
          Keep listening
        </Link>
      </div>
    </CenteredPanel>
  );
}

/**
 * Guards a protected area: anonymous → /login with a return address; wrong role → a page
 * that says so; while /api/users/me loads, a neutral loading state.
 */
export function RequireRole({ area, children }: { area: Area; children: ReactNode }) {
  const location = useLocation();
  const me = useMe();
  const returnTo = `${location.pathname}${location.search}`;

  const signedOut =
    !tokenStorage.get() ||
    (me.isSuccess && me.data === null) ||
    (me.isError && me.error instanceof ApiError && me.error.status === 401);
  if (signedOut) return <Navigate to={loginWithRedirect(returnTo)} replace />;
  if (me.isPending) return <SessionLoading />;
  if (me.isError) {
    return (
      <CenteredPanel>
        <h1 className="mb-3 text-2xl font-bold">We could not check your session</h1>
        <p role="alert" className="mb-6 text-cloth-800">
          {me.error.message}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={() => void me.refetch()}>
            Try again
          </Button>
          <Link to={paths.home} className={buttonClasses('outline')}>
            Go home
          </Link>
        </div>
      </CenteredPanel>
    );
  }
  if (!me.data) return <Navigate to={loginWithRedirect(returnTo)} replace />;
  const user = me.data.user;
  const application = me.data.artistApplication;
  if (area === 'artist' && !canEnter(user.role, area) && application && application.status !== 'approved') {
    return <ArtistApplicationWaiting status={application.status} displayName={application.displayName} />;
  }
  if (!canEnter(user.role, area)) return <NoAccess area={area} role={user.role} name={user.fullName} />;
  return children;
}

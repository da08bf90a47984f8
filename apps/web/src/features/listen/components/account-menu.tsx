import { Trans } from '@lingui/react/macro';
import { AREA_NAMES, HOME_BY_ROLE } from '@nupe/shared';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { toast } from '../../../components/ui/toasts';
import { sharedText } from '../../../lib/i18n';
import { usePopover } from '../../../lib/use-popover';
import { withReturn } from '../library/return-address';
import { signOut, useSession } from '../library/session';
import { listenPaths } from '../paths';

const item =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left font-semibold text-cloth-900 hover:bg-sand-100';

/**
 * The header's account entry: "Sign in" (back to this page afterwards), or the
 * signed-in listener's name opening a menu: their library, Connect a music app (keys for
 * Subsonic apps), their own area for an admin, staff member or artist, and sign out.
 */
export function AccountMenu() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const { open, setOpen, panelId, box, button } = usePopover();

  // A new page closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  if (session.status === 'checking' || session.status === 'unreachable') {
    return <span aria-hidden="true" className="block size-11" />;
  }
  if (session.status === 'signed-out') {
    const onAuthPage = pathname.startsWith(listenPaths.signIn) || pathname.startsWith(listenPaths.register);
    return (
      <Link
        to={onAuthPage ? listenPaths.signIn : withReturn('signIn', `${pathname}${search}`)}
        className="flex min-h-11 items-center rounded-full bg-cloth-800 px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-cloth-700 sm:px-4"
      >
        <Trans>Sign in</Trans>
      </Link>
    );
  }

  const { user } = session;
  const { fullName } = user;
  const firstName = fullName.split(/\s+/)[0] ?? fullName;
  const area = AREA_NAMES[user.role] ? sharedText('AREA_NAMES', user.role) : null;
  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          'flex min-h-11 items-center gap-2 rounded-full py-1 pr-1 pl-1 text-sm font-semibold hover:bg-sand-100 sm:pr-3',
          open && 'bg-sand-100',
        )}
      >
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-cloth-800 font-display text-base text-brass-300"
        >
          {firstName.slice(0, 1).toUpperCase()}
        </span>
        <span className="sr-only sm:not-sr-only sm:max-w-32 sm:truncate">{user.fullName}</span>
        <span className="sr-only">
          <Trans>, account menu</Trans>
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-30 mt-2 w-60 rounded-xl border border-sand-200 bg-white p-2 shadow-card"
      >
        <p className="truncate px-3 pt-1 pb-2 text-sm text-cloth-700">
          <Trans>
            Signed in as <span className="font-semibold text-cloth-900">{fullName}</span>
          </Trans>
        </p>
        <Link to={listenPaths.library} className={item}>
          <Trans>Your library</Trans>
        </Link>
        <Link to={listenPaths.apps} className={item}>
          <Trans>Connect a music app</Trans>
        </Link>
        {area ? (
          <Link to={HOME_BY_ROLE[user.role]} className={item}>
            {area}
          </Link>
        ) : null}
        <button
          type="button"
          className={item}
          onClick={() => {
            setOpen(false);
            signOut();
            toast('info', sharedText('SUCCESS_MESSAGES', 'LOGOUT'));
          }}
        >
          <Trans>Sign out</Trans>
        </button>
      </div>
    </div>
  );
}

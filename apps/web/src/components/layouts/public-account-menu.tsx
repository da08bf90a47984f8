import { Trans } from '@lingui/react/macro';
import { AREA_NAMES, HOME_BY_ROLE } from '@nupe/shared';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { sharedText } from '../../lib/i18n';
import { signOut, useSession } from '../../lib/listener-session';
import { usePopover } from '../../lib/use-popover';
import { buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';
import { toast } from '../ui/toasts';

const item =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left font-semibold text-cloth-900 no-underline hover:bg-sand-100';

/**
 * The public header's account entry. Signed out: "Login" (`compact` hides it on a phone,
 * where the Menu panel carries it). Signed in: the person's initial and name opening a menu
 * with their area, Listen and Logout. The session is the light module store the listener
 * app uses (GET /users/me, no query cache), so a public page stays inside its budget.
 */
export function PublicAccountMenu() {
  const session = useSession();
  const { pathname } = useLocation();
  const { open, setOpen, panelId, box, button } = usePopover();

  // A new page closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  if (session.status === 'checking' || session.status === 'unreachable') {
    return <span aria-hidden="true" className="block size-11" />;
  }
  if (session.status === 'signed-out') {
    // On a phone the Menu panel carries Login, so the header keeps room for Listen.
    return (
      <span className="hidden md:block">
        <Link to={paths.login} className={buttonClasses('onDark', 'sm', 'min-h-11')}>
          <Trans>Login</Trans>
        </Link>
      </span>
    );
  }

  const { user } = session;
  const firstName = user.fullName.split(/\s+/)[0] || user.fullName;
  // A listener's own area is the listener app, which the menu offers anyway.
  const areaName = AREA_NAMES[user.role] ? sharedText('AREA_NAMES', user.role) : null;
  const area = areaName ? { to: HOME_BY_ROLE[user.role], label: areaName } : null;
  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          'flex min-h-11 items-center gap-2 rounded-full p-1 font-semibold text-white hover:bg-white/10 lg:pr-3',
          open && 'bg-white/10',
        )}
      >
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-brass-400 font-display text-base text-cloth-950"
        >
          {firstName.slice(0, 1).toUpperCase()}
        </span>
        <span className="sr-only lg:not-sr-only lg:max-w-36 lg:truncate">{firstName}</span>
        <span className="sr-only">
          <Trans>, account menu</Trans>
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-sand-200 bg-white p-2 text-cloth-900 shadow-card"
      >
        <p className="truncate px-3 pt-1 pb-2 text-sm text-cloth-700">
          <Trans>
            Signed in as <span className="font-semibold text-cloth-900">{user.fullName}</span>
          </Trans>
        </p>
        {area ? (
          <Link to={area.to} className={item}>
            {area.label}
          </Link>
        ) : null}
        <Link to={paths.listen} className={item}>
          <Trans>Listen</Trans>
        </Link>
        <button
          type="button"
          className={item}
          onClick={() => {
            setOpen(false);
            signOut();
            toast('info', sharedText('SUCCESS_MESSAGES', 'LOGOUT'));
          }}
        >
          <Trans>Logout</Trans>
        </button>
      </div>
    </div>
  );
}

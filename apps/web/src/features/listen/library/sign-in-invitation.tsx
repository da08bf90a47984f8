import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { withReturn } from './return-address';

/**
 * What a signed-out listener sees where an account is needed (library, playlists, music
 * apps): why, and the way in, coming back to this page afterwards.
 */
export function SignInInvitation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="mt-6 rounded-2xl cloth-weave p-6 text-white shadow-card sm:p-8">
      <p className="max-w-prose text-lg">{children}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to={withReturn('signIn', pathname)} className={buttonClasses('primary', 'md')}>
          <Trans>Sign in</Trans>
        </Link>
        <Link to={withReturn('register', pathname)} className={buttonClasses('onDark', 'md')}>
          <Trans>Create an account</Trans>
        </Link>
      </div>
    </div>
  );
}

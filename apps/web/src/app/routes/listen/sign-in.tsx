import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form';
import { safeListenReturn, withReturn } from '../../../features/listen/library/return-address';
import { useSession } from '../../../features/listen/library/session';
import { useSupportHours } from '../../../features/site/api/get-public-site';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /listen/sign-in: the site's sign-in form inside the listener app. Afterwards the listener
 * goes back to the page they came from (or /listen), without leaving the app, so the
 * player keeps playing.
 */
export function ListenSignIn() {
  const { t } = useLingui();
  useDocumentTitle(t`Sign in · Listen`);
  const [params] = useSearchParams();
  const back = safeListenReturn(params.get('redirect'));
  const session = useSession();
  const supportHours = useSupportHours();
  const fullName = session.status === 'signed-in' ? session.user.fullName : '';
  return (
    <section className="mx-auto max-w-md px-4 py-8 sm:py-12">
      <h1 className="font-display text-3xl font-bold">
        <Trans>Sign in</Trans>
      </h1>
      <p className="mt-2 mb-6 text-cloth-800">
        <Trans>
          Sign in with your phone number and password to like songs, keep favourites and see what you played.
        </Trans>
      </p>
      {session.status === 'signed-in' ? (
        <p role="status" className="mb-4 rounded-xl bg-bead-100 p-4 text-cloth-900">
          <Trans>
            You are signed in as <span className="font-semibold">{fullName}</span>.{' '}
            <Link to={back} className="font-semibold underline underline-offset-4">
              Continue listening
            </Link>
          </Trans>
        </p>
      ) : null}
      <div className="rounded-2xl bg-white p-5 shadow-card sm:p-6">
        <LoginForm redirectTo={back} registerHref={withReturn('register', back)} supportHours={supportHours} />
      </div>
    </section>
  );
}

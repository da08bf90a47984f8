import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { loginWithRedirect, paths } from '../../../config/paths';
import { useMyApplication } from '../../../features/artist-applications/api/my-application';
import { ApplicationForm } from '../../../features/artist-applications/components/application-form';
import {
  ApplicationPending,
  ApplicationRejected,
} from '../../../features/artist-applications/components/application-status';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useSession } from '../../../features/listen/library/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from './page-header';

const panel = 'rounded-2xl border border-sand-200 bg-white p-6 shadow-card sm:p-8';

function Loading() {
  return (
    <div aria-busy="true" className={panel}>
      <span className="sr-only">
        <Trans>Loading your application…</Trans>
      </span>
      <Skeleton className="h-7 w-32 rounded-full" />
      <Skeleton className="mt-4 h-8 w-3/4" />
      <Skeleton className="mt-3 h-5 w-full" />
      <Skeleton className="mt-2 h-5 w-2/3" />
    </div>
  );
}

/** A signed-in account: the form, or where its latest application stands. */
function SignedIn({ isArtist }: { isArtist: boolean }) {
  const { t } = useLingui();
  const { state, reload } = useMyApplication(!isArtist);
  if (isArtist) {
    return (
      <div className={panel}>
        <h2 className="text-2xl font-bold">
          <Trans>You are already an artist</Trans>
        </h2>
        <p className="mt-2 text-cloth-800">
          <Trans>Upload recordings, build albums and see how they are heard in your area.</Trans>
        </p>
        <Link to={paths.artist.root} className={buttonClasses('secondary', 'md', 'mt-5')}>
          <Trans>Go to my artist area</Trans>
        </Link>
      </div>
    );
  }
  if (state.status === 'pending') return <Loading />;
  if (state.status === 'error') return <ErrorState message={state.error.message} onRetry={reload} />;
  const application = state.application;
  if (application?.status === 'pending') {
    return (
      <div className="flex flex-col gap-6">
        <ApplicationPending application={application} />
        <Link to={paths.listen} className={buttonClasses('outline', 'md', 'self-start')}>
          <Trans>Keep listening</Trans>
        </Link>
      </div>
    );
  }
  if (application?.status === 'rejected') {
    return (
      <div className="flex flex-col gap-8">
        <ApplicationRejected application={application} />
        <section aria-labelledby="apply-again-heading" className={panel}>
          <h2 id="apply-again-heading" className="mb-5 text-2xl font-bold">
            <Trans>Apply again</Trans>
          </h2>
          <ApplicationForm
            initial={{
              displayName: application.displayName,
              email: application.email,
              genre: application.genre,
              bio: application.bio,
            }}
            submitLabel={t`Apply again`}
            onSent={reload}
          />
        </section>
      </div>
    );
  }
  return (
    <section aria-labelledby="application-heading" className={panel}>
      <h2 id="application-heading" className="mb-5 text-2xl font-bold">
        <Trans>Your application</Trans>
      </h2>
      <ApplicationForm onSent={reload} />
    </section>
  );
}

/**
 * /apply, where "For Artists" leads: a visitor creates an account and applies in one form
 * (or signs in to apply); a signed-in listener applies with the form; an applicant reads where
 * the application stands — pending, or rejected with the admin's reason and the form to apply
 * again.
 */
export function ApplyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Apply as an artist`);
  const session = useSession();
  return (
    <>
      <PageHeader kicker={t`For Artists`} title={t`Apply as an artist`}>
        <p>
          <Trans>
            Nupe singers, drummers, storytellers and preachers publish their recordings here. Tell us who you are; our
            team reviews each application and each upload before it is published.
          </Trans>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
        {session.status === 'signed-in' ? (
          <SignedIn isArtist={session.user.role === 'artist'} />
        ) : session.status === 'signed-out' ? (
          <section aria-labelledby="application-heading" className={panel}>
            <h2 id="application-heading" className="text-2xl font-bold">
              <Trans>Create your account and apply</Trans>
            </h2>
            <p className="mt-2 mb-6 text-cloth-800">
              <Trans>
                Already listening on Nupe Music?{' '}
                <Link
                  to={loginWithRedirect(paths.apply)}
                  className="font-semibold text-cloth-700 underline underline-offset-4"
                >
                  Sign in to apply
                </Link>
                .
              </Trans>
            </p>
            <RegisterForm asArtist loginHref={loginWithRedirect(paths.apply)} />
          </section>
        ) : (
          <Loading />
        )}
      </div>
    </>
  );
}

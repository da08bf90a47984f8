import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { safeListenReturn, withReturn } from '../../../features/listen/library/return-address';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /listen/register: the site's registration form inside the listener app; the new listener
 * is signed in and goes back to the page they came from (or /listen).
 */
export function ListenRegister() {
  const { t } = useLingui();
  useDocumentTitle(t`Create an account · Listen`);
  const [params] = useSearchParams();
  const back = safeListenReturn(params.get('redirect'));
  return (
    <section className="mx-auto max-w-md px-4 py-8 sm:py-12">
      <h1 className="font-display text-3xl font-bold">
        <Trans>Create an account</Trans>
      </h1>
      <p className="mt-2 mb-6 text-cloth-800">
        <Trans>Free, with your phone number. Your likes and favourites follow you.</Trans>
      </p>
      <div className="rounded-2xl bg-white p-5 shadow-card sm:p-6">
        <RegisterForm redirectTo={back} loginHref={withReturn('signIn', back)} />
      </div>
    </section>
  );
}

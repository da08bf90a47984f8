import { Trans, useLingui } from '@lingui/react/macro';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useSupportHours } from '../../../features/site/api/get-public-site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from './auth-shell';

export function LoginPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Login`);
  const supportHours = useSupportHours();
  return (
    <AuthShell
      title={t`Welcome back`}
      intro={
        <p>
          <Trans>Sign in with your phone number and password.</Trans>
        </p>
      }
    >
      <LoginForm supportHours={supportHours} />
    </AuthShell>
  );
}

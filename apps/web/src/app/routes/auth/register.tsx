import { Trans, useLingui } from '@lingui/react/macro';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from './auth-shell';

export function RegisterPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Create an account`);
  return (
    <AuthShell
      title={t`Create your account`}
      intro={
        <p>
          <Trans>Listen to, save and share Nupe music, or apply to publish your own.</Trans>
        </p>
      }
    >
      <RegisterForm />
    </AuthShell>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from './auth-shell';

/** /reset-password?token=…: the one-time link staff send by WhatsApp or SMS. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Set a new password`);
  const [params] = useSearchParams();
  return (
    <AuthShell
      title={t`Set a new password`}
      intro={
        <p>
          <Trans>Choose a new password for your Nupe Music account.</Trans>
        </p>
      }
    >
      <ResetPasswordForm token={params.get('token')} />
    </AuthShell>
  );
}

import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from './auth-shell';

/** /reset-password?token=…: the one-time link staff send by WhatsApp or SMS (#18 journey 8). */
export function ResetPasswordPage() {
  useDocumentTitle('Set a new password');
  const [params] = useSearchParams();
  return (
    <AuthShell title="Set a new password" intro={<p>Choose a new password for your Nupe Music account.</p>}>
      <ResetPasswordForm token={params.get('token')} />
    </AuthShell>
  );
}

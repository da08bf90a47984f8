import { RegisterForm } from '../../../features/auth/components/register-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from './auth-shell';

export function RegisterPage() {
  useDocumentTitle('Create an account');
  return (
    <AuthShell
      title="Create your account"
      intro={<p>Listen to, save and share Nupe music, or apply to publish your own.</p>}
    >
      <RegisterForm />
    </AuthShell>
  );
}

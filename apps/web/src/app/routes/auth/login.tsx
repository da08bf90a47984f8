import { LoginForm } from '../../../features/auth/components/login-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from './auth-shell';

export function LoginPage() {
  useDocumentTitle('Login');
  return (
    <AuthShell title="Welcome back" intro={<p>Sign in with your phone number and password.</p>}>
      <LoginForm />
    </AuthShell>
  );
}

import { LoginForm } from '../../../features/auth/components/login-form';
import { useSupportHours } from '../../../features/site/api/get-public-site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from './auth-shell';

export function LoginPage() {
  useDocumentTitle('Login');
  const supportHours = useSupportHours();
  return (
    <AuthShell title="Welcome back" intro={<p>Sign in with your phone number and password.</p>}>
      <LoginForm supportHours={supportHours} />
    </AuthShell>
  );
}

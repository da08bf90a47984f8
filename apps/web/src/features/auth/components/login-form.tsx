import { Trans } from '@lingui/react/macro';
import { HOME_BY_ROLE, type Role } from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toasts';
import { paths, safeRedirect } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorTextLater } from '../../../lib/error-text-later';
import { sharedText } from '../../../lib/i18n';
import { areaOfPath, canEnter } from '../access';
import { login } from '../api/login';
import { PasswordField, PhoneField } from './auth-fields';
import { ForgotPasswordDialog } from './forgot-password-dialog';

/** Where to go after signing in: back where the user was sent from, if they may enter it. */
export function destinationAfterLogin(role: Role, redirect: string | null): string {
  const back = safeRedirect(redirect);
  if (back) {
    const area = areaOfPath(back);
    if (!area || canEnter(role, area)) return back;
  }
  return HOME_BY_ROLE[role];
}

/**
 * `redirectTo` sends the user there after signing in whatever their role (the listener app
 * keeps its listener inside /listen); `registerHref` is where "Create an account" leads.
 */
export function LoginForm({
  redirectTo,
  registerHref = paths.register,
  supportHours = null,
}: {
  redirectTo?: string;
  registerHref?: string;
  /** The site's support hours, for the forgot-password help. */
  supportHours?: string | null;
} = {}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFields({});
    try {
      const data = await login({ phone, password, ...(rememberMe ? { rememberMe: true } : {}) });
      // The API answers the shared sentence; it is read from the catalog in the reader's language.
      toast('success', sharedText('SUCCESS_MESSAGES', 'LOGIN'), { key: 'login' });
      navigate(redirectTo ?? destinationAfterLogin(data.user.role, params.get('redirect')), { replace: true });
    } catch (error) {
      // The server's sentence (in the reader's language, by its code), else 'Login failed'.
      const message = error instanceof ApiError && error.serverError ? error.message : null;
      if (error instanceof ApiError) setFields(error.fields);
      toast('error', message || (await errorTextLater('LOGIN_FAILED')), { key: 'login' });
      setPending(false);
    }
  };

  return (
    <>
      <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate={false}>
        <PhoneField value={phone} onChange={setPhone} error={fields.phone} />
        <PasswordField value={password} onChange={setPassword} error={fields.password} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex min-h-11 cursor-pointer items-center gap-2.5 font-medium">
            <input
              type="checkbox"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.target.checked)}
              className="size-5 accent-cloth-700"
            />
            <Trans>Remember me for 30 days</Trans>
          </label>
          <button
            type="button"
            onClick={() => setForgotOpen(true)}
            className="min-h-11 rounded-md font-semibold text-cloth-700 underline underline-offset-4 hover:text-cloth-500"
          >
            <Trans>Forgot password?</Trans>
          </button>
        </div>
        <Button type="submit" variant="secondary" size="lg" loading={pending} className="w-full">
          {pending ? <Trans>Signing in…</Trans> : <Trans>Login</Trans>}
        </Button>
      </form>
      <div className="mt-8 border-t border-sand-200 pt-6 text-center">
        <p className="mb-3 text-cloth-800">
          <Trans>New to Nupe Music?</Trans>
        </p>
        <Link to={registerHref} className={buttonClasses('outline', 'md', 'w-full')}>
          <Trans>Create an account</Trans>
        </Link>
      </div>
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        supportHours={supportHours}
        onPasswordChanged={(changed) => {
          // Back on the sign-in form with the number filled in: only the new password to type.
          setPhone(changed);
          setPassword('');
        }}
      />
    </>
  );
}

import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { lagosClock } from '@nupe/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses, Spinner } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { i18n, sharedText } from '../../../lib/i18n';
import { checkResetLink, resetWithLink } from '../api/password-reset';
import { FormAlert, PasswordField } from './auth-fields';

type LinkState =
  | { name: 'checking' }
  /** `message` is the API's sentence (already in the reader's language); null: no token at all. */
  | { name: 'bad'; message: string | null }
  | { name: 'ready'; expiresAt: string }
  | { name: 'done' };

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : i18n._(msg`Something went wrong. Please try again.`);

/**
 * The page a staff-created reset link opens: the link is checked first, so an
 * expired or used one says so at once instead of after the new password is typed.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [state, setState] = useState<LinkState>(() => (token ? { name: 'checking' } : { name: 'bad', message: null }));
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; field?: string } | null>(null);

  useEffect(() => {
    if (!token) return;
    let alive = true;
    checkResetLink(token).then(
      (res) => alive && setState({ name: 'ready', expiresAt: res.expiresAt }),
      (error: unknown) => alive && setState({ name: 'bad', message: messageOf(error) }),
    );
    return () => {
      alive = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !token) return;
    setPending(true);
    setProblem(null);
    try {
      await resetWithLink(token, password);
      setState({ name: 'done' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fields.password) {
        setProblem({ message: error.message, field: error.fields.password });
      } else if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
        // Used, replaced or expired meanwhile: the page says so as the check would have.
        setState({ name: 'bad', message: error.message });
      } else {
        setProblem({ message: messageOf(error) });
      }
      setPending(false);
    }
  };

  if (state.name === 'checking') {
    return (
      <p role="status" className="flex items-center gap-3 text-cloth-800">
        <Spinner /> <Trans>Checking your link…</Trans>
      </p>
    );
  }
  if (state.name === 'bad') {
    return (
      <div className="flex flex-col gap-5">
        <div role="alert" className="rounded-xl border-l-4 border-coral-500 bg-coral-100 px-4 py-3">
          <p className="font-semibold text-cloth-950">{state.message ?? errorText('RESET_LINK_INVALID')}</p>
        </div>
        <p className="text-cloth-800">
          <Trans>
            On the sign-in page, choose <strong>Forgot password?</strong> to get a code by SMS or to ask our support
            team for a new link.
          </Trans>
        </p>
        <Link to={paths.login} className={buttonClasses('secondary', 'md', 'w-full')}>
          <Trans>Go to sign in</Trans>
        </Link>
      </div>
    );
  }
  if (state.name === 'done') {
    return (
      <div className="flex flex-col gap-5">
        <p role="status" className="rounded-xl border-l-4 border-bead-500 bg-bead-100 px-4 py-3 text-cloth-950">
          {sharedText('SUCCESS_MESSAGES', 'PASSWORD_CHANGED')}
        </p>
        <Link to={paths.login} className={buttonClasses('secondary', 'lg', 'w-full')}>
          <Trans>Sign in</Trans>
        </Link>
      </div>
    );
  }
  const until = lagosClock(new Date(state.expiresAt));
  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-cloth-800">
        <Trans>
          This link works once, until <strong>{until}</strong> (West Africa Time). Every device signed in to your
          account is signed out when you save.
        </Trans>
      </p>
      <FormAlert message={problem && !problem.field ? problem.message : null} />
      <PasswordField isNew value={password} onChange={setPassword} error={problem?.field} />
      <Button type="submit" variant="secondary" size="lg" loading={pending} className="w-full">
        {pending ? <Trans>Saving…</Trans> : <Trans>Set new password</Trans>}
      </Button>
    </form>
  );
}

import { ERROR_MESSAGES, lagosClock, PASSWORD_MIN_LENGTH } from '@nupe/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses, Spinner } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { checkResetLink, resetWithLink } from '../api/password-reset';
import { PasswordInput } from './password-input';

type LinkState =
  | { name: 'checking' }
  | { name: 'bad'; message: string }
  | { name: 'ready'; expiresAt: string }
  | { name: 'done'; message: string };

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/**
 * The page a staff-created reset link opens (#18 journey 8): the link is checked first, so an
 * expired or used one says so at once instead of after the new password is typed.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [state, setState] = useState<LinkState>(() =>
    token ? { name: 'checking' } : { name: 'bad', message: ERROR_MESSAGES.RESET_LINK_INVALID },
  );
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
      const res = await resetWithLink(token, password);
      setState({ name: 'done', message: res.message });
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
        <Spinner /> Checking your link…
      </p>
    );
  }
  if (state.name === 'bad') {
    return (
      <div className="flex flex-col gap-5">
        <div role="alert" className="rounded-xl border-l-4 border-coral-500 bg-coral-100 px-4 py-3">
          <p className="font-semibold text-cloth-950">{state.message}</p>
        </div>
        <p className="text-cloth-800">
          On the sign-in page, choose <strong>Forgot password?</strong> to get a code by SMS or to ask our support team
          for a new link.
        </p>
        <Link to={paths.login} className={buttonClasses('secondary', 'md', 'w-full')}>
          Go to sign in
        </Link>
      </div>
    );
  }
  if (state.name === 'done') {
    return (
      <div className="flex flex-col gap-5">
        <p role="status" className="rounded-xl border-l-4 border-bead-500 bg-bead-100 px-4 py-3 text-cloth-950">
          {state.message}
        </p>
        <Link to={paths.login} className={buttonClasses('secondary', 'lg', 'w-full')}>
          Sign in
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-cloth-800">
        This link works once, until <strong>{lagosClock(new Date(state.expiresAt))}</strong> (West Africa Time). Every
        device signed in to your account is signed out when you save.
      </p>
      {problem && !problem.field ? (
        <p role="alert" className="rounded-lg border-l-4 border-coral-500 bg-coral-100 px-3 py-2 font-semibold">
          {problem.message}
        </p>
      ) : null}
      <Field label="New password" hint={`At least ${PASSWORD_MIN_LENGTH} characters`} error={problem?.field}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            name="new-password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={128}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" size="lg" loading={pending} className="w-full">
        {pending ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}

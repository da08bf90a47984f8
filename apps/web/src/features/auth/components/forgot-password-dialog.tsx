import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RESET_CODE_LENGTH } from '@nupe/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, Spinner } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { i18n, sharedText } from '../../../lib/i18n';
import { requestResetCode, requestSupportReset, resetWithCode, usePasswordResetOptions } from '../api/password-reset';
import { FormAlert, PasswordField, PhoneField } from './auth-fields';

/** The API's answers are its shared sentences: each is shown from the catalog, in the reader's language. */
type Said = 'RESET_CODE_SENT' | 'RESET_REQUEST_SENT' | 'PASSWORD_CHANGED';

type Step =
  | { name: 'start' }
  | { name: 'code'; phone: string }
  | { name: 'support'; phone: string }
  | { name: 'sent' }
  | { name: 'done'; phone: string };

const TITLES: Record<Step['name'], MessageDescriptor> = {
  start: msg`Forgot your password?`,
  code: msg`Enter the code`,
  support: msg`Ask our support team`,
  sent: msg`Request sent`,
  done: msg`Password changed`,
};

const said = (key: Said) => sharedText('SUCCESS_MESSAGES', key);

/**
 * A forgotten password, reset by the person: a 6-digit code by SMS where the
 * site sends SMS, and always a request to the support team, who check the person and send a
 * one-time link by WhatsApp or SMS. `supportHours` comes from the site settings (the page
 * reads them: features stay apart); `onPasswordChanged` gets the number to sign in with.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  supportHours,
  onPasswordChanged,
}: {
  open: boolean;
  onClose: () => void;
  supportHours: string | null;
  onPasswordChanged?: (phone: string) => void;
}) {
  const { i18n: lingui } = useLingui();
  const [step, setStep] = useState<Step>({ name: 'start' });
  const close = () => {
    onClose();
    setStep({ name: 'start' });
  };
  const finish = (phone: string) => {
    onPasswordChanged?.(phone);
    close();
  };
  return (
    <Dialog open={open} onClose={close} title={lingui._(TITLES[step.name])}>
      {!open ? null : step.name === 'start' ? (
        <StartStep
          supportHours={supportHours}
          onCodeSent={(phone) => setStep({ name: 'code', phone })}
          onSupport={(phone) => setStep({ name: 'support', phone })}
          onRequestSent={() => setStep({ name: 'sent' })}
        />
      ) : step.name === 'code' ? (
        <CodeStep
          phone={step.phone}
          onDone={() => setStep({ name: 'done', phone: step.phone })}
          onOtherNumber={() => setStep({ name: 'start' })}
          onSupport={() => setStep({ name: 'support', phone: step.phone })}
        />
      ) : step.name === 'support' ? (
        <SupportRequestForm
          phone={step.phone}
          supportHours={supportHours}
          onSent={() => setStep({ name: 'sent' })}
          onBack={() => setStep({ name: 'start' })}
        />
      ) : step.name === 'sent' ? (
        <Outcome message={said('RESET_REQUEST_SENT')} supportHours={supportHours}>
          <Button variant="secondary" onClick={close}>
            <Trans>Back to sign in</Trans>
          </Button>
        </Outcome>
      ) : (
        <Outcome message={said('PASSWORD_CHANGED')}>
          <Button variant="secondary" onClick={() => finish(step.phone)}>
            <Trans>Sign in with the new password</Trans>
          </Button>
        </Outcome>
      )}
    </Dialog>
  );
}

type Problem = { message: string; fields: Record<string, string> };

/**
 * What went wrong with a request, for a form's own alert and its fields. The API's sentences
 * are already in the reader's language (lib/api-client).
 */
function problemOf(error: unknown): Problem {
  if (error instanceof ApiError) return { message: error.message, fields: error.fields };
  return { message: i18n._(msg`Something went wrong. Please try again.`), fields: {} };
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border-l-4 border-bead-500 bg-bead-100 px-3 py-2 text-cloth-950">
      {children}
    </p>
  );
}

function SupportHours({ hours }: { hours: string | null }) {
  if (!hours) return null;
  return (
    <p className="text-cloth-800">
      <Trans>
        Support hours: <strong>{hours}</strong>.
      </Trans>
    </p>
  );
}

/** A plain text button for the ways out of a step ("Ask our support team instead"). */
function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="min-h-11 rounded-md text-left font-semibold text-cloth-700 underline underline-offset-4 hover:text-cloth-500"
    >
      {children}
    </button>
  );
}

/** The first step: a code by SMS where the site sends SMS, else straight to the support team. */
function StartStep({
  supportHours,
  onCodeSent,
  onSupport,
  onRequestSent,
}: {
  supportHours: string | null;
  onCodeSent: (phone: string) => void;
  onSupport: (phone: string) => void;
  onRequestSent: () => void;
}) {
  const options = usePasswordResetOptions();
  if (options.status === 'pending') {
    return (
      <p role="status" className="flex items-center gap-3 text-cloth-800">
        <Spinner /> <Trans>Loading…</Trans>
      </p>
    );
  }
  // No SMS here (or the options could not be read): the support team always can.
  if (options.status === 'error' || !options.data.sms) {
    return <SupportRequestForm phone="" supportHours={supportHours} onSent={onRequestSent} />;
  }
  return <CodeRequestForm supportHours={supportHours} onSent={onCodeSent} onSupport={onSupport} />;
}

function CodeRequestForm({
  supportHours,
  onSent,
  onSupport,
}: {
  supportHours: string | null;
  onSent: (phone: string) => void;
  onSupport: (phone: string) => void;
}) {
  const [phone, setPhone] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      await requestResetCode(phone);
      onSent(phone);
    } catch (error) {
      setProblem(problemOf(error));
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col gap-5 text-cloth-900">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <p>
          <Trans>We can send a {RESET_CODE_LENGTH}-digit code by SMS to the phone number of your account.</Trans>
        </p>
        <FormAlert message={problem && !problem.fields.phone ? problem.message : null} />
        <PhoneField value={phone} onChange={setPhone} error={problem?.fields.phone} />
        <Button type="submit" variant="secondary" loading={pending} className="w-full">
          {pending ? <Trans>Sending…</Trans> : <Trans>Send code</Trans>}
        </Button>
      </form>
      <div className="border-t border-sand-200 pt-4">
        <p className="text-cloth-800">
          <Trans>No SMS on this phone, or no longer your number?</Trans>
        </p>
        <LinkButton onClick={() => onSupport(phone)}>
          <Trans>Ask our support team</Trans>
        </LinkButton>
        <SupportHours hours={supportHours} />
      </div>
    </div>
  );
}

function CodeStep({
  phone,
  onDone,
  onOtherNumber,
  onSupport,
}: {
  phone: string;
  onDone: () => void;
  onOtherNumber: () => void;
  onSupport: () => void;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      await resetWithCode({ phone, code: code.trim(), password });
      onDone();
    } catch (error) {
      setProblem(problemOf(error));
      setPending(false);
    }
  };
  const resend = async () => {
    setResending(true);
    setProblem(null);
    try {
      await requestResetCode(phone);
      setResent(true);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setResending(false);
    }
  };
  const fieldError = problem?.fields.code ?? problem?.fields.password;
  return (
    <div className="flex flex-col gap-5 text-cloth-900">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Notice>
          {said('RESET_CODE_SENT')}
          {resent ? (
            <>
              {' '}
              <Trans>Use the newest code.</Trans>
            </>
          ) : null}
        </Notice>
        <p className="text-sm text-cloth-800">
          <Trans>
            Sent to <strong className="whitespace-nowrap">{phone}</strong>
          </Trans>
        </p>
        <FormAlert message={problem && !fieldError ? problem.message : null} />
        <Field
          label={t`Code from the SMS`}
          hint={t`${plural(RESET_CODE_LENGTH, { one: '# digit', other: '# digits' })}`}
          error={problem?.fields.code}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern={`[0-9]{${RESET_CODE_LENGTH}}`}
              maxLength={RESET_CODE_LENGTH}
              required
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="max-w-48 font-mono text-lg tracking-[0.3em]"
            />
          )}
        </Field>
        <PasswordField isNew value={password} onChange={setPassword} error={problem?.fields.password} />
        <Button type="submit" variant="secondary" loading={pending} className="w-full">
          {pending ? <Trans>Saving…</Trans> : <Trans>Set new password</Trans>}
        </Button>
      </form>
      <div className="flex flex-col items-start border-t border-sand-200 pt-3">
        <LinkButton onClick={() => void resend()}>
          {resending ? <Trans>Sending a new code…</Trans> : <Trans>Send a new code</Trans>}
        </LinkButton>
        <LinkButton onClick={onOtherNumber}>
          <Trans>Use another phone number</Trans>
        </LinkButton>
        <LinkButton onClick={onSupport}>
          <Trans>No code? Ask our support team</Trans>
        </LinkButton>
      </div>
    </div>
  );
}

/** The support path: a ticket for staff, who check the person and send a one-time link. */
function SupportRequestForm({
  phone: initialPhone,
  supportHours,
  onSent,
  onBack,
}: {
  phone: string;
  supportHours: string | null;
  onSent: () => void;
  /** Back to the code by SMS, where the site offers it. */
  onBack?: () => void;
}) {
  const { t } = useLingui();
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState(initialPhone);
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      await requestSupportReset({
        fullName,
        phone,
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      onSent();
    } catch (error) {
      setProblem(problemOf(error));
      setPending(false);
    }
  };
  const fieldError = problem && (problem.fields.fullName ?? problem.fields.phone ?? problem.fields.message);
  return (
    <form onSubmit={submit} className="flex flex-col gap-4 text-cloth-900">
      <p>
        <Trans>
          Our support team can reset your password. A team member checks that the account is yours, then sends you a
          link to set a new password by WhatsApp or SMS.
        </Trans>
      </p>
      <FormAlert message={problem && !fieldError ? problem.message : null} />
      <Field label={t`Full name`} error={problem?.fields.fullName}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <PhoneField
        label={t`Phone number of your account`}
        value={phone}
        onChange={setPhone}
        error={problem?.fields.phone}
      />
      <Field
        label={t`How can we check it is you?`}
        optional
        hint={t`For example the email address on your account, or a song you uploaded.`}
        error={problem?.fields.message}
      >
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            name="message"
            rows={2}
            maxLength={1000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <SupportHours hours={supportHours} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" loading={pending} className="grow">
          {pending ? <Trans>Sending…</Trans> : <Trans>Send request</Trans>}
        </Button>
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Outcome({
  message,
  supportHours = null,
  children,
}: {
  message: string;
  supportHours?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 text-cloth-900">
      <Notice>{message}</Notice>
      <SupportHours hours={supportHours} />
      <div>{children}</div>
    </div>
  );
}

import { PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH } from '@nupe/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, Spinner } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { requestResetCode, requestSupportReset, resetWithCode, usePasswordResetOptions } from '../api/password-reset';
import { PasswordInput } from './password-input';

type Step =
  | { name: 'start' }
  | { name: 'code'; phone: string; sent: string }
  | { name: 'support'; phone: string }
  | { name: 'sent'; message: string }
  | { name: 'done'; phone: string; message: string };

const TITLES: Record<Step['name'], string> = {
  start: 'Forgot your password?',
  code: 'Enter the code',
  support: 'Ask our support team',
  sent: 'Request sent',
  done: 'Password changed',
};

/**
 * A forgotten password, reset by the person (#18 journey 8): a 6-digit code by SMS where the
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
    <Dialog open={open} onClose={close} title={TITLES[step.name]}>
      {!open ? null : step.name === 'start' ? (
        <StartStep
          supportHours={supportHours}
          onCodeSent={(phone, sent) => setStep({ name: 'code', phone, sent })}
          onSupport={(phone) => setStep({ name: 'support', phone })}
          onRequestSent={(message) => setStep({ name: 'sent', message })}
        />
      ) : step.name === 'code' ? (
        <CodeStep
          phone={step.phone}
          sent={step.sent}
          onDone={(message) => setStep({ name: 'done', phone: step.phone, message })}
          onOtherNumber={() => setStep({ name: 'start' })}
          onSupport={() => setStep({ name: 'support', phone: step.phone })}
        />
      ) : step.name === 'support' ? (
        <SupportRequestForm
          phone={step.phone}
          supportHours={supportHours}
          onSent={(message) => setStep({ name: 'sent', message })}
          onBack={() => setStep({ name: 'start' })}
        />
      ) : step.name === 'sent' ? (
        <Outcome message={step.message} supportHours={supportHours}>
          <Button variant="secondary" onClick={close}>
            Back to sign in
          </Button>
        </Outcome>
      ) : (
        <Outcome message={step.message}>
          <Button variant="secondary" onClick={() => finish(step.phone)}>
            Sign in with the new password
          </Button>
        </Outcome>
      )}
    </Dialog>
  );
}

/** What went wrong with a request, for a form's own alert and its fields. */
function problemOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiError) return { message: error.message, fields: error.fields };
  return { message: 'Something went wrong. Please try again.', fields: {} };
}

function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border-l-4 border-coral-500 bg-coral-100 px-3 py-2 font-semibold text-cloth-950"
    >
      {message}
    </p>
  );
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
      Support hours: <strong>{hours}</strong>.
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

function PhoneField({
  value,
  onChange,
  error,
  label = 'Phone number',
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  label?: string;
}) {
  return (
    <Field label={label} hint="For example 0803 123 4567" error={error}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={32}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
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
  onCodeSent: (phone: string, sent: string) => void;
  onSupport: (phone: string) => void;
  onRequestSent: (message: string) => void;
}) {
  const options = usePasswordResetOptions();
  if (options.status === 'pending') {
    return (
      <p role="status" className="flex items-center gap-3 text-cloth-800">
        <Spinner /> Loading…
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
  onSent: (phone: string, sent: string) => void;
  onSupport: (phone: string) => void;
}) {
  const [phone, setPhone] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      const res = await requestResetCode(phone);
      onSent(phone, res.message);
    } catch (error) {
      setProblem(problemOf(error));
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col gap-5 text-cloth-900">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <p>We can send a {RESET_CODE_LENGTH}-digit code by SMS to the phone number of your account.</p>
        <FormAlert message={problem && !problem.fields.phone ? problem.message : null} />
        <PhoneField value={phone} onChange={setPhone} error={problem?.fields.phone} />
        <Button type="submit" variant="secondary" loading={pending} className="w-full">
          {pending ? 'Sending…' : 'Send code'}
        </Button>
      </form>
      <div className="border-t border-sand-200 pt-4">
        <p className="text-cloth-800">No SMS on this phone, or no longer your number?</p>
        <LinkButton onClick={() => onSupport(phone)}>Ask our support team</LinkButton>
        <SupportHours hours={supportHours} />
      </div>
    </div>
  );
}

function CodeStep({
  phone,
  sent,
  onDone,
  onOtherNumber,
  onSupport,
}: {
  phone: string;
  sent: string;
  onDone: (message: string) => void;
  onOtherNumber: () => void;
  onSupport: () => void;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState(sent);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      const res = await resetWithCode({ phone, code: code.trim(), password });
      onDone(res.message);
    } catch (error) {
      setProblem(problemOf(error));
      setPending(false);
    }
  };
  const resend = async () => {
    setResending(true);
    setProblem(null);
    try {
      setNotice(`${(await requestResetCode(phone)).message} Use the newest code.`);
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
        <Notice>{notice}</Notice>
        <p className="text-sm text-cloth-800">
          Sent to <strong className="whitespace-nowrap">{phone}</strong>
        </p>
        <FormAlert message={problem && !fieldError ? problem.message : null} />
        <Field label="Code from the SMS" hint={`${RESET_CODE_LENGTH} digits`} error={problem?.fields.code}>
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
        <Field
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={problem?.fields.password}
        >
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
        <Button type="submit" variant="secondary" loading={pending} className="w-full">
          {pending ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
      <div className="flex flex-col items-start border-t border-sand-200 pt-3">
        <LinkButton onClick={() => void resend()}>{resending ? 'Sending a new code…' : 'Send a new code'}</LinkButton>
        <LinkButton onClick={onOtherNumber}>Use another phone number</LinkButton>
        <LinkButton onClick={onSupport}>No code? Ask our support team</LinkButton>
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
  onSent: (message: string) => void;
  /** Back to the code by SMS, where the site offers it. */
  onBack?: () => void;
}) {
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState(initialPhone);
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      const res = await requestSupportReset({
        fullName,
        phone,
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      onSent(res.message);
    } catch (error) {
      setProblem(problemOf(error));
      setPending(false);
    }
  };
  const fieldError = problem && (problem.fields.fullName ?? problem.fields.phone ?? problem.fields.message);
  return (
    <form onSubmit={submit} className="flex flex-col gap-4 text-cloth-900">
      <p>
        Our support team can reset your password. A team member checks that the account is yours, then sends you a link
        to set a new password by WhatsApp or SMS.
      </p>
      <FormAlert message={problem && !fieldError ? problem.message : null} />
      <Field label="Full name" error={problem?.fields.fullName}>
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
        label="Phone number of your account"
        value={phone}
        onChange={setPhone}
        error={problem?.fields.phone}
      />
      <Field
        label="How can we check it is you?"
        optional
        hint="For example the email address on your account, or a song you uploaded."
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
          {pending ? 'Sending…' : 'Send request'}
        </Button>
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            Back
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

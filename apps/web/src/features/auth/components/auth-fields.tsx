import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH } from '@nupe/shared';
import { Field, Input } from '../../../components/ui/field';
import { PasswordInput } from './password-input';

/**
 * The phone and password fields the sign-in form, the forgot-password dialog and the reset
 * link's page share: the same label, hint, limits and autocomplete everywhere.
 */
type FieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The server's or the form's message for this field. */
  error?: string | undefined;
};

/** The account's phone number; `label` when the screen says more ("Phone number of your account"). */
export function PhoneField({ value, onChange, error, label }: FieldProps & { label?: string }) {
  const { t } = useLingui();
  return (
    <Field label={label ?? t`Phone number`} hint={t`For example 0803 123 4567`} error={error}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={PHONE_MAX_LENGTH}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  );
}

/** The password to sign in with, or (`isNew`) the new one, with its minimum length as the hint. */
export function PasswordField({ value, onChange, error, isNew = false }: FieldProps & { isNew?: boolean }) {
  const { t } = useLingui();
  return (
    <Field
      label={isNew ? t`New password` : t`Password`}
      hint={isNew ? t`At least ${PASSWORD_MIN_LENGTH} characters` : undefined}
      error={error}
    >
      {({ id, describedBy, invalid }) => (
        <PasswordInput
          id={id}
          name={isNew ? 'new-password' : 'password'}
          autoComplete={isNew ? 'new-password' : 'current-password'}
          required
          minLength={isNew ? PASSWORD_MIN_LENGTH : undefined}
          maxLength={PASSWORD_MAX_LENGTH}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  );
}

/** A form's own alert: what went wrong that is not about one field. */
export function FormAlert({ message }: { message: string | null }) {
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

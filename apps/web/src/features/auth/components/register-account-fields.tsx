import { useLingui } from '@lingui/react/macro';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH } from '@nupe/shared';
import { Field, Input } from '../../../components/ui/field';
import { PasswordInput } from './password-input';
import type { RegisterValues } from './register-checks';

export type RegisterFieldsProps = {
  values: RegisterValues;
  errors: Record<string, string>;
  set: (key: keyof RegisterValues) => (value: string) => void;
  isArtist: boolean;
};

/** Everyone's account fields: full name, phone number, password and email (required of an artist). */
export function RegisterAccountFields({ values, errors, set, isArtist }: RegisterFieldsProps) {
  const { t } = useLingui();
  const control = (key: string) => ({ invalid: Boolean(errors[key]) });
  return (
    <>
      <Field label={t`Full name`} error={errors.fullName}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            name="fullName"
            autoComplete="name"
            required
            maxLength={NAME_MAX_LENGTH}
            value={values.fullName}
            onChange={(e) => set('fullName')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={control('fullName').invalid || undefined}
          />
        )}
      </Field>
      <Field label={t`Phone number`} hint={t`For example 0803 123 4567 or +234 803 123 4567`} error={errors.phone}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={PHONE_MAX_LENGTH}
            value={values.phone}
            onChange={(e) => set('phone')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={control('phone').invalid || undefined}
          />
        )}
      </Field>
      <Field label={t`Password`} hint={t`At least ${PASSWORD_MIN_LENGTH} characters`} error={errors.password}>
        {({ id, describedBy }) => (
          <PasswordInput
            id={id}
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={values.password}
            onChange={(e) => set('password')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={control('password').invalid || undefined}
          />
        )}
      </Field>
      <Field label={t`Email`} optional={!isArtist} error={errors.email}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            required={isArtist}
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={control('email').invalid || undefined}
          />
        )}
      </Field>
    </>
  );
}

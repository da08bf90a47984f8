import { CONSENT_SCOPE_LABELS, CONSENT_SCOPES, type ConsentScope } from '@nupe/shared';
import { Field, FieldError, Input } from './field';

export type UploadConsent = { scopes: ConsentScope[]; person: string; relation: string };

/** What an upload form starts with: the people recorded agree to streaming and downloads. */
export const DEFAULT_UPLOAD_CONSENT: UploadConsent = { scopes: ['stream', 'download'], person: '', relation: '' };

/** Adds the consent fields to an upload form (the first entry of the item's consent ledger). */
export function appendConsent(form: FormData, consent: UploadConsent): void {
  if (consent.scopes.length === 0) return;
  form.append('consentScopes', consent.scopes.join(','));
  if (consent.person.trim()) form.append('consentPerson', consent.person.trim());
  if (consent.relation.trim()) form.append('consentRelation', consent.relation.trim());
}

/**
 * "What did the people recorded agree to?" on every upload: the answer opens the item's
 * consent ledger. Left empty, the item waits for staff to record consent.
 */
export function ConsentFields({
  value,
  onChange,
  disabled,
  errors = {},
}: {
  value: UploadConsent;
  onChange: (next: UploadConsent) => void;
  disabled?: boolean;
  errors?: Record<string, string>;
}) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border-2 border-sand-200 p-4">
      <legend className="px-1 font-semibold">Consent</legend>
      <p className="text-sm text-cloth-700">
        What did the people heard in this recording agree to? Leave all unticked if you do not know yet: staff will ask.
      </p>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {CONSENT_SCOPES.map((s) => (
          <label key={s} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              disabled={disabled}
              checked={value.scopes.includes(s)}
              onChange={(e) =>
                onChange({
                  ...value,
                  scopes: e.target.checked ? [...value.scopes, s] : value.scopes.filter((x) => x !== s),
                })
              }
            />
            {CONSENT_SCOPE_LABELS[s]}
          </label>
        ))}
      </div>
      {errors.consentScopes ? <FieldError>{errors.consentScopes}</FieldError> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Agreed by" optional hint="Leave empty if it is the performer." error={errors.consentPerson}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              value={value.person}
              disabled={disabled}
              onChange={(e) => onChange({ ...value, person: e.target.value })}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field
          label="Their relation"
          optional
          hint="Performer, knowledge keeper, family…"
          error={errors.consentRelation}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              value={value.relation}
              disabled={disabled}
              onChange={(e) => onChange({ ...value, relation: e.target.value })}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}

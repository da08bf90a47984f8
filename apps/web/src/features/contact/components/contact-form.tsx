import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_MESSAGE_ROWS, CONTACT_SUBJECTS, type ContactSubject } from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text-later';
import { sharedText } from '../../../lib/i18n';
import { sendContact } from '../api/send-contact';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** The subjects' names (CONTACT_SUBJECTS) in the reader's language. */
const SUBJECT_NAMES: Record<ContactSubject, MessageDescriptor> = {
  general: msg`General Inquiry`,
  artist: msg`Artist Support`,
  technical: msg`Technical Issue`,
  partnership: msg`Partnership`,
  press: msg`Press Inquiry`,
};

/** The contact form: every field required, the email checked by the browser and the server. */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const fieldErrors = error instanceof ApiError ? error.fields : {};
  // A refused field's sentence (the API's first problem) reads in the reader's language too.
  const reason = useErrorText(error?.message) ?? '';

  const set = (key: keyof typeof EMPTY) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setSent(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSent(false);
    setError(null);
    setPending(true);
    try {
      await sendContact({
        name: values.name,
        email: values.email,
        subject: values.subject as ContactSubject,
        message: values.message,
      });
      setValues(EMPTY);
      setSent(true);
    } catch (err) {
      // The form keeps what was typed, so nothing is lost.
      setError(err instanceof Error ? err : new Error(String(err)));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="text-2xl font-bold">
        <Trans>Send us a message</Trans>
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t`Name`} error={fieldErrors.name}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <Field label={t`Email`} error={fieldErrors.email}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
      </div>
      <Field label={t`Subject`} error={fieldErrors.subject}>
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            name="subject"
            required
            value={values.subject}
            onChange={(e) => set('subject')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          >
            <option value="" disabled>
              <Trans>Choose a subject</Trans>
            </option>
            {CONTACT_SUBJECTS.map((s) => (
              <option key={s.value} value={s.value}>
                {i18n._(SUBJECT_NAMES[s.value])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t`Message`} error={fieldErrors.message}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            name="message"
            rows={CONTACT_MESSAGE_ROWS}
            required
            maxLength={5000}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <div aria-live="polite">
        {sent ? (
          <p role="status" className="rounded-lg border-l-4 border-bead-500 bg-bead-100 px-4 py-3 font-semibold">
            {sharedText('SUCCESS_MESSAGES', 'CONTACT_SENT')}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="rounded-lg border-l-4 border-coral-500 bg-coral-100 px-4 py-3 font-semibold">
          <Trans>Your message was not sent: {reason} Your text is still here, so you can try again.</Trans>
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="secondary" size="lg" loading={pending}>
          {pending ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
        </Button>
      </div>
    </form>
  );
}

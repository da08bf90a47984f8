import { CONTACT_MESSAGE_ROWS, CONTACT_SUBJECTS, type ContactSubject, SUCCESS_MESSAGES } from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { sendContact } from '../api/send-contact';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** The contact form: every field required, the email checked by the browser and the server. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const fieldErrors = error instanceof ApiError ? error.fields : {};

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
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={fieldErrors.name}>
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
        <Field label="Email" error={fieldErrors.email}>
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
      <Field label="Subject" error={fieldErrors.subject}>
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
              Choose a subject
            </option>
            {CONTACT_SUBJECTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Message" error={fieldErrors.message}>
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
            {SUCCESS_MESSAGES.CONTACT_SENT}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="rounded-lg border-l-4 border-coral-500 bg-coral-100 px-4 py-3 font-semibold">
          Your message was not sent: {error.message} Your text is still here, so you can try again.
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="secondary" size="lg" loading={pending}>
          {pending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}

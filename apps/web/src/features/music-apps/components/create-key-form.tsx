import { Trans, useLingui } from '@lingui/react/macro';
import { APP_KEY_NAME_MAX, AppKeyBodySchema, type AppKeyCreated } from '@nupe/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useCreateAppKey } from '../api/app-keys';
import { CopyButton } from './copy-button';

/** The new key, shown this once: the server keeps it sealed and never answers it again. */
function NewKey({ created, onDone }: { created: AppKeyCreated; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  const name = created.name;
  // Focus moves to the key, so a screen reader reads it and the warning at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="new-app-key"
      className="mt-5 rounded-xl border-2 border-brass-500 bg-amber-100 p-4 sm:p-5"
    >
      <h3 id="new-app-key" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        <Trans>Key for “{name}”</Trans>
      </h3>
      <p className="mt-1 font-semibold text-amber-700">
        <Trans>Copy it now: it will not be shown again.</Trans>
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
        <code
          data-testid="new-app-key"
          className="min-w-0 flex-1 rounded-lg border border-brass-300 bg-white px-3 py-2.5 font-mono text-sm break-all sm:text-[0.95rem] text-cloth-950"
        >
          {created.key}
        </code>
        <CopyButton value={created.key} what={t`app key`} labelled className="max-sm:items-start" />
      </div>
      <p className="mt-3 text-sm text-cloth-800">
        <Trans>Type it as the password in the app. If you lose it, revoke it below and create another.</Trans>
      </p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onDone}>
        <Trans>I have copied it</Trans>
      </Button>
    </section>
  );
}

/**
 * Creates a key for one device: the name is checked with the shared schema before sending,
 * and the server's sentence (such as the limit of keys) is shown under the field.
 */
export function CreateKeyForm({ userId }: { userId: string }) {
  const create = useCreateAppKey(userId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<AppKeyCreated | null>(null);
  const { t } = useLingui();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = AppKeyBodySchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? errorText('VALIDATION_FAILED'));
      return;
    }
    setError(null);
    setCreated(null);
    try {
      setCreated(await create.mutateAsync(parsed.data.name));
      setName('');
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields.name ?? err.message) : errorText('INTERNAL'));
    }
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4">
        <Field
          label={t`Device name`}
          hint={t`One key per phone or computer, so you can sign one out without the others.`}
          error={error}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={t`My phone`}
              maxLength={APP_KEY_NAME_MAX}
              autoComplete="off"
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Button type="submit" loading={create.isPending} className="self-start">
          <Trans>Create key</Trans>
        </Button>
      </form>
      {created ? <NewKey key={created.id} created={created} onDone={() => setCreated(null)} /> : null}
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_NAME_MAX,
  type PlaylistCreateBody,
  PlaylistCreateBodySchema,
} from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';

type Values = { name: string; description: string; public: boolean };

/**
 * A playlist's name, description and Public switch: to create one (the Playlists screen, the
 * "Add to playlist" chooser) or to edit one. Checked with the shared schema before it is
 * sent; the server's message is shown when it refuses.
 */
export function PlaylistForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  compact = false,
}: {
  initial?: Partial<Values>;
  submitLabel: string;
  onSubmit: (body: PlaylistCreateBody) => Promise<unknown>;
  onCancel?: () => void;
  /** The chooser asks for the name alone. */
  compact?: boolean;
}) {
  const [values, setValues] = useState<Values>({
    name: initial?.name ?? '',
    description: initial?.description ?? '',
    public: initial?.public ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = PlaylistCreateBodySchema.safeParse({
      name: values.name,
      description: values.description,
      public: values.public,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      setFailure(error instanceof Error ? error.message : t`The playlist could not be saved.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <Field label={t`Name`} error={errors.name}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={values.name}
            onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            maxLength={PLAYLIST_NAME_MAX}
            autoComplete="off"
            autoFocus
          />
        )}
      </Field>
      {compact ? null : (
        <>
          <Field label={t`Description`} optional error={errors.description}>
            {({ id, describedBy, invalid }) => (
              <Textarea
                id={id}
                rows={3}
                value={values.description}
                onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                maxLength={PLAYLIST_DESCRIPTION_MAX}
              />
            )}
          </Field>
          <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 border-sand-200 p-3">
            <input
              type="checkbox"
              checked={values.public}
              onChange={(e) => setValues((v) => ({ ...v, public: e.target.checked }))}
              className="mt-1 size-5 shrink-0 accent-cloth-800"
            />
            <span>
              <span className="block font-semibold text-cloth-900">
                <Trans>Public</Trans>
              </span>
              <span className="block text-sm text-cloth-700">
                <Trans>Anyone with the link can open it and play the songs they may hear.</Trans>
              </span>
            </span>
          </label>
        </>
      )}
      {failure ? (
        <p role="alert" className="rounded-lg bg-coral-100 px-3 py-2 text-sm font-semibold text-cloth-950">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

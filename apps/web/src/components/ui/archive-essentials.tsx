import { useState } from 'react';
import { languageName } from './archive-details';
import { Button } from './button';
import { Field, FieldError, Input } from './field';

export type Essentials = { languages: string[]; recorded: string; place: string; occasion: string };
export const NO_ESSENTIALS: Essentials = { languages: [], recorded: '', place: '', occasion: '' };
const COMMON = ['nup', 'hau', 'yor', 'eng', 'ara'];

/** Adds what was given of the essentials to an upload form as its `archive` field. */
export function appendEssentials(form: FormData, e: Essentials): void {
  const archive: Record<string, unknown> = {};
  if (e.languages.length) archive.languages = e.languages;
  if (e.recorded.trim()) archive.recorded = e.recorded.trim();
  if (e.place.trim()) archive.place = { name: e.place.trim(), country: 'NG' };
  if (e.occasion.trim()) archive.occasion = e.occasion.trim();
  if (Object.keys(archive).length > 0) form.append('archive', JSON.stringify(archive));
}

/**
 * The archive's essentials on an upload form, folded away until asked for ("Add archive
 * details"): languages heard, when, where (a town in Nigeria) and on what occasion. The rest is
 * described later, from the song's Describe screen.
 */
export function ArchiveEssentials({
  value,
  onChange,
  disabled,
  errors = {},
}: {
  value: Essentials;
  onChange: (next: Essentials) => void;
  disabled?: boolean;
  errors?: Record<string, string>;
}) {
  const [open, setOpen] = useState(false);
  const error = Object.entries(errors).find(
    ([k]) => k.startsWith('archive') || ['languages', 'recorded'].includes(k),
  )?.[1];
  if (!open && !error) {
    return (
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)} disabled={disabled}>
          Add archive details
        </Button>
      </div>
    );
  }
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border-2 border-sand-200 p-4">
      <legend className="px-1 font-semibold">Archive details</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {COMMON.map((code) => (
          <label key={code} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              disabled={disabled}
              checked={value.languages.includes(code)}
              onChange={(e) =>
                onChange({
                  ...value,
                  languages: e.target.checked ? [...value.languages, code] : value.languages.filter((l) => l !== code),
                })
              }
            />
            {languageName(code)}
          </label>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Recorded" optional hint="1987, 1987-06 or 198X">
          {({ id }) => (
            <Input
              id={id}
              value={value.recorded}
              disabled={disabled}
              onChange={(e) => onChange({ ...value, recorded: e.target.value })}
            />
          )}
        </Field>
        <Field label="Where" optional hint="Town or village">
          {({ id }) => (
            <Input
              id={id}
              value={value.place}
              disabled={disabled}
              onChange={(e) => onChange({ ...value, place: e.target.value })}
            />
          )}
        </Field>
        <Field label="Occasion" optional hint="Sallah, wedding…">
          {({ id }) => (
            <Input
              id={id}
              value={value.occasion}
              disabled={disabled}
              onChange={(e) => onChange({ ...value, occasion: e.target.value })}
            />
          )}
        </Field>
      </div>
      {error ? <FieldError>{error}</FieldError> : null}
    </fieldset>
  );
}

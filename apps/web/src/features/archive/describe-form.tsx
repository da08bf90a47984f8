import { type ArchivePatch, OLAC_DISCOURSE_TYPES, OLAC_ROLES, type Song } from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { languageName } from '../../components/ui/archive-details';
import { Button } from '../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../components/ui/field';
import { toast } from '../../components/ui/toasts';
import { ApiError } from '../../lib/api-client';
import { useCollections, useDescribe } from './api';

/** Languages most items of the archive are in, as tick boxes; any other ISO 639-3 code can be typed. */
const COMMON_LANGUAGES = ['nup', 'hau', 'yor', 'eng', 'ara'];
const words = (s: string) => s.replaceAll('_', ' ');
const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

type Row = { name: string; role: string; roleDetail: string };

/**
 * The archive description of an item (#14): essentials first (who, when, where, language,
 * occasion), then the rest. Saves the whole description; the server records only what changed.
 */
export function DescribeForm({ song }: { song: Song }) {
  const a = song.archive;
  const save = useDescribe(song.id);
  const collections = useCollections();
  const [languages, setLanguages] = useState<string[]>(a.languages);
  const [otherLanguages, setOtherLanguages] = useState(
    a.languages.filter((l) => !COMMON_LANGUAGES.includes(l)).join(', '),
  );
  const [recorded, setRecorded] = useState(a.recorded ?? '');
  const [placeName, setPlaceName] = useState(a.place?.name ?? '');
  const [region, setRegion] = useState(a.place?.region ?? '');
  const [country, setCountry] = useState(a.place?.country ?? 'NG');
  const [occasion, setOccasion] = useState(a.occasion ?? '');
  const [description, setDescription] = useState(a.description ?? '');
  const [subjects, setSubjects] = useState(a.subjects.join(', '));
  const [discourseType, setDiscourseType] = useState(a.discourseType ?? '');
  const [rows, setRows] = useState<Row[]>(
    a.contributors.length > 0
      ? a.contributors.map((c) => ({ name: c.name, role: c.role, roleDetail: c.roleDetail ?? '' }))
      : [{ name: song.artist, role: 'performer', roleDetail: '' }],
  );
  const [rights, setRights] = useState(a.rights ?? '');
  const [collection, setCollection] = useState(a.collection?.id ?? '');
  const [more, setMore] = useState(Boolean(a.description || a.subjects.length || a.rights || a.discourseType));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const codes = [...languages.filter((l) => COMMON_LANGUAGES.includes(l)), ...list(otherLanguages)];
    const patch: ArchivePatch = {
      languages: [...new Set(codes)],
      recorded: recorded.trim() || null,
      place: placeName.trim()
        ? { name: placeName.trim(), region: region.trim() || null, country: country.trim().toUpperCase() }
        : null,
      occasion: occasion.trim() || null,
      description: description.trim() || null,
      subjects: list(subjects),
      discourseType: (discourseType || null) as ArchivePatch['discourseType'],
      contributors: rows
        .filter((r) => r.name.trim())
        .map((r) => ({
          name: r.name.trim(),
          role: r.role as (typeof OLAC_ROLES)[number],
          roleDetail: r.roleDetail.trim() || null,
        })),
      rights: rights.trim() || null,
      collection: collection || null,
    };
    save.mutate(patch, {
      onSuccess: () => {
        toast('success', 'Description saved.');
        setErrors({});
      },
      onError: (err) => setErrors({ ...(err instanceof ApiError ? err.fields : {}), _: err.message }),
    });
  };

  const setRow = (i: number, change: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-5" aria-label="Archive description">
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-1 font-semibold">Who is heard</legend>
        <ul className="grid gap-3" aria-label="Contributors">
          {rows.map((r, i) => (
            <li key={i} className="grid min-w-0 gap-x-3 gap-y-2 rounded-xl bg-sand-50 p-3 sm:grid-cols-2 sm:items-end">
              <Field label={`Name ${i + 1}`}>
                {({ id }) => <Input id={id} value={r.name} onChange={(e) => setRow(i, { name: e.target.value })} />}
              </Field>
              <Field label={`Role ${i + 1}`}>
                {({ id }) => (
                  <Select id={id} value={r.role} onChange={(e) => setRow(i, { role: e.target.value })}>
                    {OLAC_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {words(role)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label={`Detail ${i + 1}`} optional>
                {({ id }) => (
                  <Input
                    id={id}
                    value={r.roleDetail}
                    placeholder="kakaki player"
                    onChange={(e) => setRow(i, { roleDetail: e.target.value })}
                  />
                )}
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="justify-self-end"
                aria-label={`Remove ${r.name || `contributor ${i + 1}`}`}
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {errors.contributors ? <p className="text-sm font-semibold text-coral-700">{errors.contributors}</p> : null}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setRows([...rows, { name: '', role: 'singer', roleDetail: '' }])}
          >
            Add a person
          </Button>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Recorded"
          optional
          hint="A day, month, year or decade: 1987-06-14, 1987-06, 1987, 198X, 1987~ (about)."
          error={errors.recorded}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              value={recorded}
              onChange={(e) => setRecorded(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field
          label="Occasion"
          optional
          hint="Sallah, wedding, naming ceremony, Zikiri session…"
          error={errors.occasion}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              value={occasion}
              onChange={(e) => setOccasion(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
      </div>

      <fieldset className="grid min-w-0 gap-3 sm:grid-cols-3">
        <legend className="mb-1 font-semibold">Place</legend>
        <Field label="Town or village" optional error={errors['place.name']}>
          {({ id }) => <Input id={id} value={placeName} onChange={(e) => setPlaceName(e.target.value)} />}
        </Field>
        <Field label="Region" optional>
          {({ id }) => <Input id={id} value={region} onChange={(e) => setRegion(e.target.value)} />}
        </Field>
        <Field label="Country code" hint="NG for Nigeria" error={errors['place.country']}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              value={country}
              maxLength={2}
              onChange={(e) => setCountry(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-1 font-semibold">Languages heard</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {COMMON_LANGUAGES.map((code) => (
            <label key={code} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={languages.includes(code)}
                onChange={(e) =>
                  setLanguages(e.target.checked ? [...languages, code] : languages.filter((l) => l !== code))
                }
              />
              {languageName(code)}
            </label>
          ))}
        </div>
        <Field label="Other languages" optional hint="ISO 639-3 codes, separated by commas." error={errors.languages}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              value={otherLanguages}
              onChange={(e) => setOtherLanguages(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
      </fieldset>

      {more ? (
        <div className="grid gap-4">
          <Field label="Description" optional error={errors.description}>
            {({ id }) => (
              <Textarea id={id} rows={4} value={description} onChange={(e) => setDescription(e.target.value)} />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Subjects" optional hint="Separated by commas." error={errors.subjects}>
              {({ id }) => <Input id={id} value={subjects} onChange={(e) => setSubjects(e.target.value)} />}
            </Field>
            <Field label="Kind of speech" optional error={errors.discourseType}>
              {({ id }) => (
                <Select id={id} value={discourseType} onChange={(e) => setDiscourseType(e.target.value)}>
                  <option value="">Not said</option>
                  {OLAC_DISCOURSE_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {words(t)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <Field label="Collection" optional>
            {({ id }) => (
              <Select id={id} value={collection} onChange={(e) => setCollection(e.target.value)}>
                <option value="">None</option>
                {collections.data?.collections.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Rights" optional hint="Who may use it, and how." error={errors.rights}>
            {({ id }) => <Textarea id={id} rows={2} value={rights} onChange={(e) => setRights(e.target.value)} />}
          </Field>
        </div>
      ) : (
        <div>
          <Button type="button" variant="ghost" onClick={() => setMore(true)}>
            Add archive details
          </Button>
        </div>
      )}

      {errors._ ? (
        <p role="alert" className="font-semibold text-coral-700">
          {errors._}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          Save description
        </Button>
      </div>
    </form>
  );
}

import { OLAC_DISCOURSE_TYPES, OLAC_ROLES } from '@nupe/shared';
import { languageName } from '../../components/ui/archive-details';
import { Button } from '../../components/ui/button';
import { Field, FieldError, Input, Select, Textarea } from '../../components/ui/field';
import { COMMON_LANGUAGES, type ContributorRow, type DescribeDraft, type SetDraft, words } from './describe-draft';

type Props = { d: DescribeDraft; set: SetDraft; errors: Record<string, string> };

/** Who is heard: one row per person, with their OLAC role and a detail. */
export function ContributorsFieldset({ d, set, errors }: Props) {
  const setRow = (i: number, change: Partial<ContributorRow>) =>
    set(
      'rows',
      d.rows.map((r, j) => (j === i ? { ...r, ...change } : r)),
    );
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 font-semibold">Who is heard</legend>
      <ul className="grid gap-3" aria-label="Contributors">
        {d.rows.map((r, i) => (
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
              onClick={() =>
                set(
                  'rows',
                  d.rows.filter((_, j) => j !== i),
                )
              }
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {errors.contributors ? <FieldError>{errors.contributors}</FieldError> : null}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => set('rows', [...d.rows, { name: '', role: 'singer', roleDetail: '' }])}
        >
          Add a person
        </Button>
      </div>
    </fieldset>
  );
}

/** When it was recorded and on what occasion. */
export function WhenFields({ d, set, errors }: Props) {
  return (
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
            value={d.recorded}
            onChange={(e) => set('recorded', e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <Field label="Occasion" optional hint="Sallah, wedding, naming ceremony, Zikiri session…" error={errors.occasion}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={d.occasion}
            onChange={(e) => set('occasion', e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
    </div>
  );
}

/** Where it was recorded. */
export function PlaceFieldset({ d, set, errors }: Props) {
  return (
    <fieldset className="grid min-w-0 gap-3 sm:grid-cols-3">
      <legend className="mb-1 font-semibold">Place</legend>
      <Field label="Town or village" optional error={errors['place.name']}>
        {({ id }) => <Input id={id} value={d.placeName} onChange={(e) => set('placeName', e.target.value)} />}
      </Field>
      <Field label="Region" optional>
        {({ id }) => <Input id={id} value={d.region} onChange={(e) => set('region', e.target.value)} />}
      </Field>
      <Field label="Country code" hint="NG for Nigeria" error={errors['place.country']}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={d.country}
            maxLength={2}
            onChange={(e) => set('country', e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
    </fieldset>
  );
}

/** The languages heard: the common ones to tick, any other as ISO 639-3 codes. */
export function LanguagesFieldset({ d, set, errors }: Props) {
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1 font-semibold">Languages heard</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {COMMON_LANGUAGES.map((code) => (
          <label key={code} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={d.languages.includes(code)}
              onChange={(e) =>
                set('languages', e.target.checked ? [...d.languages, code] : d.languages.filter((l) => l !== code))
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
            value={d.otherLanguages}
            onChange={(e) => set('otherLanguages', e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
    </fieldset>
  );
}

/** The rest of the description: text, subjects, kind of speech, collection and rights. */
export function MoreDetails({ d, set, errors, collections }: Props & { collections: { id: string; title: string }[] }) {
  return (
    <div className="grid gap-4">
      <Field label="Description" optional error={errors.description}>
        {({ id }) => (
          <Textarea id={id} rows={4} value={d.description} onChange={(e) => set('description', e.target.value)} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Subjects" optional hint="Separated by commas." error={errors.subjects}>
          {({ id }) => <Input id={id} value={d.subjects} onChange={(e) => set('subjects', e.target.value)} />}
        </Field>
        <Field label="Kind of speech" optional error={errors.discourseType}>
          {({ id }) => (
            <Select id={id} value={d.discourseType} onChange={(e) => set('discourseType', e.target.value)}>
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
          <Select id={id} value={d.collection} onChange={(e) => set('collection', e.target.value)}>
            <option value="">None</option>
            {collections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Rights" optional hint="Who may use it, and how." error={errors.rights}>
        {({ id }) => <Textarea id={id} rows={2} value={d.rights} onChange={(e) => set('rights', e.target.value)} />}
      </Field>
    </div>
  );
}

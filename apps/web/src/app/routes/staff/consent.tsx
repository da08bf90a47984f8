import { CONSENT_SCOPE_LABELS, CONSENT_SCOPES, type ConsentScope, countOf, lagosDate } from '@nupe/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Field, FieldError, Input } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, ListSkeleton } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toasts';
import { useConsentChain, useRecordConsent } from '../../../features/staff/api/consents';
import { ItemPicker } from '../../../features/staff/components/item-picker';
import { formatDate, formatDateTime } from '../../../features/staff/components/staff-ui';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /staff/consent: who agreed to what, item by item; items without any record come first. */
export function StaffConsent() {
  useDocumentTitle('Consent');
  const [selected, setSelected] = useState<{ id: string; title: string } | null>(null);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        kicker="Staff"
        title="Consent"
        description="Record who agreed to each recording being streamed, downloaded, studied or remixed, and any withdrawal. Entries are never edited: each is chained to the one before it. A withdrawal takes the item off every public surface at once; the original stays in the archive."
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ItemPicker
          selectedId={selected?.id ?? null}
          onSelect={(s) => setSelected({ id: s.id, title: s.title })}
          badge={(s) => <ConsentBadge entries={s.entries} withdrawn={s.withdrawn} />}
        />
        <section aria-labelledby="ledger-title" className="min-w-0">
          {selected ? (
            <Ledger key={selected.id} songId={selected.id} title={selected.title} />
          ) : (
            <Card>
              <h2 id="ledger-title" className="mb-2 text-xl font-bold">
                Ledger
              </h2>
              <p className="text-cloth-700">Choose an item to see its consent records and add one.</p>
            </Card>
          )}
        </section>
      </div>
    </div>
  );
}

function ConsentBadge({ entries, withdrawn }: { entries: number; withdrawn: boolean }) {
  const [label, tone] = withdrawn
    ? ['Withdrawn', 'bg-coral-100 text-coral-700']
    : entries === 0
      ? ['No record', 'bg-amber-100 text-amber-700']
      : [`${countOf(entries, 'record')}`, 'bg-bead-100 text-bead-700'];
  return <span className={cn('shrink-0 rounded-bead px-2.5 py-0.5 text-sm font-semibold', tone)}>{label}</span>;
}

/** The song's consent records, oldest first, each with who recorded it and its hash. */
function ConsentRecords({ songId, title }: { songId: string; title: string }) {
  const chain = useConsentChain(songId);
  return (
    <Card className="min-w-0">
      <h2 id="ledger-title" className="mb-3 text-xl font-bold break-words">
        Ledger of “{title}”
      </h2>
      {chain.isPending ? (
        <ListSkeleton rows={2} />
      ) : chain.isError ? (
        <ErrorState message={chain.error.message} onRetry={() => void chain.refetch()} />
      ) : chain.data.consents.length === 0 ? (
        <p className="text-cloth-700">No consent recorded yet.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Consent records">
          {chain.data.consents.map((c) => (
            <li key={c.id} className="min-w-0 rounded-xl bg-sand-50 p-3">
              <p className="font-semibold">
                {c.seq}. {c.kind === 'grant' ? 'Consent given' : 'Consent withdrawn'} by {c.person} ({c.relation})
              </p>
              <p className="text-sm text-cloth-800">
                {c.scopes.map((s) => CONSENT_SCOPE_LABELS[s]).join(', ')} · {formatDate(c.date)}
                {c.witness ? ` · witnessed by ${c.witness}` : ''}
              </p>
              <p className="text-xs text-cloth-700">
                Recorded {formatDateTime(c.recordedAt)} by {c.recordedBy.name ?? 'a former staff member'} ·{' '}
                <span className="font-mono break-all">{c.hash.slice(0, 16)}…</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function Ledger({ songId, title }: { songId: string; title: string }) {
  const record = useRecordConsent(songId);
  const [kind, setKind] = useState<'grant' | 'withdrawal'>('grant');
  const [person, setPerson] = useState('');
  const [relation, setRelation] = useState('');
  const [scopes, setScopes] = useState<ConsentScope[]>(['stream']);
  const [date, setDate] = useState(lagosDate());
  const [witness, setWitness] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    record.mutate(
      { kind, person, relation, scopes, date, witness: witness.trim() || null },
      {
        onSuccess: (res) => {
          toast('success', res.message);
          setPerson('');
          setRelation('');
          setWitness('');
          setErrors({});
        },
        onError: (err) =>
          setErrors(err instanceof ApiError && Object.keys(err.fields).length ? err.fields : { _: err.message }),
      },
    );
  };

  return (
    <div className="grid min-w-0 gap-4">
      <ConsentRecords songId={songId} title={title} />

      <Card className="min-w-0">
        <form onSubmit={submit} noValidate aria-labelledby="add-title" className="grid gap-4">
          <h3 id="add-title" className="text-lg font-bold">
            Add a record
          </h3>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 font-semibold">What happened</legend>
            {(['grant', 'withdrawal'] as const).map((k) => (
              <label key={k} className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="kind" checked={kind === k} onChange={() => setKind(k)} className="size-5" />
                {k === 'grant' ? 'Consent given' : 'Consent withdrawn'}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Person" hint="Who gave or withdrew consent." error={errors.person}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  value={person}
                  onChange={(e) => setPerson(e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
            <Field label="Relation" hint="Performer, knowledge keeper, family…" error={errors.relation}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  value={relation}
                  onChange={(e) => setRelation(e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
          </div>
          <fieldset>
            <legend className="mb-1 font-semibold">Scope</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-1">
              {CONSENT_SCOPES.map((s) => (
                <label key={s} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={scopes.includes(s)}
                    onChange={(e) => setScopes(e.target.checked ? [...scopes, s] : scopes.filter((x) => x !== s))}
                  />
                  {CONSENT_SCOPE_LABELS[s]}
                </label>
              ))}
            </div>
            {errors.scopes ? <FieldError>{errors.scopes}</FieldError> : null}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Date" error={errors.date}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="date"
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
            <Field label="Witness" optional error={errors.witness}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  value={witness}
                  onChange={(e) => setWitness(e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
          </div>
          {errors._ ? (
            <p role="alert" className="font-semibold text-coral-700">
              {errors._}
            </p>
          ) : null}
          <div>
            <Button type="submit" loading={record.isPending}>
              {kind === 'grant' ? 'Record consent' : 'Record withdrawal'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

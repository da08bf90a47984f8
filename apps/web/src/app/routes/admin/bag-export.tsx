import { countOf } from '@nupe/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, Select } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toasts';
import { serverErrorOr } from '../../../features/admin/api/artist-requests';
import { useBagLink } from '../../../features/admin/api/preservation';
import { useCollections } from '../../../features/archive/api';
import { ItemPicker, type PickedItem } from '../../../features/staff/components/item-picker';

type Scope = 'all' | 'collection' | 'song';
const SCOPES: { value: Scope; label: string }[] = [
  { value: 'all', label: 'The whole archive' },
  { value: 'collection', label: 'A collection' },
  { value: 'song', label: 'One item' },
];

/** Why an item would not be in a bag: only published items whose consent stands are deposited. */
function notBagged(item: PickedItem) {
  const why = item.withdrawn
    ? 'Consent withdrawn: not bagged'
    : item.status !== 'published'
      ? 'Not published: not bagged'
      : null;
  return why ? <span className="text-sm text-coral-700">{why}</span> : null;
}

/**
 * "Deposit with an archive": a BagIt bag of the whole archive, a collection or one item,
 * downloaded as a tar that a national or university archive can take in. The bag is made as it
 * downloads, so even a large archive starts at once.
 */
export function BagExport() {
  const [scope, setScope] = useState<Scope>('collection');
  const [collection, setCollection] = useState('');
  const [item, setItem] = useState<PickedItem | null>(null);
  const collections = useCollections();
  const link = useBagLink();
  const id = scope === 'collection' ? collection : scope === 'song' ? item?.id : undefined;
  const ready = scope === 'all' || Boolean(id);

  const download = () =>
    link.mutate(
      { scope, ...(id ? { id } : {}) },
      {
        onSuccess: (r) => {
          toast('success', `Your bag of ${countOf(r.items, 'item')} is downloading as ${r.name}.tar.`);
          window.location.assign(r.href);
        },
        onError: (err) => toast('error', serverErrorOr(err, 'The bag could not be prepared.')),
      },
    );

  return (
    <Card className="min-w-0" role="region" aria-labelledby="deposit-title">
      <h2 id="deposit-title" className="text-xl font-bold">
        Deposit with an archive
      </h2>
      <p className="mt-1 text-cloth-700">
        Download a BagIt bag (RFC 8493) for a national or university archive: the untouched originals, streaming copies,
        covers, transcripts and every description, with SHA-256 and SHA-512 checksums of each file. Items keep their
        access protocols and consent records; removed items and withdrawn consent are left out.
      </p>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-cloth-700">What to export</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {SCOPES.map((s) => (
            <label key={s.value} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="bag-scope"
                value={s.value}
                checked={scope === s.value}
                onChange={() => setScope(s.value)}
                className="size-5 accent-bead-700"
              />
              {s.label}
            </label>
          ))}
        </div>
      </fieldset>
      {scope === 'collection' ? (
        <Field label="Collection" className="mt-4 max-w-md">
          {({ id: fieldId }) => (
            <Select id={fieldId} value={collection} onChange={(e) => setCollection(e.target.value)}>
              <option value="">Choose a collection</option>
              {(collections.data?.collections ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      {scope === 'song' ? (
        <div className="mt-4 grid gap-3">
          <p className="text-sm" aria-live="polite">
            {item ? (
              <>
                Chosen: <strong>{item.title}</strong> by {item.artist}
              </>
            ) : (
              'Choose an item below.'
            )}
          </p>
          <ItemPicker selectedId={item?.id ?? null} onSelect={setItem} badge={notBagged} />
        </div>
      ) : null}
      <div className="mt-4">
        <Button onClick={download} loading={link.isPending} disabled={!ready}>
          Download bag
        </Button>
      </div>
    </Card>
  );
}

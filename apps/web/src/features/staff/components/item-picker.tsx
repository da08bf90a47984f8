import type { ConsentItemsResponse } from '@nupe/shared';
import { type ReactNode, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { Field, Input } from '../../../components/ui/field';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/states';
import { useDebounced } from '../../../lib/use-debounced';
import { useConsentItems } from '../api/consents';

export type PickedItem = ConsentItemsResponse['songs'][number];

/**
 * The archive's items, searchable, for a staff screen that works on one at a time (Consent,
 * Access). Items without a consent record come first; `badge` says what this screen cares about.
 */
export function ItemPicker({
  selectedId,
  onSelect,
  badge,
}: {
  selectedId: string | null;
  onSelect: (item: PickedItem) => void;
  badge: (item: PickedItem) => ReactNode;
}) {
  const [q, setQ] = useState('');
  const query = useDebounced(q.trim(), 250);
  const items = useConsentItems(query);
  return (
    <section aria-labelledby="items-title" className="min-w-0">
      <h2 id="items-title" className="mb-3 text-xl font-bold">
        Items
      </h2>
      <Field label="Search items" className="mb-3">
        {({ id }) => (
          <Input id={id} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Title or artist" />
        )}
      </Field>
      {items.isPending ? (
        <ListSkeleton rows={5} />
      ) : items.isError ? (
        <ErrorState message={items.error.message} onRetry={() => void items.refetch()} />
      ) : items.data.songs.length === 0 ? (
        <EmptyState title="No items">Nothing matches this search.</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-2" aria-label="Items">
          {items.data.songs.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => onSelect(s)}
                aria-pressed={selectedId === s.id}
                className={cn(
                  'flex w-full min-w-0 items-center justify-between gap-3 rounded-xl border-2 bg-white p-3 text-left',
                  selectedId === s.id ? 'border-cloth-700' : 'border-sand-200 hover:border-cloth-300',
                )}
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{s.title}</span>
                  <span className="block truncate text-sm text-cloth-700">{s.artist}</span>
                </span>
                {badge(s)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

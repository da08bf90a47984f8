import { countOf, type ReviewItem } from '@nupe/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toasts';
import { useBulkApprove } from '../api/staff-api';
import { PriorityBadge } from './staff-ui';

/** Bulk Approve Content: choose several songs under review, approve them with one confirmation. */
export function BulkApproveDialog({
  open,
  onClose,
  items,
}: {
  open: boolean;
  onClose: () => void;
  items: ReviewItem[];
}) {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const bulk = useBulkApprove();
  const close = () => {
    setChosen(new Set());
    setConfirming(false);
    onClose();
  };
  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const approve = () =>
    bulk.mutate([...chosen], {
      onSuccess: (res) => {
        toast('success', `${res.message} (${res.approved})`);
        close();
      },
      onError: (err) => {
        toast('error', err.message);
        setConfirming(false);
      },
    });

  return (
    <Dialog open={open} onClose={close} title="Bulk Approve Content">
      {items.length === 0 ? (
        <p className="text-cloth-800">No songs are waiting for review.</p>
      ) : confirming ? (
        <div>
          <p className="mb-1 text-lg font-bold">Approve {countOf(chosen.size, 'song')}?</p>
          <p className="mb-4 text-cloth-800">
            {chosen.size === 1 ? 'It is' : 'They are'} published at once; listeners will see{' '}
            {chosen.size === 1 ? 'it' : 'them'}.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Back
            </Button>
            <Button onClick={approve} loading={bulk.isPending}>
              Approve {countOf(chosen.size, 'song')}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <fieldset>
            <legend className="mb-3 text-cloth-800">Choose the songs to approve and publish.</legend>
            <ul className="flex max-h-80 flex-col gap-2 overflow-y-auto">
              {items.map((item) => (
                <li key={item.songId}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-sand-200 px-3 py-2 hover:bg-sand-50">
                    <input
                      type="checkbox"
                      className="size-5 accent-cloth-800"
                      checked={chosen.has(item.songId)}
                      onChange={() => toggle(item.songId)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">{item.title}</span>
                      <span className="block truncate text-sm text-cloth-700">{item.artist}</span>
                    </span>
                    <PriorityBadge priority={item.priority} />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setChosen(chosen.size === items.length ? new Set() : new Set(items.map((i) => i.songId)))}
            >
              {chosen.size === items.length ? 'Clear all' : 'Select all'}
            </Button>
            <Button disabled={chosen.size === 0} onClick={() => setConfirming(true)}>
              Approve selected ({chosen.size})
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

import {
  type DuplicateItem,
  type DuplicatePairResponse,
  type DuplicateSide,
  formatDataSize,
  formatDate,
  formatMoment,
} from '@nupe/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorState, ListSkeleton } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toasts';
import { paths } from '../../../config/paths';
import { useDuplicatePair, useMergeDuplicate } from '../api/staff-api';
import { ReviewPlayer } from './review-player';

const SIDE_NAME: Record<DuplicateSide, string> = { upload: 'this upload', archived: 'archived' };
const SIDE_HEADING: Record<DuplicateSide, string> = { upload: 'This upload', archived: 'Archived item' };

/**
 * "Same recording, different file": both items of a duplicate issue side by side, each with its
 * own player, and the merge (staff choose which item is kept; the archived one unless they change it).
 */
export function DuplicateCompare({ issueId }: { issueId: string }) {
  const pair = useDuplicatePair(issueId);
  if (pair.isPending) return <ListSkeleton label="Loading both items" />;
  if (pair.isError) return <ErrorState message={pair.error.message} onRetry={() => pair.refetch()} />;
  return <ComparePair pair={pair.data} />;
}

function ComparePair({ pair }: { pair: DuplicatePairResponse }) {
  const [keep, setKeep] = useState<DuplicateSide>('archived');
  const [confirming, setConfirming] = useState(false);
  const merge = useMergeDuplicate({
    onSuccess: (res) => {
      toast('success', res.message);
      setConfirming(false);
    },
    onError: (err) => {
      toast('error', err.message);
      setConfirming(false);
    },
  });
  const kept = pair[keep];
  const other = pair[keep === 'archived' ? 'upload' : 'archived'];
  const open = !pair.resolved && pair.mergedInto === null;

  const submit = () => merge.mutate({ issueId: pair.issueId, survivorId: kept.id });

  return (
    <section aria-label="Same recording, different file" className="mt-3 border-t border-sand-200 pt-3">
      <div className="grid gap-3 md:grid-cols-2">
        {(['upload', 'archived'] as const).map((side) => (
          <ItemPanel
            key={side}
            side={side}
            item={pair[side]}
            better={pair.betterOriginal === side}
            kept={open ? keep === side : pair.mergedInto === pair[side].id}
            choose={open ? () => setKeep(side) : null}
            groupName={`keep-${pair.issueId}`}
          />
        ))}
      </div>
      {open ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="min-w-0 flex-1 basis-64 text-sm text-cloth-800">
            Merging keeps “{kept.title}” with the better original and both items’ credits, likes, plays and playlist
            places. “{other.title}” becomes an alias: its links lead to the kept item.
          </p>
          <Button onClick={() => setConfirming(true)}>Merge…</Button>
        </div>
      ) : pair.mergedInto ? (
        <p className="mt-3 font-semibold text-cloth-900">
          Merged. The alias leads to{' '}
          <Link to={paths.song(pair.mergedInto)}>
            {pair[pair.mergedInto === pair.upload.id ? 'upload' : 'archived'].title}
          </Link>
          .
        </p>
      ) : null}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Merge the two items?">
        <div className="flex flex-col gap-4">
          <p>
            “{kept.title}” ({SIDE_NAME[keep]}) is kept
            {pair.betterOriginal === keep ? ' with its own original' : ' and takes the better original of the other'}. “
            {other.title}” is hidden from every list and its links lead to the kept item. Both files stay in the
            archive.
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={submit} loading={merge.isPending}>
              Merge into “{kept.title}”
            </Button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}

function ItemPanel({
  side,
  item,
  better,
  kept,
  choose,
  groupName,
}: {
  side: DuplicateSide;
  item: DuplicateItem;
  better: boolean;
  kept: boolean;
  choose: (() => void) | null;
  groupName: string;
}) {
  const facts: [string, string][] = [
    ['Length', item.durationSeconds === null ? 'Unknown' : formatMoment(item.durationSeconds)],
    ['Format', item.format],
    ['Bitrate', item.bitrate === null ? 'Unknown' : `${Math.round(item.bitrate / 1000)} kbps`],
    ['Loudness', item.loudnessLufs === null ? 'Not measured yet' : `${item.loudnessLufs.toFixed(1)} LUFS`],
    ['Size', formatDataSize(item.sizeBytes)],
    ['Uploaded', formatDate(item.uploadedAt)],
  ];
  return (
    <article
      aria-label={`${SIDE_HEADING[side]}: ${item.title}`}
      className={`rounded-xl border-2 p-3 ${kept ? 'border-brass-400 bg-brass-50' : 'border-sand-200'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-bold uppercase tracking-wide text-cloth-700">{SIDE_HEADING[side]}</h3>
        {better ? (
          <span className="rounded-full bg-cloth-800 px-2 py-0.5 text-xs font-semibold text-white">
            Better original
          </span>
        ) : null}
      </div>
      <p className="font-semibold text-cloth-900">{item.title}</p>
      <p className="text-cloth-800">{item.artist}</p>
      <dl className="my-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-cloth-700">{k}</dt>
            <dd className="text-cloth-900">{v}</dd>
          </div>
        ))}
      </dl>
      <ReviewPlayer streamUrl={item.streamUrl} title={item.title} label={`Play ${item.title} (${SIDE_NAME[side]})`} />
      {choose ? (
        <label className="mt-2 flex min-h-11 items-center gap-2 font-semibold">
          <input type="radio" name={groupName} checked={kept} onChange={choose} className="size-5" />
          Keep {side === 'upload' ? 'this upload' : 'the archived item'}
        </label>
      ) : null}
    </article>
  );
}

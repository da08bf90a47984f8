import { Trans, useLingui } from '@lingui/react/macro';
import type { Song } from '@nupe/shared';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { useDataCost } from '../components/data-cost';
import { filledIcon, lineIcon } from '../components/icon';
import { menuItem } from '../components/menu-item';
import { usePlayerValue } from '../player-store';
import { offline, useOffline } from './offline-store';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed';

const DownloadIcon = lineIcon(<path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />);
const SavedIcon = filledIcon(
  <path d="M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19Zm4.3 7.2-5 5.5a1 1 0 0 1-1.5 0l-2.3-2.4a1 1 0 1 1 1.4-1.4l1.6 1.6 4.3-4.7a1 1 0 1 1 1.5 1.4Z" />,
);

/**
 * Saves `songs` (one song, or an album's) for offline listening, or removes them.
 * `label` names what is saved ("Download album"). Shows the progress while saving, then
 * "Downloaded" with a Remove button. Songs are saved in the streaming rendition, Data
 * Saver's when it is on; each counts as a download. Under the button, what the songs not
 * saved yet cost in data at the listener's quality ("3.8 MB · 1.4 MB with Data Saver").
 */
export function DownloadButton({
  songs,
  label,
  look = 'pill',
  className,
}: {
  songs: Song[];
  label?: string;
  /** `menu`: a row of a song's More menu, its cost under its words. */
  look?: 'pill' | 'menu';
  className?: string;
}) {
  const state = useOffline();
  const dataSaver = usePlayerValue((s) => s.dataSaver);
  const costId = useId();
  const unsaved = songs.filter((s) => !state.saved[s.id]);
  const cost = useDataCost(unsaved).label;
  const { t } = useLingui();
  if (!state.supported || songs.length === 0) return null;

  const one = songs.length === 1 ? songs[0] : undefined;
  const title = one?.title ?? '';
  const count = songs.length;
  const saved = songs.filter((s) => state.saved[s.id]);
  const saving = songs.filter((s) => state.saving[s.id]);
  const failed = songs.map((s) => state.failed[s.id]).find(Boolean);

  if (saving.length > 0) {
    let received = 0;
    let total = 0;
    let known = true;
    for (const s of saving) {
      const p = state.saving[s.id];
      received += p?.received ?? 0;
      if (p?.total) total += p.total;
      else known = false;
    }
    const percent = known && total > 0 ? Math.min(100, Math.round((received / total) * 100)) : null;
    const position = saved.length + 1;
    return (
      <span className={cn('inline-flex flex-col gap-1', className)}>
        <button
          type="button"
          disabled
          className={look === 'menu' ? menuItem : cn(base, 'bg-sand-200 text-cloth-900')}
          aria-live="polite"
        >
          <DownloadIcon className="size-5 animate-pulse" />
          {one ? (
            <Trans>Downloading</Trans>
          ) : (
            <Trans>
              Downloading {position} of {count}
            </Trans>
          )}
          {percent !== null ? ` · ${percent}%` : '…'}
        </button>
        <span
          role="progressbar"
          aria-label={one ? t`Downloading “${title}”` : t`Downloading these ${count} songs`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          className="block h-1 w-full overflow-hidden rounded-full bg-sand-200"
        >
          <span className="block h-full bg-brass-500" style={{ width: `${percent ?? 10}%` }} />
        </span>
      </span>
    );
  }

  if (saved.length === songs.length) {
    return (
      <span className={cn('inline-flex flex-wrap items-center gap-2', look === 'menu' && 'px-3', className)}>
        <span className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-bead-700">
          <SavedIcon className="size-5" />
          <Trans>Downloaded</Trans>
        </span>
        <button
          type="button"
          className={cn(base, 'border border-sand-300 px-3 text-cloth-800 hover:bg-sand-100')}
          aria-label={one ? t`Remove “${title}” from downloads` : t`Remove these ${count} songs from downloads`}
          onClick={() => void offline.remove(songs.map((s) => s.id))}
        >
          <Trans>Remove</Trans>
        </button>
      </span>
    );
  }

  const text = label ?? (one ? t`Download` : t`Download all`);
  const savedCount = saved.length;
  return (
    <span className={cn(look === 'menu' ? 'flex flex-col' : 'inline-flex flex-col gap-1', className)}>
      <button
        type="button"
        className={look === 'menu' ? menuItem : cn(base, 'border-2 border-cloth-800 text-cloth-900 hover:bg-cloth-50')}
        aria-label={one && !label ? t`Download “${title}”` : undefined}
        aria-describedby={cost ? costId : undefined}
        onClick={() => void offline.download(songs, dataSaver)}
      >
        <DownloadIcon className="size-5" />
        {text}
        {savedCount > 0 ? (
          <span className="font-normal">
            <Trans>({savedCount} saved)</Trans>
          </span>
        ) : null}
      </button>
      {cost ? (
        // As wide as the button, never wider: the button's neighbours keep their row.
        <span
          id={costId}
          className={cn(
            'w-0 min-w-full text-xs text-cloth-700 tabular-nums',
            // In the menu, under the words (past the icon), not under the icon.
            look === 'menu' ? 'pr-3 pb-1 pl-11' : 'px-1',
          )}
        >
          {cost}
        </span>
      ) : null}
      {failed ? (
        <span role="alert" className="text-sm text-coral-700">
          {failed}
        </span>
      ) : null}
    </span>
  );
}

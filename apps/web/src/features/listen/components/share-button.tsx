import { Trans, useLingui } from '@lingui/react/macro';
import type { Song } from '@nupe/shared';
import { useEffect, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { sharedText } from '../../../lib/i18n';
import { ShareIcon } from './action-icons';

type Outcome = 'idle' | 'copied' | 'failed';

/** Something else to share than a song: a page of this site (a public playlist), its title and a line. */
export type ShareTarget = { path: string; title: string; text: string };

/**
 * Shares the song's public page (`/song/{id}`, which previews in chat apps), or another
 * page given as `target`: the phone's share sheet through the Web Share API, else the link
 * copied to the clipboard, else the link shown to copy by hand.
 */
export function ShareButton({
  song,
  target,
  className,
  label,
  compact = false,
}: {
  song?: Song;
  target?: ShareTarget;
  className?: string;
  /** The button's words ("Share from 1:23"); a `compact` button shows only its icon and says them to screen readers. */
  label?: string;
  compact?: boolean;
}) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const { t } = useLingui();
  const title = song?.title ?? '';
  const artist = song?.artist ?? '';
  // Read from the page when pressed (the server, which draws this button too, has no window).
  const sharedNow = (): ShareTarget =>
    target ?? {
      path: song ? paths.song(song.id) : window.location.pathname,
      title: song?.title ?? document.title,
      text: song ? t`${title} by ${artist} on Nupe Music` : document.title,
    };
  const urlOf = (shared: ShareTarget) => `${window.location.origin}${shared.path}`;

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = window.setTimeout(() => setOutcome('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    const shared = sharedNow();
    const url = urlOf(shared);
    const data = { title: shared.title, text: shared.text, url };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The listener closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}>
      <button
        type="button"
        onClick={() => void share()}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        className={
          compact
            ? 'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-cloth-700 hover:bg-sand-100'
            : 'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-sand-300 px-4 font-semibold text-cloth-800 hover:bg-sand-100'
        }
      >
        <ShareIcon className="size-5" />
        {compact ? null : (label ?? <Trans>Share</Trans>)}
      </button>
      <p role="status" className="text-sm font-semibold text-bead-700">
        {outcome === 'copied' ? sharedText('LISTEN_MESSAGES', 'LINK_COPIED') : ''}
      </p>
      {outcome === 'failed' ? (
        <label className="block w-full max-w-sm text-sm text-cloth-800">
          {sharedText('LISTEN_MESSAGES', 'COPY_FAILED')}
          <input
            readOnly
            value={urlOf(sharedNow())}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 block min-h-11 w-full rounded-lg border-2 border-sand-300 bg-white px-3"
          />
        </label>
      ) : null}
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { cn } from '../../../components/ui/cn';

/** "Public" or "Private", beside a playlist's name. */
export function PlaylistBadge({ isPublic, className }: { isPublic: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase',
        isPublic ? 'bg-bead-100 text-bead-700' : 'bg-sand-200 text-cloth-800',
        className,
      )}
    >
      {isPublic ? <Trans>Public</Trans> : <Trans>Private</Trans>}
    </span>
  );
}

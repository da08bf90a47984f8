import { Trans } from '@lingui/react/macro';
import type { Preservation } from '@nupe/shared';
import { localDate } from '../../lib/format';
import { cn } from './cn';

/**
 * "Original kept · verified {date}": the archive copy matched its recorded checksum at the last
 * fixity audit. Nothing when it was never checked or the last check failed (that is staff's to
 * deal with, not a listener's worry).
 */
export function PreservationNote({ preservation, className }: { preservation: Preservation; className?: string }) {
  if (preservation.lastOutcome !== 'pass' || !preservation.lastVerifiedAt) return null;
  const verified = localDate(preservation.lastVerifiedAt);
  return (
    <p
      className={cn('inline-flex items-center gap-1.5 text-sm text-bead-700', className)}
      title={preservation.sha256 ? `SHA-256 ${preservation.sha256}` : undefined}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
        <path d="M10 1.5 3 4.2v5.1c0 4.3 2.9 8 7 9.2 4.1-1.2 7-4.9 7-9.2V4.2L10 1.5Zm-1.2 12.2-3.3-3.3 1.4-1.4 1.9 1.9 4.5-4.5 1.4 1.4-5.9 5.9Z" />
      </svg>
      <Trans>Original kept · verified {verified}</Trans>
    </p>
  );
}

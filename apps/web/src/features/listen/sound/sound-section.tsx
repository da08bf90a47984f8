import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useVolumeLevelling, volumeLeveller } from './volume-leveller';

/** The listener's sound setting: even out loudness between songs (on unless turned off here). */
export function SoundSection({ className }: { className?: string }) {
  const on = useVolumeLevelling();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6 ${className ?? ''}`}
    >
      <h2 id={headingId} className="font-display text-xl font-bold">
        <Trans>Sound</Trans>
      </h2>
      <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-cloth-900">
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          checked={on}
          onChange={(e) => volumeLeveller.setEnabled(e.currentTarget.checked)}
          className="size-5 shrink-0 accent-cloth-700"
        />
        <Trans>Even out loudness</Trans>
      </label>
      <p className="mt-1 max-w-prose text-sm text-cloth-700">
        <Trans>
          Quiet recordings are raised and loud ones lowered, so you do not reach for the volume between songs. Albums
          played in order keep their own balance.
        </Trans>
      </p>
    </section>
  );
}

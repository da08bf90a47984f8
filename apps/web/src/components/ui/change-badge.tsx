import { useLingui } from '@lingui/react/macro';
import type { ChangeDisplay } from '@nupe/shared';
import { cn } from './cn';

const tones: Record<ChangeDisplay['tone'], string> = {
  up: 'text-bead-700',
  down: 'text-coral-700',
  flat: 'text-cloth-700',
};

/**
 * A change against the period before, as describeChange reads it: "▲ +4.2%", "▼ −3.0%", "New", "—".
 * describeChange writes English; its words are read here in the reader's language (issue 18).
 */
export function ChangeBadge({ change }: { change: ChangeDisplay }) {
  const { t } = useLingui();
  const arrow = change.tone === 'up' ? '▲ ' : change.tone === 'down' ? '▼ ' : '';
  const percent = /^(?:Up|Down) (.+)$/.exec(change.label)?.[1];
  const text = change.text === 'New' ? t`New` : change.text === 'No change' ? t`No change` : change.text;
  const label =
    change.text === '—'
      ? t`No activity in either period`
      : change.text === 'New'
        ? t`New: nothing in the previous period`
        : change.text === 'No change'
          ? t`No change`
          : percent && change.tone === 'up'
            ? t`Up ${percent}`
            : percent && change.tone === 'down'
              ? t`Down ${percent}`
              : change.label;
  return (
    <span className={cn('font-semibold', tones[change.tone])} title={label}>
      <span aria-hidden="true">{arrow}</span>
      {change.text === '—' ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}

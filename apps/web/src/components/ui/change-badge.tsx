import type { ChangeDisplay } from '@nupe/shared';
import { cn } from './cn';

const tones: Record<ChangeDisplay['tone'], string> = {
  up: 'text-bead-700',
  down: 'text-coral-700',
  flat: 'text-cloth-700',
};

/** A change against the period before, as describeChange reads it: "▲ +4.2%", "▼ −3.0%", "New", "—". */
export function ChangeBadge({ change }: { change: ChangeDisplay }) {
  const arrow = change.tone === 'up' ? '▲ ' : change.tone === 'down' ? '▼ ' : '';
  return (
    <span className={cn('font-semibold', tones[change.tone])} title={change.label}>
      <span aria-hidden="true">{arrow}</span>
      {change.text === '—' ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{change.label}</span>
        </>
      ) : (
        change.text
      )}
    </span>
  );
}

import { Trans } from '@lingui/react/macro';
import type { Section } from '@nupe/shared';
import { useId } from 'react';
import { currentSectionIndex, nextSectionStart, previousSectionStart, sectionClock } from '../../lib/sections';
import { cn } from './cn';

type Props = {
  sections: readonly Section[];
  /** The position in this recording, or null when it is not the one playing. */
  seconds: number | null;
  /** Plays the recording from this moment. */
  onJump: (seconds: number) => void;
  dark?: boolean;
  /** Only the current section and the buttons, not the whole list (a small player). */
  compact?: boolean;
  className?: string;
};

/**
 * The sections of a long recording: the one being heard, buttons to the previous and next,
 * and the list, each a button that plays from its start.
 */
export function SectionList({ sections, seconds, onJump, dark = false, compact = false, className }: Props) {
  const titleId = useId();
  if (sections.length === 0) return null;
  const at = seconds ?? 0;
  const current = seconds === null ? -1 : currentSectionIndex(sections, at);
  const next = nextSectionStart(sections, seconds === null ? -1 : at);
  const previous = seconds === null ? null : previousSectionStart(sections, at);
  const now = sections[current];
  const button = cn(
    'min-h-11 rounded-full px-4 text-sm font-semibold disabled:opacity-40',
    dark ? 'bg-white/10 text-white hover:bg-white/20' : 'bg-sand-100 text-cloth-900 hover:bg-sand-200',
  );
  return (
    <section aria-labelledby={titleId} className={cn('grid min-w-0 gap-2', className)}>
      <h2 id={titleId} className={cn('font-bold', compact ? 'sr-only' : 'text-xl')}>
        <Trans>Sections</Trans>
      </h2>
      <p aria-live="polite" className={cn('min-w-0 truncate text-sm', dark ? 'text-sand-200' : 'text-cloth-800')}>
        <span className="font-semibold">
          <Trans comment="Before the title of the section being heard">Now:</Trans>{' '}
        </span>
        <span data-testid="current-section">{now ? now.title : '—'}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={button}
          disabled={previous === null}
          onClick={() => previous !== null && onJump(previous)}
        >
          <Trans>Previous section</Trans>
        </button>
        <button type="button" className={button} disabled={next === null} onClick={() => next !== null && onJump(next)}>
          <Trans>Next section</Trans>
        </button>
      </div>
      {compact ? null : (
        <ol className={cn('grid gap-1 rounded-xl p-2', dark ? 'bg-white/5' : 'bg-sand-50')}>
          {sections.map((s, i) => (
            <li key={s.id}>
              <button
                type="button"
                aria-current={i === current ? 'true' : undefined}
                onClick={() => onJump(s.start)}
                className={cn(
                  'flex w-full min-w-0 gap-3 rounded-lg px-3 py-2 text-left',
                  i === current
                    ? 'bg-brass-300 font-semibold text-cloth-950'
                    : dark
                      ? 'text-sand-100 hover:bg-white/10'
                      : 'text-cloth-800 hover:bg-sand-100',
                )}
              >
                <span className="w-16 shrink-0 font-mono text-sm tabular-nums">{sectionClock(s.start)}</span>
                <span className="min-w-0">
                  <span className="block break-words">{s.title}</span>
                  {s.synopsis ? <span className="block text-sm font-normal opacity-80">{s.synopsis}</span> : null}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { cn } from '../../../components/ui/cn';

type Outcome = 'idle' | 'copied' | 'failed';

function CopyIcon({ copied }: { copied: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4.5" fill="none" stroke="currentColor" strokeWidth="2">
      {copied ? (
        <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <>
          <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
          <path d="M15.5 8.5V6.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" />
        </>
      )}
    </svg>
  );
}

/**
 * "Copy" beside a value to type into a music app. Its name says what it copies ("Copy server
 * address"); the result is announced, and when the browser refuses the clipboard the person
 * is told to select the value by hand (it is always shown as text beside the button).
 */
export function CopyButton({
  value,
  what,
  labelled = false,
  className,
}: {
  value: string;
  what: string;
  /** Show "Copy" on a phone too (by default a phone shows the icon alone, leaving the width to the value). */
  labelled?: boolean;
  className?: string;
}) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const { t } = useLingui();

  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = window.setTimeout(() => setOutcome('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <div className={cn('flex shrink-0 flex-col items-end', className)}>
      <button
        type="button"
        onClick={() => void copy()}
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border-2 text-sm font-semibold whitespace-nowrap transition-colors',
          labelled ? 'px-3.5' : 'sm:px-3.5',
          outcome === 'copied'
            ? 'border-bead-500 bg-bead-100 text-bead-700'
            : 'border-sand-300 bg-white text-cloth-800 hover:bg-sand-100',
        )}
      >
        <CopyIcon copied={outcome === 'copied'} />
        {/* Icon alone on a phone unless labelled: the name stays for screen readers. */}
        <span className={labelled ? undefined : 'max-sm:sr-only'}>{outcome === 'copied' ? t`Copied` : t`Copy`}</span>
        <span className="sr-only"> {what}</span>
      </button>
      <p role="status" className={cn('text-right text-xs', outcome === 'failed' ? 'mt-1 text-coral-700' : 'sr-only')}>
        {outcome === 'copied'
          ? t`Copied the ${what}`
          : outcome === 'failed'
            ? t`Could not copy: select it and copy.`
            : ''}
      </p>
    </div>
  );
}

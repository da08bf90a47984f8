import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Skeleton } from './skeleton';

/** Nothing to show yet: what is missing, and (optionally) what to do about it. */
export function EmptyState({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border-2 border-dashed border-sand-300 px-4 py-8 text-center">
      {title ? <p className="font-semibold text-cloth-900">{title}</p> : null}
      {children ? <p className={title ? 'mt-1 text-cloth-700' : 'text-cloth-700'}>{children}</p> : null}
    </div>
  );
}

/** A list or screen that could not load: the reason, and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border-l-4 border-coral-500 bg-coral-100 px-4 py-3">
      <p className="font-semibold text-cloth-950">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </div>
  );
}

/** Rows of placeholders the height of a list's rows while it loads. */
export function ListSkeleton({ rows = 4, label }: { rows?: number; label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={label ?? t`Loading`} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

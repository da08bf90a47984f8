import { useLingui } from '@lingui/react/macro';
import { TOAST_AUTO_CLOSE_MS } from '@nupe/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { CloseIcon } from './close-icon';
import { cn } from './cn';
import { createToastStore, type Toast, type ToastKind, type ToastOptions } from './toast-store';

export type { ToastKind, ToastOptions };

const store = createToastStore();
/** The server draws no toasts; the first render in the browser starts from the same. */
const noToasts = (): Toast[] => NO_TOASTS;
const NO_TOASTS: Toast[] = [];

/**
 * Shows a toast top-right; it closes by itself after 5 s. A success clears the earlier error
 * toasts of the same action (`options.key`; toasts without a key are one action).
 */
export function toast(kind: ToastKind, message: string, options?: ToastOptions): void {
  store.show(kind, message, options);
}

const styles: Record<ToastKind, string> = {
  success: 'border-bead-500 bg-bead-100 text-cloth-950',
  error: 'border-coral-500 bg-coral-100 text-cloth-950',
  info: 'border-cloth-300 bg-cloth-50 text-cloth-950',
};

const marks: Record<ToastKind, string> = {
  success: 'bg-bead-700',
  error: 'bg-coral-700',
  info: 'bg-cloth-600',
};

function ToastItem({ item }: { item: Toast }) {
  const { t } = useLingui();
  useEffect(() => {
    const timer = window.setTimeout(() => store.dismiss(item.id), TOAST_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [item.id]);
  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'pointer-events-auto flex items-start gap-3 rounded-xl border-l-4 px-4 py-3 shadow-card',
        styles[item.kind],
      )}
    >
      <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', marks[item.kind])} />
      <p className="flex-1 font-medium">{item.message}</p>
      <button
        type="button"
        onClick={() => store.dismiss(item.id)}
        className="-m-1 rounded-md p-1 text-cloth-800 hover:bg-black/5"
        aria-label={t`Dismiss notification`}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/** The toast region, top-right, announced politely to screen readers. */
export function Toaster() {
  const { t } = useLingui();
  const items = useSyncExternalStore(store.subscribe, store.get, noToasts);
  return (
    <section
      aria-label={t`Notifications`}
      aria-live="polite"
      className="pointer-events-none fixed top-3 right-3 left-3 z-50 flex flex-col items-stretch gap-2 sm:left-auto sm:w-96"
    >
      {items.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </section>
  );
}

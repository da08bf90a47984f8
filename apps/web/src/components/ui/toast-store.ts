/**
 * The toasts on screen, apart from React so the rules can be tested. At most 4 show.
 * A success clears the error toasts of the attempt it follows: those with the same `key`
 * (an action names its toasts, e.g. 'save-profile'), or, when neither names one, any error
 * without a key — the user just fixed what the red toast said.
 */
export type ToastKind = 'success' | 'error' | 'info';
export type Toast = { id: number; kind: ToastKind; message: string; key?: string };

export type ToastOptions = { key?: string };

export function createToastStore(max = 4) {
  let toasts: Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    get: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
      const { key } = options;
      const kept = kind === 'success' ? toasts.filter((t) => !(t.kind === 'error' && t.key === key)) : toasts;
      const id = nextId++;
      toasts = [...kept.slice(-(max - 1)), { id, kind, message, ...(key === undefined ? {} : { key }) }];
      emit();
      return id;
    },
    dismiss(id: number) {
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    },
  };
}

import { type ComponentType, createElement, lazy } from 'react';

/** A lazily loaded screen that can be loaded ahead of its first render. */
export type LazyRoute<P extends object> = ComponentType<P> & {
  /** Loads the screen's chunk; once it is here the screen renders at once, without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` that stops suspending once its chunk is here. `lazy` suspends on its first
 * render even when the module is already loaded (its promise settles a tick later), which
 * would swap a server-rendered page (/listen's home) for the Suspense fallback and
 * back. Preloaded before the first render (main.tsx) or on the server (server-entry.tsx),
 * the screen renders in the same pass as the frame around it.
 */
export function lazyRoute<P extends object>(load: () => Promise<ComponentType<P>>): LazyRoute<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchChunk = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // a failed download (offline) is tried again on the next visit
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => fetchChunk().then((component) => ({ default: component })));
  function Screen(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(Screen, { preload: () => fetchChunk().then(() => undefined) });
}

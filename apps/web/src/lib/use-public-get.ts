import { useEffect, useState } from 'react';
import { api } from './api-client';

type State<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

const cache = new Map<string, Promise<unknown>>();

/**
 * Reads a public, anonymous GET endpoint once per page load and shares the answer between
 * components. Public pages use this instead of TanStack Query to stay inside their
 * 100 KB JavaScript budget; a failed read is forgotten so the next visit tries again.
 * `fresh` asks the server again on every page load instead of the browser's HTTP cache.
 */
export function usePublicGet<T>(path: string, options: { fresh?: boolean } = {}): State<T> {
  const { fresh = false } = options;
  const [state, setState] = useState<State<T>>({ status: 'pending' });
  useEffect(() => {
    let alive = true;
    let promise = cache.get(path) as Promise<T> | undefined;
    if (!promise) {
      promise = api<T>(path, { auth: false, cache: fresh ? 'no-cache' : undefined });
      cache.set(path, promise);
      promise.catch(() => cache.delete(path));
    }
    promise.then(
      (data) => alive && setState({ status: 'success', data }),
      (error: Error) => alive && setState({ status: 'error', error }),
    );
    return () => {
      alive = false;
    };
  }, [path, fresh]);
  return state;
}

import { useEffect, useState } from 'react';
import { api } from './api-client';

type State<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

const cache = new Map<string, Promise<unknown>>();

/**
 * Reads a public, anonymous GET endpoint once per page load and shares the answer between
 * components. Public pages use this instead of TanStack Query to stay inside their
 * 100 KB JavaScript budget; a failed read is forgotten so the next visit tries again.
 * `fresh` asks the server again on every page load instead of the browser's HTTP cache.
 * `signed` sends the listener's token when there is one: catalogue reads, where a signed-in
 * listener also finds the community and group items open to them (#15 access protocols).
 */
export function usePublicGet<T>(path: string, options: { fresh?: boolean; signed?: boolean } = {}): State<T> {
  const { fresh = false, signed = false } = options;
  const [state, setState] = useState<State<T>>({ status: 'pending' });
  useEffect(() => {
    let alive = true;
    const key = `${signed ? 'signed' : 'anonymous'} ${path}`;
    let promise = cache.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = api<T>(path, { auth: signed, cache: fresh ? 'no-cache' : undefined });
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
    promise.then(
      (data) => alive && setState({ status: 'success', data }),
      (error: Error) => alive && setState({ status: 'error', error }),
    );
    return () => {
      alive = false;
    };
  }, [path, fresh, signed]);
  return state;
}

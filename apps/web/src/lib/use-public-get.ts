import { use, useEffect, useState } from 'react';
import { api } from './api-client';
import { pageData } from './page-data';
import { tokenStorage } from './token-storage';

type State<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: Error };
type Options = { fresh?: boolean; signed?: boolean };

const cache = new Map<string, Promise<unknown>>();

/**
 * The answer the page came with (lib/page-data.ts). The server's copy is what anyone sees, so
 * a signed read takes it only when nobody is signed in on this device.
 */
function answerInPage<T>(path: string, signed: boolean): T | undefined {
  return signed && tokenStorage.get() ? undefined : pageData<T>(path);
}

/** One request per address and page load, shared by every reader; a failure is forgotten. */
function request<T>(path: string, { fresh = false, signed = false }: Options): Promise<T> {
  const key = `${signed ? 'signed' : 'anonymous'} ${path}`;
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    const inPage = answerInPage<T>(path, signed);
    promise =
      inPage !== undefined
        ? Promise.resolve(inPage)
        : api<T>(path, { auth: signed, cache: fresh ? 'no-cache' : undefined });
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/**
 * Reads a public, anonymous GET endpoint once per page load and shares the answer between
 * components. Public pages use this instead of TanStack Query to stay inside their
 * 100 KB JavaScript budget; a failed read is forgotten so the next visit tries again.
 * `fresh` asks the server again on every page load instead of the browser's HTTP cache.
 * `signed` sends the listener's token when there is one: catalogue reads, where a signed-in
 * listener also finds the community and group items open to them (#15 access protocols).
 */
export function usePublicGet<T>(path: string, options: Options = {}): State<T> {
  const { fresh = false, signed = false } = options;
  // The page's own copy draws the first render at once, on the server and in the browser alike.
  const [state, setState] = useState<State<T>>(() => {
    const inPage = answerInPage<T>(path, signed);
    return inPage === undefined ? { status: 'pending' } : { status: 'success', data: inPage };
  });
  useEffect(() => {
    let alive = true;
    request<T>(path, { fresh, signed }).then(
      // The same answer as the first render's keeps its state: no second render of the page.
      (data) => alive && setState((s) => (s.status === 'success' && s.data === data ? s : { status: 'success', data })),
      (error: Error) => alive && setState({ status: 'error', error }),
    );
    return () => {
      alive = false;
    };
  }, [path, fresh, signed]);
  return state;
}

type Settled<T> = { status: 'success'; data: T } | { status: 'error'; error: Error };
/** A promise React's `use` reads at once when it carries its own answer (status and value). */
type Tracked<T> = Promise<Settled<T>> & { status?: 'fulfilled'; value?: Settled<T> };

const settled = new Map<string, Tracked<unknown>>();
const settledKey = (path: string, { fresh = false, signed = false }: Options) =>
  `${signed ? 'signed' : 'anonymous'}${fresh ? ' fresh' : ''} ${path}`;

/** Starts a read `usePublicRead` will wait for, so a page's reads run side by side, not in turn. */
export function startPublicRead<T>(path: string, options: Options = {}): Tracked<T> {
  const key = settledKey(path, options);
  let entry = settled.get(key) as Tracked<T> | undefined;
  if (!entry) {
    const tracked: Tracked<T> = request<T>(path, options).then(
      (data): Settled<T> => ({ status: 'success', data }),
      (error: Error): Settled<T> => ({ status: 'error', error }),
    );
    tracked.then((value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    });
    settled.set(key, tracked);
    entry = tracked;
  }
  return entry;
}

/**
 * The same read for a page that draws its first screen only once its data is here: the
 * nearest Suspense boundary shows its fallback meanwhile (React's `use`), so no skeleton of a
 * guessed height is swapped for content of another and nothing below it moves (#18 speed).
 * Never throws: a failure is the `error` state, forgotten once the page that read it goes.
 */
export function usePublicRead<T>(path: string, options: Options = {}): Settled<T> {
  const key = settledKey(path, options);
  const entry = startPublicRead<T>(path, options);
  const result = use(entry as Promise<Settled<T>>);
  useEffect(
    () => () => {
      if (result.status === 'error' && settled.get(key) === entry) settled.delete(key);
    },
    [key, entry, result],
  );
  return result;
}

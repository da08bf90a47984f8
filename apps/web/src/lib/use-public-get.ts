import { use, useEffect, useState } from 'react';
import { ApiError, api } from './api-client';
import { pageData, pageError, serverReads } from './page-data';
import { tokenStorage } from './token-storage';

type State<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: Error };
type Options = { fresh?: boolean; signed?: boolean };
type Settled<T> = { status: 'success'; data: T } | { status: 'error'; error: Error };

const cache = new Map<string, Promise<unknown>>();
/**
 * The listener's own answers to signed reads, by path, once they have come. Until a path's own
 * answer is here, a render of it takes the page's copy (what the server drew, signed out): the
 * first render of a drawn page must match the server's drawing, and a part of the page whose
 * hydration waits (a Suspense boundary) hydrates after the rest has started.
 */
const ownAnswers = new Map<string, unknown>();

const onServer = typeof document === 'undefined';

/** A signed read by someone signed in on this device: the server's copy (signed out) is not theirs. */
const ownRead = (signed: boolean) => signed && Boolean(tokenStorage.get());

/**
 * What the page came with for this path (lib/page-data.ts), as a settled read, unless the read is
 * the listener's own (`mine`). A render takes the page's copy even then until the listener's own
 * answer has come (`ownAnswers`), since it must draw what the server drew; the own answer follows.
 */
function settledInPage<T>(path: string, mine: boolean): Settled<T> | undefined {
  if (mine) return undefined;
  const data = pageData<T>(path);
  if (data !== undefined) return { status: 'success', data };
  const failure = pageError(path);
  return failure ? { status: 'error', error: new ApiError(failure) } : undefined;
}

/** A read on the server: through its fetcher, the answer (or failure) kept for the page. */
async function serverRequest<T>(path: string): Promise<T> {
  const reads = serverReads();
  if (!reads) throw new Error(`No server fetcher to read ${path}`);
  const { status, body } = await reads.fetch(path);
  if (status >= 200 && status < 300) {
    reads.keep(path, body);
    return body as T;
  }
  const sent = (body ?? {}) as { message?: string; code?: string };
  const failure = { status, code: sent.code ?? 'HTTP_ERROR', message: sent.message ?? `Request failed (${status})` };
  reads.fail(path, failure);
  throw new ApiError(failure);
}

/** One request per address and page load, shared by every reader; a failure is forgotten. */
function request<T>(path: string, { fresh = false, signed = false }: Options): Promise<T> {
  const key = `${signed ? 'signed' : 'anonymous'} ${path}`;
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    const inPage = onServer ? undefined : settledInPage<T>(path, ownRead(signed));
    promise = onServer
      ? serverRequest<T>(path)
      : inPage
        ? inPage.status === 'success'
          ? Promise.resolve(inPage.data)
          : Promise.reject(inPage.error)
        : api<T>(path, { auth: signed, cache: fresh ? 'no-cache' : undefined });
    if (!onServer && !inPage && ownRead(signed))
      promise.then(
        (data) => ownAnswers.set(path, data),
        () => {},
      );
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/**
 * Reads a public GET endpoint once per page load and shares the answer between components.
 * Public pages use this instead of TanStack Query to stay light; a failed read is forgotten so
 * the next visit tries again. `fresh` asks the server again on every page load instead of the
 * browser's HTTP cache. `signed` sends the listener's token when there is one: catalogue reads,
 * where a signed-in listener also finds the community and group items open to them.
 * On the server the read suspends until the server's fetcher has answered, so the page is drawn
 * with its content; in the browser the first render starts from the page's copy.
 */
export function usePublicGet<T>(path: string, options: Options = {}): State<T> {
  const { fresh = false, signed = false } = options;
  // The server draws the page once its data is here (its reads suspend; React waits for them).
  // `onServer` never changes in one process, so the hooks below keep their order.
  if (onServer) return use(startPublicRead<T>(path, options) as Promise<Settled<T>>);
  const [state, setState] = useState<State<T>>(() => {
    if (ownRead(signed) && ownAnswers.has(path)) return { status: 'success', data: ownAnswers.get(path) as T };
    return settledInPage<T>(path, false) ?? { status: 'pending' };
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

/** A promise React's `use` reads at once when it carries its own answer (status and value). */
type Tracked<T> = Promise<Settled<T>> & { status?: 'fulfilled'; value?: Settled<T> };

const settled = new Map<string, Tracked<unknown>>();
const settledKey = (path: string, { fresh = false, signed = false }: Options) =>
  `${signed ? 'signed' : 'anonymous'}${fresh ? ' fresh' : ''} ${path}`;

/** A read that is already settled, in the form `use` reads without suspending. */
function alreadySettled<T>(value: Settled<T>): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

const pageCopies = new Map<string, Tracked<unknown>>();

/**
 * The page's copy of a read as one promise per path: a render that waits for another read is
 * replayed by React, which expects the same promise from each `use` again.
 */
function pageCopyRead<T>(path: string): Tracked<T> | undefined {
  const copy = settledInPage<T>(path, false);
  if (!copy) return undefined;
  let entry = pageCopies.get(path) as Tracked<T> | undefined;
  if (!entry) {
    entry = alreadySettled(copy);
    pageCopies.set(path, entry);
  }
  return entry;
}

/** Starts a read `usePublicRead` will wait for, so a page's reads run side by side, not in turn. */
export function startPublicRead<T>(path: string, options: Options = {}): Tracked<T> {
  const key = settledKey(path, options);
  let entry = settled.get(key) as Tracked<T> | undefined;
  if (!entry) {
    const inPage = onServer ? undefined : settledInPage<T>(path, ownRead(Boolean(options.signed)));
    const tracked: Tracked<T> = inPage
      ? alreadySettled(inPage)
      : request<T>(path, options).then(
          (data): Settled<T> => ({ status: 'success', data }),
          (error: Error): Settled<T> => ({ status: 'error', error }),
        );
    if (!inPage) {
      tracked.then((value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      });
    }
    settled.set(key, tracked);
    entry = tracked;
  }
  return entry;
}

/**
 * The same read for a page that draws its first screen only once its data is here: the
 * nearest Suspense boundary shows its fallback meanwhile (React's `use`), so no skeleton of a
 * guessed height is swapped for content of another and nothing below it moves.
 * Never throws: a failure is the `error` state, forgotten once the page that read it goes.
 * A signed read drawn from the page's copy (the server's, signed out) is read again with the
 * listener's token once the page is theirs.
 */
export function usePublicRead<T>(path: string, options: Options = {}): Settled<T> {
  const key = settledKey(path, options);
  // A signed-in listener's render draws the server's copy until their own answer has come, then reads it.
  const [pageCopy] = useState(() =>
    !onServer && ownRead(Boolean(options.signed)) && !ownAnswers.has(path) ? pageCopyRead<T>(path) : undefined,
  );
  const entry = pageCopy ?? startPublicRead<T>(path, options);
  const result = use(entry as Promise<Settled<T>>);
  const [own, setOwn] = useState<Settled<T> | null>(null);
  useEffect(() => {
    if (!pageCopy) return;
    let alive = true;
    startPublicRead<T>(path, options).then((value) => alive && setOwn(value));
    return () => {
      alive = false;
    };
  }, [pageCopy, path, options.fresh, options.signed]);
  useEffect(
    () => () => {
      if (result.status === 'error' && settled.get(key) === entry) settled.delete(key);
    },
    [key, entry, result],
  );
  return own ?? result;
}

/** The server forgets every read between two pages it draws (server-entry.tsx). */
export function forgetPublicReads(): void {
  cache.clear();
  settled.clear();
  ownAnswers.clear();
  pageCopies.clear();
}

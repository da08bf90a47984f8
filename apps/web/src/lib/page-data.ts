import { type MobilePlatform, PAGE_DATA_ERRORS_KEY, PAGE_DATA_PLATFORM_KEY } from '@nupe/shared';

/**
 * API answers the server drew a page from, sent inside the page as
 * `<script type="application/json" id="page-data">`, keyed by API path (under /api); reads that
 * failed are under ERRORS_KEY with their status and sentence. The browser's first render
 * (React's hydration) reads them instead of asking again, so it draws exactly what the server
 * drew: nothing is swapped, nothing moves, and React finds no mismatch.
 *
 * On the server (server-entry.tsx) the same module collects those answers: each read a page
 * makes while it is drawn goes through the server's fetcher and is kept for the page.
 */
export const PAGE_DATA_ID = 'page-data';
/** Where failed reads are kept in the page's data (no API path has this form). */
export const ERRORS_KEY = PAGE_DATA_ERRORS_KEY;

export type ReadError = { status: number; code: string; message: string };
export type PageData = Record<string, unknown> & { [ERRORS_KEY]?: Record<string, ReadError> };
/** How the server reads an API path as anyone signed out would (the app's own API, in process). */
export type ServerFetch = (path: string) => Promise<{ status: number; body: unknown }>;

let answers: PageData | null = null;
let serverFetch: ServerFetch | null = null;

function read(): PageData {
  if (answers) return answers;
  answers = {};
  if (typeof document === 'undefined') return answers;
  const script = document.getElementById(PAGE_DATA_ID);
  try {
    if (script?.textContent) answers = JSON.parse(script.textContent) as PageData;
  } catch {
    // A damaged copy: the page asks the API as it would without one.
  }
  return answers;
}

/** The answer the page came with for this API path, if any. */
export function pageData<T>(path: string): T | undefined {
  return read()[path] as T | undefined;
}

/** The failure the server met reading this path for the page, if any. */
export function pageError(path: string): ReadError | undefined {
  return read()[ERRORS_KEY]?.[path];
}

/**
 * The server's render: reads go through `fetch` and their answers are collected, until
 * `endServerReads` hands them over. One page at a time (server-entry.tsx queues renders).
 */
export function beginServerReads(fetch: ServerFetch, platform: MobilePlatform | null): void {
  serverFetch = fetch;
  answers = { [PAGE_DATA_PLATFORM_KEY]: platform ?? 'desktop' };
}

export function endServerReads(): PageData {
  const collected = answers ?? {};
  serverFetch = null;
  answers = null;
  return collected;
}

/** The server's fetcher while a page is being drawn there, else null. */
export function serverReads(): {
  fetch: ServerFetch;
  keep: (path: string, body: unknown) => void;
  fail: (path: string, error: ReadError) => void;
} | null {
  if (!serverFetch) return null;
  const data = read();
  return {
    fetch: serverFetch,
    keep: (path, body) => {
      data[path] = body;
    },
    fail: (path, error) => {
      data[ERRORS_KEY] = { ...data[ERRORS_KEY], [path]: error };
    },
  };
}

/**
 * The phone platform the page was drawn for: on the server, the request's; in the browser, the
 * drawn page's (undefined when the page came undrawn, and the browser tells it itself).
 */
export function drawnPlatform(): MobilePlatform | null | undefined {
  const seen = read()[PAGE_DATA_PLATFORM_KEY];
  if (seen === 'android' || seen === 'ios') return seen;
  return seen === 'desktop' ? null : undefined;
}

/** Whether the root holds the app as the server drew it (the page came with its answers). */
export function drawnByServer(): boolean {
  return typeof document !== 'undefined' && document.getElementById(PAGE_DATA_ID) !== null;
}

import { useSyncExternalStore } from 'react';
import { DATA_USED_MESSAGE, type DataUsedMessage, streamSongId } from '../offline/offline-keys';
import {
  addUsage,
  currentMonth,
  type DataKind,
  type MonthUsage,
  parseLimit,
  parseUsage,
  type Threshold,
  thresholdToWarn,
} from './data-usage';

/**
 * The audio data this device used this month, kept in localStorage beside the listener's
 * other choices (Data Saver, the queue), with the monthly limit they set and the warning on
 * screen. The rules are in data-usage.ts; this module counts, stores and publishes.
 *
 * What is counted is what really came over the network for audio, not a song's nominal size:
 * - Downloads: offline-store.ts adds each chunk of a download as it is received, so a
 *   download that fails halfway counts the half that arrived.
 * - Streaming, on a page the service worker controls (every /listen page once it started):
 *   the worker passes each stream through and reports the bytes it passed on, Range request
 *   by Range request, a stream cut short by a skip or a seek included (countedAudio in
 *   service-worker.ts says why the page alone cannot).
 * - Streaming without the worker (the first visit before it takes over, a browser without
 *   one): the player's Resource Timing entries, whose `transferSize` is exact for a response
 *   read to its end (0 when the HTTP cache answered). A response cut short reports only its
 *   headers there, so such a stream is undercounted: the count never guesses from durations.
 * Audio played from a saved song never reaches the network and is not counted.
 */
const USAGE_KEY = 'listen.dataUsage';
const LIMIT_KEY = 'listen.dataLimit';

export type DataUsageState = {
  /** This month's usage (Lagos time). */
  usage: MonthUsage;
  /** The monthly limit in bytes, or null for none. */
  limit: number | null;
  /** The warning on screen: 80 or 100 (% of the limit), until dismissed. */
  warning: Threshold | null;
};

function read(key: string): string | null | undefined {
  try {
    return localStorage.getItem(key);
  } catch {
    return undefined; // unavailable (private mode): the count lasts for this page only
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // full or unavailable: the count lasts for this page only
  }
}

const browser = typeof window !== 'undefined';
/** What the server draws (nothing used, no limit); this device's figures follow the first render. */
const SERVER_STATE: DataUsageState = { usage: currentMonth(null, new Date()), limit: null, warning: null };

const storedUsage = browser ? (read(USAGE_KEY) ?? null) : null;
const storedLimit = browser ? (read(LIMIT_KEY) ?? null) : null;
// Nothing counted on this device yet: the server's own object, so hydration draws nothing again.
let state: DataUsageState =
  storedUsage === null && storedLimit === null
    ? SERVER_STATE
    : { usage: currentMonth(parseUsage(storedUsage), new Date()), limit: parseLimit(storedLimit), warning: null };
const listeners = new Set<() => void>();

function set(patch: Partial<DataUsageState>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

/** The month as stored now (another tab may have counted since), else this page's copy. */
function latest(): MonthUsage {
  const text = read(USAGE_KEY);
  return currentMonth(text === undefined ? state.usage : parseUsage(text), new Date());
}

/** Stores `usage` and shows the warning it has reached, if any (a higher one replaces a lower). */
function commit(usage: MonthUsage, limit: number | null) {
  const checked = thresholdToWarn(usage, limit);
  write(USAGE_KEY, JSON.stringify(checked.usage));
  set({ usage: checked.usage, limit, warning: checked.warn ?? state.warning });
}

export const dataUsage = {
  /** Adds bytes that came over the network; negative bytes take back what was counted too soon. */
  record(kind: DataKind, bytes: number) {
    if (!browser || !Number.isFinite(bytes) || bytes === 0) return;
    commit(addUsage(latest(), kind, bytes, new Date()), state.limit);
  },
  /** Sets the monthly limit (null: none). A limit already passed warns at once. */
  setLimit(limit: number | null) {
    write(LIMIT_KEY, limit === null ? null : String(limit));
    set({ warning: null });
    commit(latest(), limit);
  },
  dismissWarning() {
    set({ warning: null });
  },
  /** Reads storage again: another tab counted or changed the limit, or the month turned. */
  refresh() {
    const usage = latest();
    const limit = parseLimit(read(LIMIT_KEY) ?? null);
    if (counts(usage) !== counts(state.usage) || limit !== state.limit) {
      set({ usage, limit });
    }
  },
};

const counts = (u: MonthUsage) => `${u.month} ${u.streaming} ${u.downloads}`;

/** Streams the service worker did not see: the player's Resource Timing entries (see above). */
function observeStreams() {
  if (!('PerformanceObserver' in window) || !PerformanceObserver.supportedEntryTypes?.includes('resource')) return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      // Through the worker: it counted the bytes itself (or answered from a saved song).
      if (entry.workerStart > 0) continue;
      if (streamSongId(new URL(entry.name, location.href).pathname) === null) continue;
      dataUsage.record('streaming', entry.transferSize);
    }
  }).observe({ type: 'resource', buffered: true });
}

if (browser) {
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as Partial<DataUsedMessage> | null;
    if (data?.type === DATA_USED_MESSAGE && typeof data.bytes === 'number') dataUsage.record('streaming', data.bytes);
  });
  navigator.serviceWorker?.startMessages();
  observeStreams();
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === USAGE_KEY || event.key === LIMIT_KEY) dataUsage.refresh();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') dataUsage.refresh();
  });
}

/** This month's data used, the limit and the warning to show. */
export function useDataUsage(): DataUsageState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => SERVER_STATE,
  );
}

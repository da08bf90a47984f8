import type { MeResponse, User } from '@nupe/shared';
import { useSyncExternalStore } from 'react';
import { ApiError, api, onUnauthorized } from './api-client';
import { onTokenChange, tokenStorage } from './token-storage';

/**
 * Who is listening. The listener app reads the signed-in account straight from
 * GET /users/me rather than through the query cache, which would weigh on the first /listen
 * screen. A module store, not component state: the frame remounts on every address, the
 * session must not be fetched again each time.
 */
export type Session =
  | { status: 'checking' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: User }
  /** A token is stored but the server could not be asked (offline): nothing to show yet. */
  | { status: 'unreachable' };

// Without a stored token the answer is known before the first screen: signed out. Starting at
// 'checking' drew a placeholder in the header that vanished a moment later. The
// server (which has no storage) draws what anyone signed out sees, as the browser then does.
const SIGNED_OUT: Session = { status: 'signed-out' };
let session: Session = tokenStorage.get() ? { status: 'checking' } : SIGNED_OUT;
let started = false;
let generation = 0;
const listeners = new Set<() => void>();

function set(next: Session) {
  // The same answer again draws nothing again (signed out stays the one object the server drew).
  if (next === session) return;
  session = next;
  for (const l of listeners) l();
}

async function refresh() {
  const mine = ++generation;
  if (!tokenStorage.get()) {
    set(SIGNED_OUT);
    return;
  }
  if (session.status !== 'signed-in') set({ status: 'checking' });
  try {
    const me = await api<MeResponse>('/users/me');
    if (mine === generation) set({ status: 'signed-in', user: me.user });
  } catch (error) {
    if (mine !== generation) return;
    const gone = error instanceof ApiError && (error.status === 401 || error.status === 403);
    set(gone || !tokenStorage.get() ? SIGNED_OUT : { status: 'unreachable' });
  }
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  onTokenChange(() => void refresh());
  onUnauthorized(() => set(SIGNED_OUT));
  // Back online after starting offline: ask again.
  window.addEventListener('online', () => {
    if (session.status === 'unreachable') void refresh();
  });
  void refresh();
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(
    subscribe,
    () => session,
    () => SIGNED_OUT,
  );
}

export function onSessionChange(listener: () => void): () => void {
  return subscribe(listener);
}

export function currentSession(): Session {
  start();
  return session;
}

/** Signs out on this device: forgets the token; every listening screen updates. */
export function signOut() {
  tokenStorage.clear();
}

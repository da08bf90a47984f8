import { listenPaths } from '../paths';

/**
 * Sign in and register inside the listener app come back to the page the listener was on,
 * and only ever to a page of the app (a crafted link cannot send them elsewhere).
 */
export function safeListenReturn(value: string | null): string {
  if (!value || value.startsWith('//') || value.startsWith('/\\')) return listenPaths.home;
  if (
    value !== listenPaths.home &&
    !value.startsWith(`${listenPaths.home}/`) &&
    !value.startsWith(`${listenPaths.home}?`)
  )
    return listenPaths.home;
  if (value.startsWith(listenPaths.signIn) || value.startsWith(listenPaths.register)) return listenPaths.home;
  return value;
}

/** `/listen/sign-in?redirect=…` (or register) back to `here`. */
export function withReturn(page: 'signIn' | 'register', here: string): string {
  const back = safeListenReturn(here);
  const base = listenPaths[page];
  return back === listenPaths.home ? base : `${base}?redirect=${encodeURIComponent(back)}`;
}

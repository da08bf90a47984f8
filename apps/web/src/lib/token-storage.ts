import { TOKEN_STORAGE_KEY } from '@nupe/shared';

const listeners = new Set<() => void>();

/** Called whenever the stored token is set or cleared (the session changed). */
export function onTokenChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed() {
  for (const l of listeners) l();
}

/** The bearer token lives in localStorage under `userToken`. */
export const tokenStorage = {
  get(): string | null {
    try {
      return window.localStorage.getItem(TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
      changed();
    } catch {
      // Storage can be unavailable (private mode, full quota); the session then lasts the page.
    }
  },
  clear(): void {
    try {
      window.localStorage.removeItem(TOKEN_STORAGE_KEY);
      changed();
    } catch {
      // Nothing to clear.
    }
  },
};

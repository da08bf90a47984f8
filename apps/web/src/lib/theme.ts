import { THEME_CHOICES, THEME_COLORS, THEME_STORAGE_KEY, type ThemeChoice } from '@nupe/shared';
import { useSyncExternalStore } from 'react';

/*
 * The colour theme (issue 18). The choice lives on <html data-theme>, where index.html's
 * inline script put it from localStorage before the first paint; styles.css reads it through
 * `color-scheme`. System is the default and is not stored.
 */

const listeners = new Set<() => void>();
const darkQuery = typeof window !== 'undefined' ? window.matchMedia?.('(prefers-color-scheme: dark)') : undefined;

function isChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice);
}

function currentChoice(): ThemeChoice {
  const value = document.documentElement.dataset.theme;
  return isChoice(value) ? value : 'system';
}

/** Whether a choice draws the dark theme now (System asks the device). */
export function drawsDark(choice: ThemeChoice, systemDark = Boolean(darkQuery?.matches)): boolean {
  return choice === 'dark' || (choice === 'system' && systemDark);
}

function apply(choice: ThemeChoice) {
  document.documentElement.dataset.theme = choice;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', drawsDark(choice) ? THEME_COLORS.dark : THEME_COLORS.light);
  for (const listener of listeners) listener();
}

/** Chooses a theme for this browser: drawn at once, remembered for the next visit. */
export function setTheme(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode without storage: the theme still changes for this page.
  }
  apply(choice);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    darkQuery?.addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      darkQuery?.removeEventListener('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** The device switched between light and dark: System follows, the bar's colour too. */
function onSystemChange() {
  apply(currentChoice());
}

/** Another tab chose a theme. */
function onStorage(event: StorageEvent) {
  if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
  apply(isChoice(event.newValue) ? event.newValue : 'system');
}

const snapshot = () => `${currentChoice()}:${drawsDark(currentChoice()) ? 'dark' : 'light'}`;

/** The chosen theme and whether the page is dark now. */
export function useTheme(): { choice: ThemeChoice; dark: boolean } {
  const [choice, drawn] = useSyncExternalStore(subscribe, snapshot, () => 'system:light').split(':');
  return { choice: isChoice(choice) ? choice : 'system', dark: drawn === 'dark' };
}

import { plural, t } from '@lingui/core/macro';

/** "1 song", "12 songs", in the reader's language. */
export function songCount(n: number): string {
  return t`${plural(n, { one: '# song', other: '# songs' })}`;
}

/** A list's whole length: 45 → "1 min", 3720 → "1 h 2 min", 0 → "0 min" (in the reader's language). */
export function listLength(seconds: number): string {
  const rounded = Math.round((Number.isFinite(seconds) && seconds > 0 ? seconds : 0) / 60);
  // A list shorter than half a minute still lasts one.
  const all = seconds > 0 && rounded === 0 ? 1 : rounded;
  const minutes = all % 60;
  const hours = Math.floor(all / 60);
  if (hours === 0) return t`${minutes} min`;
  return minutes === 0 ? t`${hours} h` : t`${hours} h ${minutes} min`;
}

import type { Section } from '@nupe/shared';

/** The section being heard at `seconds`: the last that started, unless it has already ended. */
export function currentSectionIndex(sections: readonly Section[], seconds: number): number {
  let found = -1;
  for (const [i, s] of sections.entries()) {
    if (s.start <= seconds + 0.05) found = i;
    else break;
  }
  const s = sections[found];
  return s && s.end !== null && seconds >= s.end ? -1 : found;
}

/** Where "next section" leads: the first section that starts after `seconds`, or null. */
export function nextSectionStart(sections: readonly Section[], seconds: number): number | null {
  return sections.find((s) => s.start > seconds + 0.5)?.start ?? null;
}

/**
 * Where "previous section" leads: the start of the section being heard when it began more
 * than three seconds ago (as a player's previous button does), else the one before it.
 */
export function previousSectionStart(sections: readonly Section[], seconds: number): number | null {
  const started = sections.filter((s) => s.start <= seconds + 0.05);
  const here = started.at(-1);
  if (here && seconds - here.start > 3) return here.start;
  return started.at(-2)?.start ?? (here ? here.start : null);
}

/** 65 → "1:05", 3725 → "1:02:05". */
export function sectionClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

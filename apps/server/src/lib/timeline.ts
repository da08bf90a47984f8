import type { Chapter } from './ffmpeg.js';

/** A section (index segment) of a recording: seconds from its start; `end` null runs to the next section. */
export type SongSectionRef = { start: number; end: number | null; title: string };

/** A line of a transcript layer as stored (seconds; null while not timed). */
export type Cue = { start: number | null; end: number | null; text: string };
/** Part of a recording: from `start`, `duration` seconds. */
export type Range = { start: number; duration: number };

const plain = (text: string) => text.replace(/<[^>]*>/g, '').trim();

/**
 * The sections as chapters of a file: each ends where it says, else where the next begins,
 * else at the recording's end (a last section with neither is left out). For a clip, only what
 * overlaps its range, cut to it and counted from the clip's start.
 */
export function chaptersOf(sections: SongSectionRef[], durationSeconds: number | null, range?: Range): Chapter[] {
  const sorted = [...sections].sort((a, b) => a.start - b.start);
  const whole = sorted.flatMap((s, i) => {
    const end = s.end ?? sorted[i + 1]?.start ?? durationSeconds;
    return end !== null && end > s.start ? [{ start: s.start, end, title: s.title }] : [];
  });
  if (!range) return whole;
  const to = range.start + range.duration;
  return whole
    .filter((c) => c.end > range.start && c.start < to)
    .map((c) => ({
      start: Math.max(c.start, range.start) - range.start,
      end: Math.min(c.end, to) - range.start,
      title: c.title,
    }));
}

/**
 * What is said, as a file's lyrics: every line for the whole recording; for a clip, the timed
 * lines heard within it, counted from the clip's start (an untimed layer gives a clip none).
 */
export function lyricsOf(cues: Cue[], range?: Range): { start: number | null; text: string }[] {
  const lines = cues.map((c) => ({ start: c.start, end: c.end, text: plain(c.text) })).filter((c) => c.text !== '');
  if (!range) return lines.map((c) => ({ start: c.start, text: c.text }));
  const to = range.start + range.duration;
  return lines
    .filter((c) => c.start !== null && c.start < to && (c.end ?? c.start) >= range.start)
    .map((c) => ({ start: Math.max(0, (c.start as number) - range.start), text: c.text }));
}

/** The line being said at `seconds` (the timed cue it falls in), or null. */
export function lineAt(cues: Cue[], seconds: number): string | null {
  const cue = cues.find((c) => c.start !== null && c.start <= seconds && (c.end === null || seconds < c.end));
  return cue ? plain(cue.text) || null : null;
}

/** The title of the section playing at `seconds`, or null. */
export function sectionAt(sections: SongSectionRef[], durationSeconds: number | null, seconds: number): string | null {
  return chaptersOf(sections, durationSeconds).find((c) => c.start <= seconds && seconds < c.end)?.title ?? null;
}

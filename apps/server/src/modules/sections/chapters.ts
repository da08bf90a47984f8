import type { Section } from '@nupe/shared';
import { stamp } from '../../lib/webvtt.js';

/** Where each section ends: its own end, else the next one's start, else the recording's end. */
export function sectionEnds(sections: readonly Section[], durationSeconds: number | null): (number | null)[] {
  return sections.map((s, i) => s.end ?? sections[i + 1]?.start ?? durationSeconds ?? null);
}

/** A WebVTT line may not hold "-->" nor a blank line; a chapter title is one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replaceAll('-->', '→').trim();

/**
 * The sections as a WebVTT chapters track (`<track kind="chapters">`): one cue a section, its
 * title as the text. A last section of unknown end lasts one second (the length was never
 * measured), so every cue keeps an end after its start.
 */
export function toChaptersVtt(sections: readonly Section[], durationSeconds: number | null): string {
  const ends = sectionEnds(sections, durationSeconds);
  const cues = sections.map((s, i) => {
    const end = Math.max(ends[i] ?? s.start + 1, s.start + 0.001);
    return `${i + 1}\n${stamp(s.start)} --> ${stamp(end)}\n${oneLine(s.title)}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}${cues.length ? '\n' : ''}`;
}

/** Podcasting 2.0 JSON chapters (version 1.2.0): title and author of the episode, each chapter's times and title. */
export function toJsonChapters(
  song: { title: string; artist: string; durationSeconds: number | null },
  sections: readonly Section[],
  songUrl: string,
) {
  const ends = sectionEnds(sections, song.durationSeconds);
  return {
    version: '1.2.0' as const,
    title: song.title,
    author: song.artist,
    chapters: sections.map((s, i) => ({
      startTime: s.start,
      ...(ends[i] !== null ? { endTime: ends[i] } : {}),
      title: s.title,
      url: `${songUrl}?t=${Math.floor(s.start)}`,
    })),
  };
}

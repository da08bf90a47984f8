import { readVtt } from '../../../lib/webvtt';

/** A line of a transcript layer as the listener app shows it. */
export type TranscriptCue = { start: number | null; end: number | null; text: string; speaker: string | null };

/** The layer's lines for display: the voice tag names the speaker; other tags are dropped. */
export function parseCues(vtt: string): TranscriptCue[] {
  return readVtt(vtt).map((l) => ({
    start: l.start,
    end: l.end,
    text: l.text.replace(/<[^>]*>/g, '').trim(),
    speaker: /<v(?:\.[^\s>]*)?\s+([^>]+)>/.exec(l.text)?.[1]?.trim() ?? null,
  }));
}

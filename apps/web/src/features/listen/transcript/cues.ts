/** A line of a transcript layer as the listener app shows it. */
export type TranscriptCue = { start: number | null; end: number | null; text: string; speaker: string | null };

const TIMES = /^(\d{2,}):(\d{2}):(\d{2})\.(\d{3}) --> (\d{2,}):(\d{2}):(\d{2})\.(\d{3})$/;
const seconds = (h?: string, m?: string, s?: string, ms?: string) =>
  Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/**
 * Reads the server's normalised WebVTT (apps/server/src/lib/webvtt.ts writes it): timed cues,
 * and `NOTE untimed` blocks for lines not stamped yet. The voice tag names the speaker; other
 * tags are dropped from the text shown.
 */
export function parseCues(vtt: string): TranscriptCue[] {
  const cues: TranscriptCue[] = [];
  for (const block of vtt.split(/\n{2,}/).slice(1)) {
    const [first = '', ...rest] = block.trim().split('\n');
    const text = rest.join('\n');
    const speaker = /<v(?:\.[^\s>]*)?\s+([^>]+)>/.exec(text)?.[1]?.trim() ?? null;
    const plain = text.replace(/<[^>]*>/g, '').trim();
    if (first === 'NOTE untimed') cues.push({ start: null, end: null, text: plain, speaker });
    const t = TIMES.exec(first);
    if (t)
      cues.push({ start: seconds(t[1], t[2], t[3], t[4]), end: seconds(t[5], t[6], t[7], t[8]), text: plain, speaker });
  }
  return cues;
}

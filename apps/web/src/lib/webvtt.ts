import { tokenStorage } from './token-storage';

/**
 * The WebVTT of a transcript layer on the web side, in the one form the server writes it
 * (apps/server/src/lib/webvtt.ts): timed cues as `HH:MM:SS.mmm --> HH:MM:SS.mmm`, lines not
 * stamped yet as `NOTE untimed` blocks. The listener app reads it; the editor reads and writes it.
 */
export type VttLine = { start: number | null; end: number | null; text: string };

const TIMES = /^(\d{2,}):(\d{2}):(\d{2})\.(\d{3}) --> (\d{2,}):(\d{2}):(\d{2})\.(\d{3})$/;
const seconds = (h?: string, m?: string, s?: string, ms?: string) =>
  Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

export function vttTime(s: number): string {
  const ms = Math.round(s * 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor((ms % 3_600_000) / 60_000))}:${pad(Math.floor((ms % 60_000) / 1000))}.${pad(ms % 1000, 3)}`;
}

/** The lines of a layer, text as written (with any WebVTT tags). */
export function readVtt(vtt: string): VttLine[] {
  const lines: VttLine[] = [];
  for (const block of vtt.split(/\n{2,}/).slice(1)) {
    const [first = '', ...rest] = block.trim().split('\n');
    const text = rest.join('\n');
    if (first === 'NOTE untimed') lines.push({ start: null, end: null, text });
    const t = TIMES.exec(first);
    if (t) lines.push({ start: seconds(t[1], t[2], t[3], t[4]), end: seconds(t[5], t[6], t[7], t[8]), text });
  }
  return lines;
}

/** Lines as WebVTT: stamped lines as cues, the others as `NOTE untimed`; empty lines dropped. */
export function writeVtt(lines: VttLine[]): string {
  const blocks = lines
    .filter((l) => l.text.trim())
    .map((l) =>
      l.start !== null && l.end !== null
        ? `${vttTime(l.start)} --> ${vttTime(l.end)}\n${l.text.trim()}`
        : `NOTE untimed\n${l.text.trim()}`,
    );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/** A layer's WebVTT, asked with the listener's token when there is one (the item may be theirs to see). */
export async function fetchVtt(songId: string, language: string): Promise<string> {
  const token = tokenStorage.get();
  const res = await fetch(`/api/songs/${encodeURIComponent(songId)}/transcripts/${language}.vtt`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`The text could not be loaded (${res.status}).`);
  return res.text();
}

/**
 * Transcript layers in and out of WebVTT. Reading is strict about what an archive needs
 * (a WEBVTT header, well-formed times, cues in order without overlap, text without markup other
 * than WebVTT's own), and forgiving about what it does not keep (cue identifiers, settings,
 * NOTE, STYLE and REGION blocks are dropped). Plain text is one untimed cue per line.
 *
 * Writing normalises: `WEBVTT`, LF line ends, `HH:MM:SS.mmm` times, one blank line between
 * cues, text in Unicode NFC. An untimed cue is written as a `NOTE untimed` block, which players
 * ignore and this reader takes back as an untimed cue, so a round trip keeps every line.
 */
import { foldForSearch } from './search-fold.js';

export type Cue = { start: number | null; end: number | null; text: string };

export class VttError extends Error {}

const TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const UNTIMED_NOTE = 'NOTE untimed';
/** WebVTT's own cue text tags (class, italic, bold, underline, ruby, voice, language) and timestamps. */
const ALLOWED_TAG =
  /^<\/?(?:c|i|b|u|ruby|rt|v|lang)(?:[.\s][^<>]*)?>$|^<\d{2,}:\d{2}:\d{2}\.\d{3}>$|^<\d{2}:\d{2}\.\d{3}>$/;
export const TRANSCRIPT_MAX_BYTES = 1024 * 1024;
export const TRANSCRIPT_MAX_CUES = 5000;

function seconds(stamp: string, line: number): number {
  const m = TIME.exec(stamp);
  if (!m) throw new VttError(`Line ${line}: “${stamp}” is not a WebVTT time such as 00:01:02.500.`);
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

function checkText(text: string, line: number): string {
  for (const tag of text.match(/<[^>]*>?/g) ?? []) {
    if (!ALLOWED_TAG.test(tag))
      throw new VttError(`Line ${line}: the text holds markup that is not WebVTT (${tag.slice(0, 40)}).`);
  }
  return text.normalize('NFC');
}

/** Reads a WebVTT file; throws VttError naming the first problem. */
export function parseVtt(input: string): Cue[] {
  const lines = input
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) throw new VttError('A WebVTT file starts with the line WEBVTT.');
  const cues: Cue[] = [];
  let i = 1;
  while (i < lines.length) {
    while (i < lines.length && (lines[i] ?? '').trim() === '') i++;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && (lines[i] ?? '').trim() !== '') block.push(lines[i++] as string);
    const first = block[0] ?? '';
    if (first === UNTIMED_NOTE) {
      cues.push({ start: null, end: null, text: checkText(block.slice(1).join('\n'), blockStart + 2) });
      continue;
    }
    if (/^(NOTE|STYLE|REGION)(\s|$)/.test(first)) continue;
    const timingAt = first.includes('-->') ? 0 : 1;
    const timing = block[timingAt];
    if (!timing?.includes('-->'))
      throw new VttError(`Line ${blockStart + 1}: a cue needs a time line such as 00:00:01.000 --> 00:00:04.000.`);
    const [from = '', rest = ''] = timing.split('-->');
    const start = seconds(from.trim(), blockStart + timingAt + 1);
    const end = seconds(rest.trim().split(/\s+/)[0] ?? '', blockStart + timingAt + 1);
    const text = block.slice(timingAt + 1).join('\n');
    if (!text.trim()) throw new VttError(`Line ${blockStart + timingAt + 1}: a cue has no text.`);
    cues.push({ start, end, text: checkText(text, blockStart + timingAt + 2) });
  }
  return cues;
}

/** Plain text: each non-empty line an untimed cue. */
export function parsePlainText(input: string): Cue[] {
  return input
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((text, i) => ({ start: null, end: null, text: checkText(text, i + 1) }));
}

/**
 * Checks what the archive requires of timed cues: each ends after it starts, none starts before
 * the one before it ended (in order, no overlap), and none goes past the recording's end.
 */
export function checkCues(cues: Cue[], durationSeconds: number | null): void {
  if (cues.length === 0) throw new VttError('The transcript has no lines.');
  if (cues.length > TRANSCRIPT_MAX_CUES)
    throw new VttError(`A transcript may have at most ${TRANSCRIPT_MAX_CUES} lines.`);
  let previousEnd = 0;
  cues.forEach((c, n) => {
    if (c.start === null || c.end === null) return;
    const at = `Line ${n + 1} (${stamp(c.start)})`;
    if (c.end <= c.start) throw new VttError(`${at}: it ends before it starts.`);
    if (c.start < previousEnd)
      throw new VttError(`${at}: it starts before the line before it ends (out of order or overlapping).`);
    // Half a second of grace: durations are measured from the file and rounded.
    if (durationSeconds !== null && c.end > durationSeconds + 0.5) {
      throw new VttError(`${at}: it ends after the recording does (${stamp(durationSeconds)}).`);
    }
    previousEnd = c.end;
  });
}

export function stamp(s: number): string {
  const ms = Math.round(s * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const sec = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(sec)}.${pad(ms % 1000, 3)}`;
}

/** Writes the normalised WebVTT of a layer. */
export function toVtt(cues: Cue[]): string {
  const blocks = cues.map((c) =>
    c.start === null || c.end === null
      ? `${UNTIMED_NOTE}\n${c.text}`
      : `${stamp(c.start)} --> ${stamp(c.end)}\n${c.text}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/** The layer's words for search: no tone marks or other combining marks, lower case ("ẹ̀yàgí" → "eyagi"). */
export function searchText(cues: Cue[]): string {
  return foldForSearch(cues.map((c) => c.text.replace(/<[^>]*>/g, '')).join(' '));
}

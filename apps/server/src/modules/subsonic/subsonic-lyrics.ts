import type { SubNode } from './subsonic-response.js';

/**
 * OpenSubsonic `songLyrics` from an item's transcript layers. Version 1: one structuredLyrics
 * per layer, lines of plain text (WebVTT tags removed), synced when every cue has a time.
 * Version 2 (`enhanced=true`): each layer says its `kind` (the transcript `main`, each
 * translation `translation`), and a synced layer adds `cueLine`s: a cue per word or syllable
 * where the WebVTT cue carries inline timestamps (`<00:00:01.500>`), else the line as one cue,
 * with byte offsets on the NFC text; a layer whose cues name speakers (`<v Leader>`) lists them
 * as `agents` and splits a call-and-response line into one cueLine per voice.
 */
export type LyricsLayer = {
  language: string;
  kind: 'transcript' | 'translation';
  cues: { start: number | null; end: number | null; text: string }[];
};

/** A run of a cue's text: its speaker (null: none named) and its timed pieces. */
type Run = { voice: string | null; pieces: { at: number | null; text: string }[] };

const TIMESTAMP = /^<(?:(\d{2,}):)?(\d{2}):(\d{2})\.(\d{3})>$/;
const ms = (s: number) => Math.round(s * 1000);

/** Splits a WebVTT cue's text into speaker runs, each into pieces between inline timestamps. */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let run: Run = { voice: null, pieces: [{ at: null, text: '' }] };
  const push = () => {
    if (run.pieces.some((p) => p.text.trim())) runs.push(run);
  };
  for (const token of text.normalize('NFC').split(/(<[^>]*>)/)) {
    if (!token) continue;
    if (!token.startsWith('<')) {
      (run.pieces.at(-1) as { text: string }).text += token
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
      continue;
    }
    const voice = /^<v(?:\.[^\s>]*)?\s+([^>]+)>$/.exec(token);
    if (voice) {
      push();
      run = { voice: (voice[1] as string).trim(), pieces: [{ at: null, text: '' }] };
      continue;
    }
    if (token === '</v>') {
      push();
      run = { voice: null, pieces: [{ at: null, text: '' }] };
      continue;
    }
    const stamp = TIMESTAMP.exec(token);
    if (stamp) {
      const at = Number(stamp[1] ?? 0) * 3600 + Number(stamp[2]) * 60 + Number(stamp[3]) + Number(stamp[4]) / 1000;
      run.pieces.push({ at, text: '' });
    }
    // any other tag (class, italic, bold, ruby, lang) only styles the text: dropped
  }
  push();
  return runs;
}

/** The cue's text as shown: tags removed, lines joined, spaces tidied, NFC. */
export const plainText = (text: string) =>
  runsOf(text)
    .map((r) => r.pieces.map((p) => p.text).join(''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

/**
 * One speaker run as a cueLine: its value (the run's text) and a cue per timed piece, each
 * with its inclusive UTF-8 byte range in that value.
 */
function cueLineOf(index: number, run: Run, start: number, end: number, agentId?: string): SubNode | null {
  let value = '';
  const cues: SubNode[] = [];
  const pieces = run.pieces.filter((p) => p.text.trim());
  for (const [i, piece] of pieces.entries()) {
    const word = piece.text.replace(/\s+/g, ' ').trim();
    if (value) value += ' ';
    const byteStart = utf8(value);
    value += word;
    const next = pieces[i + 1];
    cues.push({
      start: ms(piece.at ?? start),
      end: ms(next?.at ?? end),
      byteStart,
      byteEnd: utf8(value) - 1,
      value: word,
    });
  }
  if (!value) return null;
  return { index, start: ms(start), end: ms(end), value, agentId, cue: cues };
}

/** The speakers a layer names, as agents: exactly one `main` (the unnamed voice when some cues name nobody). */
function agentsOf(runs: Run[][]): { agents: SubNode[]; idOf: (voice: string | null) => string } | null {
  const names = [...new Set(runs.flat().flatMap((r) => (r.voice ? [r.voice] : [])))];
  if (names.length === 0) return null;
  const unnamed = runs.flat().some((r) => r.voice === null);
  const agents: SubNode[] = [];
  if (unnamed) agents.push({ id: 'main', role: 'main' });
  for (const [i, name] of names.entries()) {
    agents.push({ id: `v${i + 1}`, role: !unnamed && i === 0 ? 'main' : 'voice', name });
  }
  return { agents, idOf: (voice) => (voice === null ? 'main' : `v${names.indexOf(voice) + 1}`) };
}

export function structuredLyrics(layer: LyricsLayer, enhanced: boolean): SubNode {
  const synced = layer.cues.length > 0 && layer.cues.every((c) => c.start !== null);
  const lines = layer.cues.map((c) => ({
    start: synced && c.start !== null ? ms(c.start) : undefined,
    value: plainText(c.text),
  }));
  const node: SubNode = {
    displayTitle: layer.kind === 'translation' ? `Translation (${layer.language})` : undefined,
    lang: layer.language,
    synced,
    line: lines,
  };
  if (!enhanced) return node;
  node.kind = layer.kind === 'transcript' ? 'main' : 'translation';
  if (!synced) return node;
  const runs = layer.cues.map((c) => runsOf(c.text));
  const voices = agentsOf(runs);
  const cueLines = layer.cues.flatMap(
    (c, index) =>
      runs[index]?.flatMap((run) => {
        const line = cueLineOf(index, run, c.start ?? 0, c.end ?? c.start ?? 0, voices?.idOf(run.voice));
        return line ? [line] : [];
      }) ?? [],
  );
  if (voices) node.agents = voices.agents;
  node.cueLine = cueLines;
  return node;
}

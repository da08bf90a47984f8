import { describe, expect, it } from 'vitest';
import { plainText, structuredLyrics } from './subsonic-lyrics.js';

describe('songLyrics', () => {
  it('shows plain text: WebVTT tags removed, NFC', () => {
    expect(plainText('<v Leader>E<00:00:01.000> yà<i>gí</i>')).toBe('E yàgí');
    expect(plainText('e\u0300')).toBe('è');
  });

  it('v1 answers lines only; v2 says the kind and adds cue lines for a synced layer', () => {
    const layer = {
      language: 'nup',
      kind: 'transcript' as const,
      cues: [{ start: 1, end: 3, text: 'Ẹ̀yàgí bẹ' }],
    };
    expect(structuredLyrics(layer, false)).toEqual({
      displayTitle: undefined,
      lang: 'nup',
      synced: true,
      line: [{ start: 1000, value: 'Ẹ̀yàgí bẹ' }],
    });
    const v2 = structuredLyrics(layer, true);
    expect(v2.kind).toBe('main');
    const [line] = v2.cueLine as { value: string; cue: { byteStart: number; byteEnd: number; value: string }[] }[];
    // One cue over the whole line (no inline times): its bytes end at the value's last byte.
    expect(line?.cue).toEqual([
      { start: 1000, end: 3000, byteStart: 0, byteEnd: Buffer.byteLength(line?.value ?? '') - 1, value: 'Ẹ̀yàgí bẹ' },
    ]);
  });

  it('splits words at inline timestamps with byte offsets on the NFC text', () => {
    const v2 = structuredLyrics(
      {
        language: 'nup',
        kind: 'transcript',
        cues: [{ start: 1, end: 4, text: 'Ẹ̀yàgí <00:00:02.500>bẹ <00:00:03.000>lo' }],
      },
      true,
    );
    const [line] = v2.cueLine as {
      value: string;
      cue: { start: number; end: number; byteStart: number; byteEnd: number; value: string }[];
    }[];
    const bytes = Buffer.from(line?.value ?? '', 'utf8');
    for (const cue of line?.cue ?? []) {
      expect(bytes.subarray(cue.byteStart, cue.byteEnd + 1).toString('utf8')).toBe(cue.value);
    }
    expect(line?.cue.map((c) => [c.value, c.start, c.end])).toEqual([
      ['Ẹ̀yàgí', 1000, 2500],
      ['bẹ', 2500, 3000],
      ['lo', 3000, 4000],
    ]);
  });

  it('names call-and-response voices as agents, one cue line per voice, exactly one main', () => {
    const v2 = structuredLyrics(
      {
        language: 'nup',
        kind: 'transcript',
        cues: [
          { start: 0, end: 2, text: '<v Leader>Call</v> <v Chorus>Response</v>' },
          { start: 2, end: 4, text: '<v Leader>Again' },
        ],
      },
      true,
    );
    expect(v2.agents).toEqual([
      { id: 'v1', role: 'main', name: 'Leader' },
      { id: 'v2', role: 'voice', name: 'Chorus' },
    ]);
    expect(
      (v2.cueLine as { index: number; agentId: string; value: string }[]).map((c) => [c.index, c.agentId, c.value]),
    ).toEqual([
      [0, 'v1', 'Call'],
      [0, 'v2', 'Response'],
      [1, 'v1', 'Again'],
    ]);
  });

  it('a translation is kind translation; an untimed layer has no cue lines', () => {
    const v2 = structuredLyrics(
      { language: 'eng', kind: 'translation', cues: [{ start: null, end: null, text: 'Hello' }] },
      true,
    );
    expect(v2).toMatchObject({ kind: 'translation', lang: 'eng', synced: false });
    expect(v2.cueLine).toBeUndefined();
  });
});

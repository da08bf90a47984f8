import { describe, expect, it } from 'vitest';
import { parseVtt, searchText, stamp, toVtt } from './webvtt.js';

describe('webvtt', () => {
  it('finds words without their tone marks, however they were typed', () => {
    const composed = 'Ẹ̀yàgí'.normalize('NFC');
    const decomposed = 'Ẹ̀yàgí'.normalize('NFD');
    expect(searchText([{ start: null, end: null, text: `<v Isa>${composed}</v>` }])).toBe('eyagi');
    expect(searchText([{ start: null, end: null, text: decomposed }])).toBe('eyagi');
  });

  it('writes times as HH:MM:SS.mmm, past an hour too', () => {
    expect(stamp(0)).toBe('00:00:00.000');
    expect(stamp(61.5)).toBe('00:01:01.500');
    expect(stamp(3723.004)).toBe('01:02:03.004');
  });

  it('reads short MM:SS.mmm times, skips ids, settings and NOTE blocks, and writes them back normalised', () => {
    const cues = parseVtt('WEBVTT\n\nNOTE a comment\n\nid-1\n01:02.500 --> 01:03.000 line:0\nA line\n');
    expect(cues).toEqual([{ start: 62.5, end: 63, text: 'A line' }]);
    expect(toVtt(cues)).toBe('WEBVTT\n\n00:01:02.500 --> 00:01:03.000\nA line\n');
  });
});

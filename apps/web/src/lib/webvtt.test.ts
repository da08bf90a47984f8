import { describe, expect, it } from 'vitest';
import { readVtt, writeVtt } from './webvtt';

describe('web WebVTT', () => {
  it('reads what it writes: timed cues, untimed lines, times past an hour', () => {
    const lines = [
      { start: 0.1, end: 0.9, text: '<v Isa>Ẹ̀yàgí lo' },
      { start: 3601, end: 3601.9, text: 'Second' },
      { start: null, end: null, text: 'Not stamped yet' },
    ];
    const vtt = writeVtt(lines);
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:00.100 --> 00:00:00.900\n<v Isa>Ẹ̀yàgí lo\n\n01:00:01.000 --> 01:00:01.900\nSecond\n\nNOTE untimed\nNot stamped yet\n',
    );
    expect(readVtt(vtt)).toEqual(lines);
  });
});

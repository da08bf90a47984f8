import { describe, expect, it } from 'vitest';
import { parseCues } from './cues';

describe('parseCues', () => {
  it('reads timed cues with their speaker, and untimed lines, from the server’s WebVTT', () => {
    const vtt =
      'WEBVTT\n\n00:00:00.100 --> 00:00:00.900\n<v Mallam Isa>Ẹ̀yàgí</v>\n\n01:00:01.000 --> 01:00:01.900\nSecond\n\nNOTE untimed\nNot stamped yet\n';
    expect(parseCues(vtt)).toEqual([
      { start: 0.1, end: 0.9, text: 'Ẹ̀yàgí', speaker: 'Mallam Isa' },
      { start: 3601, end: 3601.9, text: 'Second', speaker: null },
      { start: null, end: null, text: 'Not stamped yet', speaker: null },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { chaptersOf, lineAt, lyricsOf, sectionAt } from './timeline.js';

const sections = [
  { start: 60, end: null, title: 'Chorus' },
  { start: 0, end: 30, title: 'Opening call' },
  { start: 120, end: null, title: 'Closing prayer' },
];
const cues = [
  { start: 0, end: 5, text: '<v Aisha>Bismillah</v>' },
  { start: 80, end: 88, text: 'Ẹ̀ ní lò' },
  { start: 100, end: 110, text: 'Second line' },
];

describe('chapters from sections', () => {
  it('ends each where it says, else at the next, else at the end of the recording', () => {
    expect(chaptersOf(sections, 150)).toEqual([
      { start: 0, end: 30, title: 'Opening call' },
      { start: 60, end: 120, title: 'Chorus' },
      { start: 120, end: 150, title: 'Closing prayer' },
    ]);
    expect(chaptersOf(sections, null).map((c) => c.title)).toEqual(['Opening call', 'Chorus']);
    expect(chaptersOf([], 150)).toEqual([]);
  });

  it('cuts them to a clip and counts from its start', () => {
    expect(chaptersOf(sections, 150, { start: 100, duration: 60 })).toEqual([
      { start: 0, end: 20, title: 'Chorus' },
      { start: 20, end: 50, title: 'Closing prayer' },
    ]);
  });
});

describe('lyrics and moments', () => {
  it('gives a clip the timed lines heard within it', () => {
    expect(lyricsOf(cues)).toEqual([
      { start: 0, text: 'Bismillah' },
      { start: 80, text: 'Ẹ̀ ní lò' },
      { start: 100, text: 'Second line' },
    ]);
    expect(lyricsOf(cues, { start: 83, duration: 20 })).toEqual([
      { start: 0, text: 'Ẹ̀ ní lò' },
      { start: 17, text: 'Second line' },
    ]);
    expect(lyricsOf([{ start: null, end: null, text: 'untimed' }], { start: 0, duration: 30 })).toEqual([]);
  });

  it('finds the line and the section at a moment', () => {
    expect(lineAt(cues, 83)).toBe('Ẹ̀ ní lò');
    expect(lineAt(cues, 90)).toBeNull();
    expect(sectionAt(sections, 150, 83)).toBe('Chorus');
    expect(sectionAt(sections, 150, 45)).toBeNull();
  });
});

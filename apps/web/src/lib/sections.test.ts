import type { Section } from '@nupe/shared';
import { describe, expect, it } from 'vitest';
import { currentSectionIndex, nextSectionStart, previousSectionStart, sectionClock } from './sections';

const s = (start: number, end: number | null = null): Section => ({
  id: String(start),
  start,
  end,
  title: `At ${start}`,
  synopsis: null,
  keywords: [],
  language: null,
});
const list = [s(0), s(60, 90), s(120)];

describe('sections while playing', () => {
  it('the current section is the last that started, unless it has ended', () => {
    expect(currentSectionIndex(list, 0)).toBe(0);
    expect(currentSectionIndex(list, 59.9)).toBe(0);
    expect(currentSectionIndex(list, 60)).toBe(1);
    expect(currentSectionIndex(list, 95)).toBe(-1); // between an ended section and the next
    expect(currentSectionIndex(list, 500)).toBe(2);
    expect(currentSectionIndex([s(10)], 5)).toBe(-1);
  });

  it('next goes to the next start; previous to this start after 3 s, else the one before', () => {
    expect(nextSectionStart(list, 10)).toBe(60);
    expect(nextSectionStart(list, 130)).toBeNull();
    expect(previousSectionStart(list, 70)).toBe(60);
    expect(previousSectionStart(list, 61)).toBe(0);
    expect(previousSectionStart(list, 1)).toBe(0);
  });

  it('clock', () => {
    expect(sectionClock(65)).toBe('1:05');
    expect(sectionClock(3725)).toBe('1:02:05');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, weekdayName } from './date.js';

describe('formatDate', () => {
  it('writes a calendar day as "25 Nov 2026", the same in every time zone', () => {
    expect(formatDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
  });

  it('tells a moment in Lagos time (UTC+1)', () => {
    expect(formatDate('2026-11-25T10:00:00.000Z')).toBe('25 Nov 2026');
    expect(formatDate('2026-11-25T23:30:00.000Z')).toBe('26 Nov 2026');
    expect(formatDate(new Date('2026-03-14T12:00:00Z'))).toBe('14 Mar 2026');
  });
});

describe('formatDateTime', () => {
  it('adds the 24-hour time in Lagos', () => {
    expect(formatDateTime('2026-11-25T13:05:00.000Z')).toBe('25 Nov 2026, 14:05');
    expect(formatDateTime('2026-11-25T23:30:00.000Z')).toBe('26 Nov 2026, 00:30');
  });
});

describe('in the interface languages', () => {
  it('writes Hausa and Yoruba with their own month names, and Nupe as Hausa', () => {
    expect(formatDate('2026-11-25', 'ha')).toBe('25 Nuw, 2026');
    expect(formatDate('2026-11-25', 'yo')).toBe('25 Oṣù Bélú 2026');
    expect(formatDate('2026-11-25', 'nup')).toBe('25 Nuw, 2026');
    expect(formatDateTime('2026-03-14T13:05:00.000Z', 'yo')).toBe('14 Oṣù Ẹrẹ̀nà 2026, 14:05');
  });

  it('names the weekday in Lagos time', () => {
    expect(weekdayName('2026-11-26T12:00:00Z')).toBe('Thursday');
    expect(weekdayName('2026-11-26T23:30:00Z', 'ha')).toBe('Jumma\u02bca');
    expect(weekdayName('2026-11-26', 'yo')).toBe('Ọjọ́bọ');
  });
});

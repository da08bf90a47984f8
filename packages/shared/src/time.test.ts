import { describe, expect, it } from 'vitest';
import { comparePeriods, daysBefore, lagosDate, lagosDayStart, lagosStamp, utcDay } from './time.js';

describe('comparePeriods', () => {
  it('answers 0 and up when both periods are empty', () => {
    expect(comparePeriods(0, 0)).toEqual({ last7Days: 0, prev7Days: 0, changePercent: 0, trend: 'up' });
  });
  it('answers 100 and up when the previous period was empty', () => {
    expect(comparePeriods(5, 0)).toEqual({ last7Days: 5, prev7Days: 0, changePercent: 100, trend: 'up' });
  });
  it('answers -100 and down when this period is empty', () => {
    expect(comparePeriods(0, 4)).toMatchObject({ changePercent: -100, trend: 'down' });
  });
  it('is up with 0 % when the periods are equal', () => {
    expect(comparePeriods(7, 7)).toMatchObject({ changePercent: 0, trend: 'up' });
  });
  it('rounds to one decimal, half away from zero, both ways', () => {
    expect(comparePeriods(4, 3).changePercent).toBe(33.3);
    expect(comparePeriods(2, 3).changePercent).toBe(-33.3);
    expect(comparePeriods(1001, 800).changePercent).toBe(25.1); // 25.125
    expect(comparePeriods(599, 800).changePercent).toBe(-25.1); // -25.125
    expect(comparePeriods(3, 1).changePercent).toBe(200);
  });
  it('never answers NaN, Infinity or -0', () => {
    for (const [a, b] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      const { changePercent } = comparePeriods(a, b);
      expect(Number.isFinite(changePercent)).toBe(true);
      expect(Object.is(changePercent, -0)).toBe(false);
    }
  });
});

describe('utc days', () => {
  it('counts days in UTC', () => {
    const at = new Date('2026-03-01T00:30:00Z');
    expect(utcDay(at)).toBe('2026-03-01');
    expect(daysBefore(at, 1)).toBe('2026-02-28');
    expect(daysBefore(at, 7)).toBe('2026-02-22');
  });
});

describe('Lagos days', () => {
  it('is UTC+1 all year: 23:30 UTC is already the next day in Lagos', () => {
    expect(lagosDate(0, new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(lagosDate(0, new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15');
    expect(lagosDate(-29, new Date('2026-03-01T12:00:00Z'))).toBe('2026-01-31');
  });
  it('a Lagos day starts at 23:00 UTC the evening before', () => {
    expect(lagosDayStart('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(lagosStamp(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01 00:30');
  });
});

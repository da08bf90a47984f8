import { describe, expect, it } from 'vitest';
import {
  addUsage,
  currentMonth,
  emptyMonth,
  lagosMonth,
  limitFromMegabytes,
  type MonthUsage,
  parseLimit,
  parseUsage,
  thresholdToWarn,
  totalBytes,
} from './data-usage';

const MB = 1_000_000;

describe('lagosMonth', () => {
  it("counts months in Lagos time: 23:30 UTC on the last day is already the next month's", () => {
    expect(lagosMonth(new Date('2026-11-30T22:59:59Z'))).toBe('2026-11');
    expect(lagosMonth(new Date('2026-11-30T23:00:00Z'))).toBe('2026-12');
    expect(lagosMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01');
    expect(lagosMonth(new Date('2026-03-01T00:30:00+01:00'))).toBe('2026-03');
  });
});

describe('addUsage', () => {
  it('adds streaming and downloads apart', () => {
    const now = new Date('2026-11-10T12:00:00Z');
    let u = addUsage(null, 'streaming', 3.8 * MB, now);
    u = addUsage(u, 'downloads', 1.4 * MB, now);
    u = addUsage(u, 'streaming', 200_000, now);
    expect(u).toMatchObject({ month: '2026-11', streaming: 4 * MB, downloads: 1.4 * MB });
    expect(totalBytes(u)).toBe(5.4 * MB);
  });

  it('starts again at the start of the month (Lagos), forgetting the warnings given', () => {
    const november: MonthUsage = {
      month: '2026-11',
      streaming: 9 * MB,
      downloads: 1,
      warned: { limit: MB, levels: [80] },
    };
    const u = addUsage(november, 'streaming', 500, new Date('2026-11-30T23:10:00Z'));
    expect(u).toEqual({ month: '2026-12', streaming: 500, downloads: 0, warned: null });
    expect(currentMonth(november, new Date('2026-12-02T10:00:00Z'))).toEqual(emptyMonth('2026-12'));
    expect(currentMonth(november, new Date('2026-11-02T10:00:00Z'))).toBe(november);
  });

  it('takes back a negative count, never below nothing, and ignores what is not a number', () => {
    const now = new Date('2026-11-10T12:00:00Z');
    const u = addUsage(null, 'streaming', 100, now);
    expect(addUsage(u, 'streaming', -40, now).streaming).toBe(60);
    expect(addUsage(u, 'streaming', -400, now).streaming).toBe(0);
    for (const bad of [0, 0.2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(addUsage(u, 'streaming', bad, now)).toEqual(u);
    }
  });
});

describe('thresholdToWarn', () => {
  const at = (bytes: number, warned: MonthUsage['warned'] = null): MonthUsage => ({
    month: '2026-11',
    streaming: bytes,
    downloads: 0,
    warned,
  });

  it('warns nothing without a limit or below 80 %', () => {
    expect(thresholdToWarn(at(900 * MB), null).warn).toBeNull();
    expect(thresholdToWarn(at(399 * MB), 500 * MB).warn).toBeNull();
  });

  it('warns at 80 % and at 100 %, each once a month', () => {
    const first = thresholdToWarn(at(400 * MB), 500 * MB);
    expect(first.warn).toBe(80);
    expect(first.usage.warned).toEqual({ limit: 500 * MB, levels: [80] });
    const again = thresholdToWarn({ ...first.usage, streaming: 450 * MB }, 500 * MB);
    expect(again.warn).toBeNull();
    const full = thresholdToWarn({ ...again.usage, streaming: 500 * MB }, 500 * MB);
    expect(full.warn).toBe(100);
    expect(full.usage.warned).toEqual({ limit: 500 * MB, levels: [80, 100] });
    expect(thresholdToWarn({ ...full.usage, streaming: 700 * MB }, 500 * MB).warn).toBeNull();
  });

  it('warns once, of 100 %, when one transfer passes both', () => {
    const r = thresholdToWarn(at(1.2 * MB), MB);
    expect(r.warn).toBe(100);
    expect(r.usage.warned?.levels).toEqual([80, 100]);
  });

  it('starts afresh when the listener sets another limit', () => {
    const warned = at(850 * MB, { limit: 1000 * MB, levels: [80] });
    expect(thresholdToWarn(warned, 1000 * MB).warn).toBeNull();
    expect(thresholdToWarn(warned, 2000 * MB).warn).toBeNull();
    const lower = thresholdToWarn(warned, 500 * MB);
    expect(lower.warn).toBe(100);
    expect(lower.usage.warned).toEqual({ limit: 500 * MB, levels: [80, 100] });
  });
});

describe('storage', () => {
  it('reads back what it wrote and refuses the rest', () => {
    const u: MonthUsage = { month: '2026-11', streaming: 12, downloads: 34, warned: { limit: 1000, levels: [80] } };
    expect(parseUsage(JSON.stringify(u))).toEqual(u);
    expect(parseUsage(null)).toBeNull();
    expect(parseUsage('not json')).toBeNull();
    expect(parseUsage('{"month":"November"}')).toBeNull();
    expect(parseUsage('{"month":"2026-11","streaming":-4,"downloads":"x","warned":{"levels":[50]}}')).toEqual(
      emptyMonth('2026-11'),
    );
  });

  it('reads a limit in bytes and a custom limit in megabytes', () => {
    expect(parseLimit('500000000')).toBe(500 * MB);
    expect(parseLimit(null)).toBeNull();
    expect(parseLimit('0')).toBeNull();
    expect(parseLimit('lots')).toBeNull();
    expect(limitFromMegabytes('750')).toBe(750 * MB);
    expect(limitFromMegabytes(' 0,5 ')).toBe(500_000);
    expect(limitFromMegabytes('0.01')).toBe(10_000);
    expect(limitFromMegabytes('0')).toBeNull();
    expect(limitFromMegabytes('')).toBeNull();
    expect(limitFromMegabytes('-3')).toBeNull();
  });
});

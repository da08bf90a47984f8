import type { PeriodComparison } from '@nupe/shared';

/**
 * Compares the last 7 days with the 7 before (SPEC.md section 9, PRODUCT.md section 6).
 * - changePercent is (last - prev) / prev × 100, rounded half away from zero to one decimal;
 * - with prev = 0 it is 100 when last > 0 (growth from nothing counts as +100 %) and 0
 *   when both are 0, never NaN or Infinity;
 * - trend is 'up' when last ≥ prev (so also when both are 0), else 'down'.
 */
export function comparePeriods(last7Days: number, prev7Days: number): PeriodComparison {
  let change: number;
  if (prev7Days === 0) change = last7Days > 0 ? 100 : 0;
  else change = ((last7Days - prev7Days) / prev7Days) * 100;
  const rounded = (Math.sign(change) * Math.round(Math.abs(change) * 10)) / 10;
  return {
    last7Days,
    prev7Days,
    changePercent: rounded === 0 ? 0 : rounded, // never -0
    trend: last7Days >= prev7Days ? 'up' : 'down',
  };
}

/** YYYY-MM-DD of a moment, in UTC: the day a roll-up row belongs to. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The UTC day `n` days before `at`. */
export const daysBefore = (at: Date, n: number) => utcDay(new Date(at.getTime() - n * 86_400_000));

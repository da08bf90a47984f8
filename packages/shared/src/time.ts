import { percentChange } from './display/change.js';
import type { PeriodComparison } from './schemas/stats.js';

/**
 * Days and periods as the platform counts them. Nigeria keeps West Africa Time (UTC+1) all
 * year, with no daylight saving, so a "Lagos day" is a fixed offset from UTC; roll-ups of
 * events are kept per UTC day.
 */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
const LAGOS_OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of the day in Lagos `offsetDays` from the day of `now` (e.g. -29 for a 30-day range). */
export const lagosDate = (offsetDays = 0, now = new Date()) =>
  new Date(now.getTime() + LAGOS_OFFSET_MS + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** The instant a Lagos day (YYYY-MM-DD) begins. */
export const lagosDayStart = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) - LAGOS_OFFSET_MS);

/** "YYYY-MM-DD HH:mm" of a moment in Lagos. */
export const lagosStamp = (at: Date) =>
  new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** YYYY-MM-DD of a moment, in UTC: the day a roll-up row belongs to. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The UTC day `n` days before `at`. */
export const daysBefore = (at: Date, n: number) => utcDay(new Date(at.getTime() - n * DAY_MS));

/**
 * Compares the last 7 days with the 7 before:
 * - changePercent is (last - prev) / prev × 100, rounded half away from zero to one decimal;
 * - with prev = 0 it is 100 when last > 0 (growth from nothing counts as +100 %) and 0
 *   when both are 0, never NaN or Infinity (the API's number; screens read describeChange,
 *   which says "New" or "—" instead);
 * - trend is 'up' when last ≥ prev (so also when both are 0), else 'down'.
 */
export function comparePeriods(last7Days: number, prev7Days: number): PeriodComparison {
  return {
    last7Days,
    prev7Days,
    changePercent: percentChange(last7Days, prev7Days) ?? (last7Days > 0 ? 100 : 0),
    trend: last7Days >= prev7Days ? 'up' : 'down',
  };
}

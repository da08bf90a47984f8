import { lagosDate } from '@nupe/shared';

/**
 * The listener app's data counter, as rules without storage or React (data-usage-store.ts
 * keeps it in localStorage). A month is a calendar month in Lagos time, as the platform counts
 * its days: the count starts again at 00:00 WAT on the 1st. What is kept of a month:
 * the bytes streamed and downloaded, and which warnings were already given at which limit.
 */
export type DataKind = 'streaming' | 'downloads';

/** Shares of the monthly limit that warn: 80 % (getting close) and 100 % (reached). */
export const THRESHOLDS = [80, 100] as const;
export type Threshold = (typeof THRESHOLDS)[number];

export type MonthUsage = {
  /** "2026-11", the month in Lagos. */
  month: string;
  streaming: number;
  downloads: number;
  /** The thresholds already warned of this month, and the limit they were of (a new limit warns afresh). */
  warned: { limit: number; levels: Threshold[] } | null;
};

/** The limits offered in one tap; any other is a custom one. */
export const LIMIT_CHOICES = [500_000_000, 1_000_000_000, 2_000_000_000] as const;

/** "2026-11": the month of `now` in Lagos (UTC+1 all year). */
export function lagosMonth(now: Date): string {
  return lagosDate(0, now).slice(0, 7);
}

export function emptyMonth(month: string): MonthUsage {
  return { month, streaming: 0, downloads: 0, warned: null };
}

/** The usage of the month of `now`: the stored one, or a fresh one once the month has turned. */
export function currentMonth(usage: MonthUsage | null, now: Date): MonthUsage {
  const month = lagosMonth(now);
  return usage?.month === month ? usage : emptyMonth(month);
}

export function totalBytes(usage: MonthUsage): number {
  return usage.streaming + usage.downloads;
}

/**
 * Adds what was transferred. A negative count takes back what was counted too soon (the
 * browser answered from its cache after all), never below nothing; a count that is not a
 * number adds nothing.
 */
export function addUsage(usage: MonthUsage | null, kind: DataKind, bytes: number, now: Date): MonthUsage {
  const month = currentMonth(usage, now);
  if (!Number.isFinite(bytes) || Math.round(bytes) === 0) return month;
  return { ...month, [kind]: Math.max(0, month[kind] + Math.round(bytes)) };
}

/** The share of the limit used, in percent (unrounded); null without a limit. */
export function percentOfLimit(usage: MonthUsage, limit: number | null): number | null {
  if (limit === null || limit <= 0) return null;
  return (totalBytes(usage) / limit) * 100;
}

/**
 * The warning to give now: the highest threshold the month's use has reached at this limit
 * that was not warned of yet this month, or null. Every threshold reached is marked as warned
 * in the returned usage, so a jump from 70 % to 120 % warns once, of 100 %; a new limit
 * starts the warnings afresh.
 */
export function thresholdToWarn(
  usage: MonthUsage,
  limit: number | null,
): { usage: MonthUsage; warn: Threshold | null } {
  const percent = percentOfLimit(usage, limit);
  if (percent === null || limit === null) return { usage, warn: null };
  const already = usage.warned?.limit === limit ? usage.warned.levels : [];
  const reached = THRESHOLDS.filter((t) => percent >= t);
  const fresh = reached.filter((t) => !already.includes(t));
  if (fresh.length === 0) return { usage, warn: null };
  const levels = THRESHOLDS.filter((t) => already.includes(t) || reached.includes(t));
  return { usage: { ...usage, warned: { limit, levels } }, warn: fresh[fresh.length - 1] ?? null };
}

const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : 0);

/** A month read back from storage, checked field by field (storage is shared with older versions and extensions). */
export function parseUsage(text: string | null): MonthUsage | null {
  if (!text) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  if (typeof o.month !== 'string' || !/^\d{4}-\d{2}$/.test(o.month)) return null;
  const w = o.warned as { limit?: unknown; levels?: unknown } | null | undefined;
  const warned =
    w && typeof w === 'object' && count(w.limit) > 0 && Array.isArray(w.levels)
      ? { limit: count(w.limit), levels: THRESHOLDS.filter((t) => (w.levels as unknown[]).includes(t)) }
      : null;
  return { month: o.month, streaming: count(o.streaming), downloads: count(o.downloads), warned };
}

/** A stored limit in bytes; null for none or anything unreadable. */
export function parseLimit(text: string | null): number | null {
  const n = Number(text);
  return text !== null && Number.isFinite(n) && n > 0 ? Math.round(n) : null;
}

/** Megabytes typed by the listener ("750", "0.5", "1,5") → bytes; null when it is not a positive size. */
export function limitFromMegabytes(input: string): number | null {
  const n = Number(input.trim().replace(',', '.'));
  if (!Number.isFinite(n) || n <= 0) return null;
  return Math.max(1000, Math.round(n * 1_000_000));
}

import { DEFAULT_LOCALE, type Locale } from '../constants/locales.js';
import { DATE_NAMES } from './date-names.js';

/**
 * One date format per language on every screen: "25 Nov 2026" in English, "25 Nuw, 2026" in
 * Hausa, "25 Oṣù Bélú 2026" in Yoruba (and with the time, "…, 14:05"). A calendar day
 * (YYYY-MM-DD: release dates, event days) is that day wherever it is read; a moment (an ISO
 * timestamp or a Date) is told in Lagos time, as the platform counts its days. The names come
 * from date-names.ts, not the browser's Intl, which lacks Hausa and Yoruba in Chromium.
 */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** Lagos keeps West Africa Time all year (UTC+1, no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

type Parts = { y: number; m: number; d: number; hh: number; mm: number };

function lagosParts(value: string | Date): Parts {
  if (typeof value === 'string' && DAY_ONLY.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return { y, m: m - 1, d, hh: 0, mm: 0 };
  }
  const t = new Date(typeof value === 'string' ? new Date(value) : value).getTime() + LAGOS_OFFSET_MS;
  const l = new Date(t);
  return { y: l.getUTCFullYear(), m: l.getUTCMonth(), d: l.getUTCDate(), hh: l.getUTCHours(), mm: l.getUTCMinutes() };
}

function dayText(p: Parts, locale: Locale): string {
  const names = DATE_NAMES[locale] ?? DATE_NAMES[DEFAULT_LOCALE];
  return names.day(p.d, names.months[p.m] ?? '', p.y);
}

/** "25 Nov 2026" (or the reader's language). */
export function formatDate(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  return dayText(lagosParts(value), locale);
}

/** "25 Nov 2026, 14:05" (Lagos time, 24-hour). */
export function formatDateTime(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const p = lagosParts(value);
  return `${dayText(p, locale)}, ${String(p.hh).padStart(2, '0')}:${String(p.mm).padStart(2, '0')}`;
}

/** The weekday's name in the reader's language ("Thursday", "Alhamis", "Ọjọ́bọ"). */
export function weekdayName(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const p = lagosParts(value);
  const weekday = new Date(Date.UTC(p.y, p.m, p.d)).getUTCDay();
  return (DATE_NAMES[locale] ?? DATE_NAMES[DEFAULT_LOCALE]).weekdays[weekday] ?? '';
}

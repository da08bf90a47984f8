import { formatDate, formatDateTime } from '@nupe/shared';
import { currentLocale } from './i18n';

// Made on first use: a page's first Intl formatter costs tens of milliseconds (the number data is
// loaded then); the listener app's shelves write no count and load this module as they start.
let compact: Intl.NumberFormat | undefined;

/** 1234 → "1.2K", 987 → "987". */
export function formatCompact(value: number): string {
  compact ??= new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
  return compact.format(value);
}

/** "25 Nov 2026" in the interface language ("25 Nuw, 2026" in Hausa): one format per language. */
export function localDate(value: string | Date): string {
  return formatDate(value, currentLocale());
}

/** "25 Nov 2026, 14:05" in the interface language (Lagos time). */
export function localDateTime(value: string | Date): string {
  return formatDateTime(value, currentLocale());
}

import { formatDate, formatDateTime } from '@nupe/shared';
import { currentLocale } from './i18n';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** 1234 → "1.2K", 987 → "987". */
export function formatCompact(value: number): string {
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

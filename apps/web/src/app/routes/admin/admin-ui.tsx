import { formatDate, formatDateTime } from '@nupe/shared';

/** The shared date formats ("25 Nov 2026", "25 Nov 2026, 14:05") under the names admin screens use. */
export const dateTime = { format: (d: Date) => formatDateTime(d) };
export const dateOnly = { format: (d: Date) => formatDate(d) };
export const num = new Intl.NumberFormat('en');

export function formatBytes(n: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let v = n;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${u === 0 ? v : v.toFixed(1)} ${units[u]}`;
}

import { localDate, localDateTime } from '../../lib/format';

/** "Created 3 May 2026". */
export function createdLabel(createdAt: string): string {
  return `Created ${localDate(createdAt)}`;
}

/** "Last used 3 May 2026, 14:05", or "Never used" before an app first signs in with the key. */
export function lastUsedLabel(lastUsedAt: string | null): string {
  return lastUsedAt ? `Last used ${localDateTime(lastUsedAt)}` : 'Never used';
}

/** "2 of 10 keys", so the limit is known before the server refuses an eleventh. */
export function keysCountLabel(count: number, max: number): string {
  return `${count} of ${max} ${max === 1 ? 'key' : 'keys'}`;
}

import { plural, t } from '@lingui/core/macro';
import { localDate, localDateTime } from '../../lib/format';

/** "Created 3 May 2026", in the reader's language. */
export function createdLabel(createdAt: string): string {
  const date = localDate(createdAt);
  return t`Created ${date}`;
}

/** "Last used 3 May 2026, 14:05", or "Never used" before an app first signs in with the key. */
export function lastUsedLabel(lastUsedAt: string | null): string {
  if (!lastUsedAt) return t`Never used`;
  const when = localDateTime(lastUsedAt);
  return t`Last used ${when}`;
}

/** "2 of 10 keys", so the limit is known before the server refuses an eleventh. */
export function keysCountLabel(count: number, max: number): string {
  return t`${count} of ${plural(max, { one: '# key', other: '# keys' })}`;
}

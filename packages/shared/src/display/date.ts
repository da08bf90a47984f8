/**
 * One date format on every screen: "25 Nov 2026" (and "25 Nov 2026, 14:05" with the time).
 * A calendar day (YYYY-MM-DD: release dates, event days) is that day wherever it is read; a
 * moment (an ISO timestamp or a Date) is told in Lagos time, as the platform counts its days.
 */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const dayUtc = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayLagos = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});
const timeLagos = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Lagos',
});

/** "25 Nov 2026". */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && DAY_ONLY.test(value)) return dayUtc.format(new Date(`${value}T00:00:00Z`));
  return dayLagos.format(typeof value === 'string' ? new Date(value) : value);
}

/** "25 Nov 2026, 14:05" (Lagos time). */
export function formatDateTime(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return `${dayLagos.format(d)}, ${timeLagos.format(d)}`;
}

import { countOf, formatDate, type Song } from '@nupe/shared';

const dayLabel = new Intl.DateTimeFormat('en-GB', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' });
const numbers = new Intl.NumberFormat('en');

/** A moment: "22 Nov 2026" (the shared formatDate). */
export const formatShortDate = (iso: string) => formatDate(iso);
/** A calendar date (YYYY-MM-DD), e.g. an album's release: "14 Mar 2026" (the shared formatDate). */
export const formatLongDate = (day: string) => formatDate(day);
/** A calendar day for chart axes: "Mar 14". */
export const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
export const formatWeekday = (day: string) => weekday.format(new Date(`${day}T00:00:00Z`));
export const formatNumber = (n: number) => numbers.format(n);
/** "1 like", "73 likes": the shared countOf, under the name the artist screens use. */
export const plural = countOf;

export type TrackStatus = 'Published' | 'Pending review' | 'Rejected' | 'Removed';

/** The state an artist reads for one of their songs. */
export function trackStatus(song: Pick<Song, 'status' | 'removedAt'>): TrackStatus {
  if (song.removedAt) return 'Removed';
  if (song.status === 'published') return 'Published';
  if (song.status === 'rejected') return 'Rejected';
  return 'Pending review';
}

/** An event's date and time for people: "Sat, 14 Mar 2026 · 19:30". */
export const formatEventWhen = (date: string, time: string) =>
  `${formatWeekday(date)}, ${formatLongDate(date)} · ${time}`;

/** The badge of a song with open quality issues: "1 issue to fix", "3 issues to fix". */
export const issueCount = (n: number) => `${countOf(n, 'issue')} to fix`;

import type { Song } from '@nupe/shared';

const shortDate = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' });
const longDate = new Intl.DateTimeFormat('en', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dayLabel = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' });
const numbers = new Intl.NumberFormat('en');

/** A moment in short month format: "Nov 22, 2026". */
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso));
/** A calendar date (YYYY-MM-DD) in long month format: "March 14, 2026" (album release date). */
export const formatLongDate = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));
/** A calendar day for chart axes: "Mar 14". */
export const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
export const formatWeekday = (day: string) => weekday.format(new Date(`${day}T00:00:00Z`));
export const formatNumber = (n: number) => numbers.format(n);
/** "1 like", "73 likes". */
export const plural = (n: number, word: string) => `${numbers.format(n)} ${n === 1 ? word : `${word}s`}`;

export type TrackStatus = 'Published' | 'Pending review' | 'Rejected' | 'Removed';

/** The state an artist reads for one of their songs. */
export function trackStatus(song: Pick<Song, 'status' | 'removedAt'>): TrackStatus {
  if (song.removedAt) return 'Removed';
  if (song.status === 'published') return 'Published';
  if (song.status === 'rejected') return 'Rejected';
  return 'Pending review';
}

/** An event's date and time for people: "Sat, March 14, 2026 · 19:30". */
export const formatEventWhen = (date: string, time: string) =>
  `${formatWeekday(date)}, ${formatLongDate(date)} · ${time}`;

/** The badge of a song with open quality issues: "1 issue to fix", "3 issues to fix". */
export const issueCount = (n: number) => `${numbers.format(n)} ${n === 1 ? 'issue' : 'issues'} to fix`;

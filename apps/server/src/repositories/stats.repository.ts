import { utcDay } from '@nupe/shared';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  albums,
  artistApplications,
  artistProfiles,
  downloadEvents,
  platformDailyStats,
  playEvents,
  songDailyStats,
  songs,
  users,
} from '../db/schema/index.js';
import { songScope } from './song-scopes.js';

export type EventKind = 'play' | 'download';

export const statsRepository = {
  /**
   * Writes one play or download event and its daily roll-up row. The caller runs this in
   * the transaction that also bumps the song's counter, so the three always agree.
   */
  async recordEvent(db: DbOrTx, kind: EventKind, songId: string, userId: string | null, at: Date) {
    const table = kind === 'play' ? playEvents : downloadEvents;
    await db.insert(table).values({ songId, userId, createdAt: at });
    const column = kind === 'play' ? songDailyStats.plays : songDailyStats.downloads;
    await db
      .insert(songDailyStats)
      .values({ day: utcDay(at), songId, plays: kind === 'play' ? 1 : 0, downloads: kind === 'download' ? 1 : 0 })
      .onConflictDoUpdate({
        target: [songDailyStats.day, songDailyStats.songId],
        set: { [kind === 'play' ? 'plays' : 'downloads']: sql`${column} + 1` },
      });
    const total = kind === 'play' ? platformDailyStats.plays : platformDailyStats.downloads;
    await db
      .insert(platformDailyStats)
      .values({ day: utcDay(at), plays: kind === 'play' ? 1 : 0, downloads: kind === 'download' ? 1 : 0 })
      .onConflictDoUpdate({
        target: platformDailyStats.day,
        set: { [kind === 'play' ? 'plays' : 'downloads']: sql`${total} + 1` },
      });
  },

  /** Plays and downloads between two UTC days, inclusive, from the platform roll-up (≤ 14 rows). */
  async sumDays(db: DbOrTx, fromDay: string, toDay: string) {
    const [row] = await db
      .select({
        plays: sql<number>`coalesce(sum(${platformDailyStats.plays}), 0)::int`,
        downloads: sql<number>`coalesce(sum(${platformDailyStats.downloads}), 0)::int`,
      })
      .from(platformDailyStats)
      .where(and(gte(platformDailyStats.day, fromDay), lte(platformDailyStats.day, toDay)));
    return row ?? { plays: 0, downloads: 0 };
  },

  /** Every play ever recorded (one row per day of the platform's life). */
  async totalPlays(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${platformDailyStats.plays}), 0)::int` })
      .from(platformDailyStats);
    return row?.n ?? 0;
  },

  async dashboardTotals(db: DbOrTx) {
    const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
    const [totalUsers, totalArtists, totalSongs, totalAlbums, totalRequests] = await Promise.all([
      n(db.select({ n: count() }).from(users)),
      n(db.select({ n: count() }).from(users).where(eq(users.role, 'artist'))),
      n(db.select({ n: count() }).from(songs).where(songScope.live)),
      n(db.select({ n: count() }).from(albums)),
      n(db.select({ n: count() }).from(artistApplications).where(eq(artistApplications.status, 'pending'))),
    ]);
    return { totalUsers, totalArtists, totalSongs, totalAlbums, totalRequests };
  },

  async publicCounts(db: DbOrTx) {
    const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
    const [songCount, artists, listeners, plays] = await Promise.all([
      // What anyone may hear today: restricted, seasonal-closed and withdrawn items are not counted.
      n(db.select({ n: count() }).from(songs).where(songScope.listedFor(null))),
      n(
        db
          .select({ n: count() })
          .from(artistProfiles)
          .innerJoin(users, eq(users.id, artistProfiles.userId))
          .where(eq(users.status, 'active')),
      ),
      n(
        db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.role, 'listener'), eq(users.status, 'active'))),
      ),
      statsRepository.totalPlays(db),
    ]);
    return { songs: songCount, artists, listeners, plays };
  },
};

import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { songDailyStats, songFavorites, songLikes, songs } from '../db/schema/index.js';
import { ownedLive } from './query-parts.js';

export type DaySongCount = { day: string; songId: string; n: number };

/** Per-day figures of an owner's songs that are not removed, between two UTC days (inclusive). */
export const artistStatsRepository = {
  async playsAndDownloads(db: DbOrTx, ownerId: string, fromDay: string, toDay: string) {
    return db
      .select({
        day: songDailyStats.day,
        songId: songDailyStats.songId,
        plays: songDailyStats.plays,
        downloads: songDailyStats.downloads,
      })
      .from(songDailyStats)
      .innerJoin(songs, eq(songs.id, songDailyStats.songId))
      .where(and(ownedLive(ownerId), gte(songDailyStats.day, fromDay), lte(songDailyStats.day, toDay)));
  },

  /** Likes or favourites given per UTC day and song (a reaction taken back is no longer counted). */
  async reactions(
    db: DbOrTx,
    kind: 'like' | 'favorite',
    ownerId: string,
    fromDay: string,
    toDay: string,
  ): Promise<DaySongCount[]> {
    const t = kind === 'like' ? songLikes : songFavorites;
    const day = sql<string>`to_char(${t.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return db
      .select({ day, songId: t.songId, n: sql<number>`count(*)::int` })
      .from(t)
      .innerJoin(songs, eq(songs.id, t.songId))
      .where(
        and(
          ownedLive(ownerId),
          gte(t.createdAt, new Date(`${fromDay}T00:00:00Z`)),
          lt(t.createdAt, new Date(new Date(`${toDay}T00:00:00Z`).getTime() + 86_400_000)),
        ),
      )
      .groupBy(day, t.songId);
  },

  ownedSongs(db: DbOrTx, ownerId: string) {
    return db
      .select({ id: songs.id, title: songs.title, coverKey: songs.coverKey })
      .from(songs)
      .where(ownedLive(ownerId));
  },
};

import { and, count, desc, eq, gte, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  artistApplications,
  mediaFiles,
  platformDailyStats,
  songDailyStats,
  songs,
  users,
} from '../db/schema/index.js';
import { songScope } from './song-scopes.js';

const int = (expr: ReturnType<typeof sql>) => sql<number>`coalesce(${expr}, 0)::int`;

/** Series and rankings for the admin analytics and overview, read from the daily roll-ups. */
export const analyticsRepository = {
  platformDays(db: DbOrTx, from: string, to: string) {
    return db
      .select({ day: platformDailyStats.day, plays: platformDailyStats.plays, downloads: platformDailyStats.downloads })
      .from(platformDailyStats)
      .where(and(gte(platformDailyStats.day, from), lte(platformDailyStats.day, to)));
  },

  /** Accounts created per UTC day. */
  newUsersPerDay(db: DbOrTx, from: string, to: string) {
    const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return db
      .select({ day, n: count() })
      .from(users)
      .where(
        and(gte(users.createdAt, new Date(`${from}T00:00:00Z`)), lte(users.createdAt, new Date(`${to}T23:59:59.999Z`))),
      )
      .groupBy(day);
  },

  topSongs(db: DbOrTx, from: string, to: string, limit: number) {
    const plays = int(sql`sum(${songDailyStats.plays})`);
    return db
      .select({
        id: songs.id,
        title: songs.title,
        artist: songs.artistCredit,
        genre: songs.genre,
        plays,
        downloads: int(sql`sum(${songDailyStats.downloads})`),
      })
      .from(songDailyStats)
      .innerJoin(songs, eq(songs.id, songDailyStats.songId))
      .where(and(gte(songDailyStats.day, from), lte(songDailyStats.day, to)))
      .groupBy(songs.id)
      .orderBy(desc(plays), songs.title)
      .limit(limit);
  },

  topArtists(db: DbOrTx, from: string, to: string, limit: number) {
    const plays = int(sql`sum(${songDailyStats.plays})`);
    return db
      .select({ artist: songs.artistCredit, plays, songs: sql<number>`count(distinct ${songs.id})::int` })
      .from(songDailyStats)
      .innerJoin(songs, eq(songs.id, songDailyStats.songId))
      .where(and(gte(songDailyStats.day, from), lte(songDailyStats.day, to)))
      .groupBy(songs.artistCredit)
      .orderBy(desc(plays), songs.artistCredit)
      .limit(limit);
  },

  playsByGenre(db: DbOrTx, from: string, to: string) {
    const plays = int(sql`sum(${songDailyStats.plays})`);
    return db
      .select({ genre: songs.genre, plays })
      .from(songDailyStats)
      .innerJoin(songs, eq(songs.id, songDailyStats.songId))
      .where(and(gte(songDailyStats.day, from), lte(songDailyStats.day, to)))
      .groupBy(songs.genre)
      .orderBy(desc(plays));
  },

  // ---- Overview -----------------------------------------------------------------------------

  songsPerGenre(db: DbOrTx) {
    return db
      .select({ genre: songs.genre, songs: count() })
      .from(songs)
      .where(songScope.live)
      .groupBy(songs.genre)
      .orderBy(desc(count()));
  },

  async audioStorage(db: DbOrTx) {
    const [row] = await db
      .select({ bytes: sql<number>`coalesce(sum(${mediaFiles.sizeBytes}), 0)::bigint`, files: count() })
      .from(mediaFiles);
    return { audioBytes: Number(row?.bytes ?? 0), audioFiles: row?.files ?? 0 };
  },

  async pending(db: DbOrTx) {
    const [[a], [s]] = await Promise.all([
      db.select({ n: count() }).from(artistApplications).where(eq(artistApplications.status, 'pending')),
      db.select({ n: count() }).from(songs).where(songScope.awaitingReview),
    ]);
    return { artistRequests: a?.n ?? 0, songsInReview: s?.n ?? 0 };
  },

  recentUploads(db: DbOrTx, limit: number) {
    return db
      .select({ at: songs.createdAt, title: songs.title, artist: songs.artistCredit, by: users.fullName })
      .from(songs)
      .leftJoin(users, eq(users.id, songs.uploadedBy))
      .orderBy(desc(songs.createdAt))
      .limit(limit);
  },

  recentRegistrations(db: DbOrTx, limit: number) {
    return db
      .select({ at: users.createdAt, name: users.fullName, role: users.role })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(limit);
  },

  recentApplications(db: DbOrTx, limit: number) {
    return db
      .select({
        createdAt: artistApplications.createdAt,
        decidedAt: artistApplications.decidedAt,
        status: artistApplications.status,
        name: artistApplications.displayName,
      })
      .from(artistApplications)
      .orderBy(desc(sql`coalesce(${artistApplications.decidedAt}, ${artistApplications.createdAt})`))
      .limit(limit);
  },

  /** Songs an artist uploaded that have left review (published or rejected). */
  recentReviews(db: DbOrTx, limit: number) {
    const at = sql<Date>`case when ${songs.status} = 'published' then ${songs.publishedAt} else ${songs.updatedAt} end`;
    return db
      .select({ at, title: songs.title, artist: songs.artistCredit, status: songs.status })
      .from(songs)
      .where(and(isNotNull(songs.ownerId), ne(songs.status, 'pending'), sql`${songs.uploadedBy} = ${songs.ownerId}`))
      .orderBy(desc(at))
      .limit(limit);
  },
};

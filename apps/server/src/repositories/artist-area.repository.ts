import type { Genre } from '@nupe/shared';
import { and, asc, desc, eq, gte, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  type AlbumRow,
  type ArtistEventRow,
  type ArtistProfileRow,
  albums,
  artistEvents,
  artistProfiles,
  type SongRow,
  songDailyStats,
  songFavorites,
  songLikes,
  songs,
} from '../db/schema/index.js';
import { songScope } from './song-scopes.js';

/** The caller's songs that count in their figures: owned and not removed. */
const ownedLive = (ownerId: string) => and(eq(songs.ownerId, ownerId), songScope.live) as SQL;

export type NewArtistEvent = { title: string; date: string; time: string; venue: string; description: string };

export const artistEventsRepository = {
  listUpcoming(db: DbOrTx, ownerId: string, today: string, limit?: number): Promise<ArtistEventRow[]> {
    const q = db
      .select()
      .from(artistEvents)
      .where(and(eq(artistEvents.ownerId, ownerId), gte(artistEvents.date, today)))
      .orderBy(asc(artistEvents.date), asc(artistEvents.time), asc(artistEvents.id));
    return limit ? q.limit(limit) : q;
  },
  listPast(db: DbOrTx, ownerId: string, today: string): Promise<ArtistEventRow[]> {
    return db
      .select()
      .from(artistEvents)
      .where(and(eq(artistEvents.ownerId, ownerId), lt(artistEvents.date, today)))
      .orderBy(desc(artistEvents.date), desc(artistEvents.time), asc(artistEvents.id))
      .limit(200);
  },
  /** The event if it belongs to this owner. */
  async findOwned(db: DbOrTx, id: string, ownerId: string): Promise<ArtistEventRow | undefined> {
    const [row] = await db
      .select()
      .from(artistEvents)
      .where(and(eq(artistEvents.id, id), eq(artistEvents.ownerId, ownerId)));
    return row;
  },
  async insert(db: DbOrTx, ownerId: string, values: NewArtistEvent): Promise<ArtistEventRow> {
    const [row] = await db
      .insert(artistEvents)
      .values({ ...values, ownerId })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  async update(
    db: DbOrTx,
    id: string,
    ownerId: string,
    values: Partial<NewArtistEvent>,
  ): Promise<ArtistEventRow | undefined> {
    const [row] = await db
      .update(artistEvents)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(artistEvents.id, id), eq(artistEvents.ownerId, ownerId)))
      .returning();
    return row;
  },
  async remove(db: DbOrTx, id: string, ownerId: string): Promise<boolean> {
    const rows = await db
      .delete(artistEvents)
      .where(and(eq(artistEvents.id, id), eq(artistEvents.ownerId, ownerId)))
      .returning({ id: artistEvents.id });
    return rows.length > 0;
  },
};

export const artistProfileRepository = {
  async findByUser(db: DbOrTx, userId: string): Promise<ArtistProfileRow | undefined> {
    const [row] = await db.select().from(artistProfiles).where(eq(artistProfiles.userId, userId));
    return row;
  },
  async update(
    db: DbOrTx,
    userId: string,
    values: Partial<Pick<ArtistProfileRow, 'displayName' | 'bio' | 'genre' | 'contactEmail' | 'avatarKey'>>,
  ): Promise<ArtistProfileRow | undefined> {
    const [row] = await db
      .update(artistProfiles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(artistProfiles.userId, userId))
      .returning();
    return row;
  },
};

export const artistAlbumsRepository = {
  /** A new album; undefined when the owner already has one of this title (any case). */
  async insert(
    db: DbOrTx,
    values: { ownerId: string; title: string; genre: Genre; releaseDate: string; coverKey: string | null },
  ): Promise<AlbumRow | undefined> {
    const [row] = await db.insert(albums).values(values).onConflictDoNothing().returning();
    return row;
  },
  async findOwned(db: DbOrTx, id: string, ownerId: string): Promise<AlbumRow | undefined> {
    const [row] = await db
      .select()
      .from(albums)
      .where(and(eq(albums.id, id), eq(albums.ownerId, ownerId)));
    return row;
  },
  async titleTaken(db: DbOrTx, ownerId: string, title: string, exceptId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: albums.id })
      .from(albums)
      .where(and(eq(albums.ownerId, ownerId), sql`lower(${albums.title}) = lower(${title})`, ne(albums.id, exceptId)));
    return Boolean(row);
  },
  async update(
    db: DbOrTx,
    id: string,
    values: Partial<Pick<AlbumRow, 'title' | 'genre' | 'releaseDate' | 'coverKey'>>,
  ): Promise<void> {
    await db
      .update(albums)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(albums.id, id));
  },
};

export const artistSongsRepository = {
  async update(
    db: DbOrTx,
    id: string,
    values: Partial<
      Pick<
        SongRow,
        | 'title'
        | 'artistCredit'
        | 'genre'
        | 'albumId'
        | 'status'
        | 'rejectionReason'
        | 'audioFileId'
        | 'durationSeconds'
        | 'bitrate'
        | 'coverKey'
      >
    >,
  ): Promise<void> {
    await db
      .update(songs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(songs.id, id));
  },
  async countLive(db: DbOrTx, ownerId: string): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(songs).where(ownedLive(ownerId));
    return row?.n ?? 0;
  },
};

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

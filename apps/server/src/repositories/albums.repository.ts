import type { Genre } from '@nupe/shared';
import { and, asc, count, desc, eq, ilike, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { type AlbumRow, albums, artistProfiles, songs } from '../db/schema/index.js';
import { likePattern } from './query-parts.js';
import { songScope } from './song-scopes.js';

export type AlbumView = { album: AlbumRow; artistId: string | null; artistName: string | null; songCount: number };

/** Albums with their count of songs: those open to all, or every one not removed. */
function selectViews(db: DbOrTx, publicOnly: boolean) {
  const songFilter = publicOnly ? songScope.listedFor(null) : songScope.live;
  return db
    .select({
      album: albums,
      artistId: artistProfiles.id,
      artistName: artistProfiles.displayName,
      songCount: sql<number>`(select count(*)::int from ${songs} where ${songs.albumId} = ${albums.id} and ${songFilter})`,
    })
    .from(albums)
    .leftJoin(artistProfiles, eq(artistProfiles.userId, albums.ownerId));
}

/** Albums with at least one song open to all (album pages are the same for everyone). */
const hasPublicSong = () =>
  sql`exists (select 1 from ${songs} where ${songs.albumId} = ${albums.id} and ${songScope.listedFor(null)})`;

export type PublicAlbumFilter = { genre?: Genre; q?: string; limit: number; offset: number; ownerId?: string };

export const albumsRepository = {
  /**
   * The owner's album of this title (case-insensitive), created if missing. Two uploads
   * naming a new album at once both end up in the one album (unique index, then re-read).
   */
  async findOrCreate(
    db: DbOrTx,
    values: { ownerId: string | null; title: string; genre: Genre; coverKey: string | null; releaseDate: string },
  ): Promise<AlbumRow> {
    const find = async () => {
      const [row] = await db
        .select()
        .from(albums)
        .where(
          and(
            values.ownerId ? eq(albums.ownerId, values.ownerId) : isNull(albums.ownerId),
            sql`lower(${albums.title}) = lower(${values.title})`,
          ),
        );
      return row;
    };
    const existing = await find();
    if (existing) return existing;
    const [created] = await db.insert(albums).values(values).onConflictDoNothing().returning();
    const row = created ?? (await find());
    if (!row) throw new Error('album neither created nor found');
    return row;
  },

  async findView(db: DbOrTx, id: string, publicOnly: boolean): Promise<AlbumView | undefined> {
    const [row] = await selectViews(db, publicOnly).where(eq(albums.id, id));
    return row;
  },

  listByOwner(db: DbOrTx, ownerId: string): Promise<AlbumView[]> {
    return selectViews(db, false)
      .where(eq(albums.ownerId, ownerId))
      .orderBy(desc(albums.releaseDate), asc(albums.title));
  },

  async listPublic(db: DbOrTx, f: PublicAlbumFilter): Promise<{ rows: AlbumView[]; total: number }> {
    const conditions: SQL[] = [hasPublicSong()];
    if (f.genre) conditions.push(eq(albums.genre, f.genre));
    if (f.q) conditions.push(ilike(albums.title, likePattern(f.q)));
    if (f.ownerId) conditions.push(eq(albums.ownerId, f.ownerId));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      selectViews(db, true)
        .where(where)
        .orderBy(desc(albums.releaseDate), asc(albums.title))
        .limit(f.limit)
        .offset(f.offset),
      db.select({ n: count() }).from(albums).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
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

import type { AdminSongView, Genre } from '@nupe/shared';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { albums, artistProfiles, fixityStatus, mediaFiles, type SongRow, songs, users } from '../db/schema/index.js';
import { archiveColumns, joinPreservation, likePattern } from './query-parts.js';
import type { SongView } from './songs.repository.js';

const view = {
  song: songs,
  albumTitle: albums.title,
  artistId: artistProfiles.id,
  audioKey: mediaFiles.storageKey,
  ...archiveColumns,
};

function selectViews(db: DbOrTx) {
  return db
    .select(view)
    .from(songs)
    .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
    .leftJoin(fixityStatus, joinPreservation)
    .leftJoin(albums, eq(albums.id, songs.albumId))
    .leftJoin(artistProfiles, eq(artistProfiles.userId, songs.ownerId));
}

export type AdminSongFilter = { view: AdminSongView; genre?: Genre; q?: string; limit: number; offset: number };

/** The whole music library as staff manage it: every song in every state, removed ones in their own view. */
export const songLibraryRepository = {
  async list(db: DbOrTx, f: AdminSongFilter): Promise<{ rows: SongView[]; total: number }> {
    const conditions: SQL[] = [];
    if (f.view === 'removed') conditions.push(isNotNull(songs.removedAt));
    else {
      conditions.push(isNull(songs.removedAt));
      if (f.view !== 'all') conditions.push(eq(songs.status, f.view));
    }
    if (f.genre) conditions.push(eq(songs.genre, f.genre));
    if (f.q) {
      const p = likePattern(f.q);
      conditions.push(or(ilike(songs.title, p), ilike(songs.artistCredit, p), ilike(albums.title, p)) as SQL);
    }
    const where = and(...conditions);
    const order = f.view === 'removed' ? desc(songs.removedAt) : desc(songs.createdAt);
    const [rows, [total]] = await Promise.all([
      selectViews(db).where(where).orderBy(order, asc(songs.id)).limit(f.limit).offset(f.offset),
      db.select({ n: count() }).from(songs).leftJoin(albums, eq(albums.id, songs.albumId)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async findView(db: DbOrTx, id: string): Promise<SongView | undefined> {
    const [row] = await selectViews(db).where(eq(songs.id, id));
    return row;
  },

  /** The row, locked for the rest of the transaction. */
  async lockRow(db: DbOrTx, id: string): Promise<SongRow | undefined> {
    const [row] = await db.select().from(songs).where(eq(songs.id, id)).for('update');
    return row;
  },

  async update(db: DbOrTx, id: string, patch: Partial<typeof songs.$inferInsert>): Promise<void> {
    await db
      .update(songs)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(songs.id, id));
  },

  /** Approved, active artist accounts, by display name (for linking an upload). */
  listArtistOptions(db: DbOrTx, q: string | undefined) {
    const conditions: SQL[] = [eq(users.role, 'artist'), eq(users.status, 'active')];
    if (q) {
      const p = likePattern(q);
      conditions.push(or(ilike(artistProfiles.displayName, p), ilike(users.fullName, p)) as SQL);
    }
    return db
      .select({ userId: users.id, displayName: artistProfiles.displayName, fullName: users.fullName })
      .from(artistProfiles)
      .innerJoin(users, eq(users.id, artistProfiles.userId))
      .where(and(...conditions))
      .orderBy(sql`lower(${artistProfiles.displayName})`)
      .limit(50);
  },
};

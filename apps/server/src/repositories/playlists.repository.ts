import { asc, count, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client.js';
import { type PlaylistRow, playlistSongs, playlists, users } from '../db/schema/index.js';
import { songScope, type Viewer } from './song-scopes.js';

export type { PlaylistRow };
export type PlaylistWithOwner = PlaylistRow & { ownerName: string };
/** One song of a playlist the viewer may hear, in order. */
export type PlaylistEntry = {
  playlistId: string;
  songId: string;
  durationSeconds: number | null;
  /** The song's cover when it is open to all (a list's picture must not need a media key). */
  openCoverKey: string | null;
};

const withOwner = { ...playlistColumns(), ownerName: users.fullName };
function playlistColumns() {
  return {
    id: playlists.id,
    ownerId: playlists.ownerId,
    name: playlists.name,
    description: playlists.description,
    public: playlists.public,
    createdAt: playlists.createdAt,
    updatedAt: playlists.updatedAt,
  };
}

/** Playlists: rows, their order, and which of their songs a viewer may hear. */
export const playlistsRepository = {
  listByOwner(db: DbOrTx, ownerId: string): Promise<PlaylistWithOwner[]> {
    return db
      .select(withOwner)
      .from(playlists)
      .innerJoin(users, eq(users.id, playlists.ownerId))
      .where(eq(playlists.ownerId, ownerId))
      .orderBy(asc(playlists.createdAt), asc(playlists.id));
  },

  async find(db: DbOrTx, id: string): Promise<PlaylistWithOwner | undefined> {
    const [row] = await db
      .select(withOwner)
      .from(playlists)
      .innerJoin(users, eq(users.id, playlists.ownerId))
      .where(eq(playlists.id, id));
    return row;
  },

  async countByOwner(db: DbOrTx, ownerId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(playlists).where(eq(playlists.ownerId, ownerId));
    return row?.n ?? 0;
  },

  async insert(db: DbOrTx, values: typeof playlists.$inferInsert): Promise<PlaylistRow> {
    const [row] = await db.insert(playlists).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(
    db: DbOrTx,
    id: string,
    patch: Partial<Pick<PlaylistRow, 'name' | 'description' | 'public'>>,
  ): Promise<void> {
    await db
      .update(playlists)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(playlists.id, id));
  },

  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(playlists).where(eq(playlists.id, id));
  },

  /** Replaces the whole order (positions 0…n-1). */
  async setSongs(db: DbOrTx, id: string, songIds: string[]): Promise<void> {
    await db.delete(playlistSongs).where(eq(playlistSongs.playlistId, id));
    if (songIds.length > 0) {
      await db.insert(playlistSongs).values(songIds.map((songId, position) => ({ playlistId: id, position, songId })));
    }
    await db.update(playlists).set({ updatedAt: new Date() }).where(eq(playlists.id, id));
  },

  /** Every song id of a playlist in order, whether or not anyone may hear it now. */
  async songIds(db: DbOrTx, id: string): Promise<string[]> {
    const rows = await db
      .select({ songId: playlistSongs.songId })
      .from(playlistSongs)
      .where(eq(playlistSongs.playlistId, id))
      .orderBy(asc(playlistSongs.position));
    return rows.map((r) => r.songId);
  },

  /** The songs of these playlists that the viewer may hear (`songScope.listedFor`), in order. */
  async entries(db: DbOrTx, viewer: Viewer, playlistIds: string[]): Promise<PlaylistEntry[]> {
    if (playlistIds.length === 0) return [];
    return rowsOf<PlaylistEntry>(
      await db.execute(sql`
        select ps.playlist_id as "playlistId", ps.song_id as "songId", songs.duration_seconds as "durationSeconds",
          case when ${songScope.openToAll} then songs.cover_key end as "openCoverKey"
        from playlist_songs ps join songs on songs.id = ps.song_id
        where ps.playlist_id in (${sql.join(
          playlistIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and ${songScope.listedFor(viewer)}
        order by ps.playlist_id, ps.position`),
    );
  },

  /** Which of these song ids the viewer may hear. */
  async listedIds(db: DbOrTx, viewer: Viewer, songIds: string[]): Promise<Set<string>> {
    if (songIds.length === 0) return new Set();
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        select songs.id from songs
        where songs.id in (${sql.join(
          [...new Set(songIds)].map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and ${songScope.listedFor(viewer)}`),
    );
    return new Set(rows.map((r) => r.id));
  },
};

import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { songFavorites, songLikes } from '../db/schema/index.js';

/** Likes and favourites: one row per user and song. */
export const reactionsRepository = {
  /** Inserts the reaction unless it exists; true when a row was added. */
  async add(db: DbOrTx, kind: 'like' | 'favorite', userId: string, songId: string): Promise<boolean> {
    const table = kind === 'like' ? songLikes : songFavorites;
    const rows = await db
      .insert(table)
      .values({ userId, songId })
      .onConflictDoNothing()
      .returning({ songId: table.songId });
    return rows.length > 0;
  },
  /** Deletes the reaction; true when a row was removed. */
  async remove(db: DbOrTx, kind: 'like' | 'favorite', userId: string, songId: string): Promise<boolean> {
    const table = kind === 'like' ? songLikes : songFavorites;
    const rows = await db
      .delete(table)
      .where(and(eq(table.userId, userId), eq(table.songId, songId)))
      .returning({ songId: table.songId });
    return rows.length > 0;
  },
  /** Which of these songs the user likes and has favourited. */
  async forUser(db: DbOrTx, userId: string, songIds: string[]) {
    if (songIds.length === 0) return { liked: new Set<string>(), favorited: new Set<string>() };
    const [liked, favorited] = await Promise.all([
      db
        .select({ songId: songLikes.songId })
        .from(songLikes)
        .where(and(eq(songLikes.userId, userId), inArray(songLikes.songId, songIds))),
      db
        .select({ songId: songFavorites.songId })
        .from(songFavorites)
        .where(and(eq(songFavorites.userId, userId), inArray(songFavorites.songId, songIds))),
    ]);
    return { liked: new Set(liked.map((r) => r.songId)), favorited: new Set(favorited.map((r) => r.songId)) };
  },
};

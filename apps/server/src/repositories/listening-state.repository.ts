import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { playQueues, songRatings } from '../db/schema/index.js';

/** Subsonic's per-user state: star ratings and the saved play queue. */
export const listeningStateRepository = {
  async ratings(db: DbOrTx, userId: string, songIds: string[]): Promise<Map<string, number>> {
    if (songIds.length === 0) return new Map();
    const rows = await db
      .select({ songId: songRatings.songId, rating: songRatings.rating })
      .from(songRatings)
      .where(and(eq(songRatings.userId, userId), inArray(songRatings.songId, songIds)));
    return new Map(rows.map((r) => [r.songId, r.rating]));
  },

  async setRating(db: DbOrTx, userId: string, songId: string, rating: number): Promise<void> {
    const mine: SQL = and(eq(songRatings.userId, userId), eq(songRatings.songId, songId)) as SQL;
    if (rating === 0) {
      await db.delete(songRatings).where(mine);
      return;
    }
    await db
      .insert(songRatings)
      .values({ userId, songId, rating })
      .onConflictDoUpdate({
        target: [songRatings.userId, songRatings.songId],
        set: { rating, updatedAt: new Date() },
      });
  },

  async playQueue(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(playQueues).where(eq(playQueues.userId, userId));
    return row;
  },

  async savePlayQueue(db: DbOrTx, values: typeof playQueues.$inferInsert): Promise<void> {
    const { userId: _, ...set } = values;
    await db
      .insert(playQueues)
      .values(values)
      .onConflictDoUpdate({ target: playQueues.userId, set: { ...set, changedAt: new Date() } });
  },

  async clearPlayQueue(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(playQueues).where(eq(playQueues.userId, userId));
  },
};

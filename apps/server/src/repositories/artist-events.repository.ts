import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { type ArtistEventRow, artistEvents } from '../db/schema/index.js';

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

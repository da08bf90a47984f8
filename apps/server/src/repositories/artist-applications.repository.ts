import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { type ArtistApplicationRow, artistApplications, artistProfiles } from '../db/schema/index.js';

export const artistApplicationsRepository = {
  async insert(db: DbOrTx, values: typeof artistApplications.$inferInsert): Promise<ArtistApplicationRow> {
    const [row] = await db.insert(artistApplications).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  async latestForUser(db: DbOrTx, userId: string): Promise<ArtistApplicationRow | undefined> {
    const [row] = await db
      .select()
      .from(artistApplications)
      .where(eq(artistApplications.userId, userId))
      .orderBy(desc(artistApplications.createdAt))
      .limit(1);
    return row;
  },
  listPending(db: DbOrTx): Promise<ArtistApplicationRow[]> {
    return db
      .select()
      .from(artistApplications)
      .where(eq(artistApplications.status, 'pending'))
      .orderBy(asc(artistApplications.createdAt));
  },
  /** The pending application of a user; the application's own id is accepted too. */
  async findPending(db: DbOrTx, userOrApplicationId: string): Promise<ArtistApplicationRow | undefined> {
    const [row] = await db
      .select()
      .from(artistApplications)
      .where(
        and(
          eq(artistApplications.status, 'pending'),
          or(eq(artistApplications.userId, userOrApplicationId), eq(artistApplications.id, userOrApplicationId)),
        ),
      )
      .limit(1);
    return row;
  },
  async decide(
    db: DbOrTx,
    id: string,
    decision: { status: 'approved' | 'rejected'; decidedBy: string; reason?: string | null },
  ): Promise<ArtistApplicationRow | undefined> {
    const [row] = await db
      .update(artistApplications)
      .set({
        status: decision.status,
        decidedBy: decision.decidedBy,
        decidedAt: new Date(),
        decisionReason: decision.reason ?? null,
      })
      .where(and(eq(artistApplications.id, id), eq(artistApplications.status, 'pending')))
      .returning();
    return row;
  },
  async setAvatar(db: DbOrTx, id: string, avatarKey: string) {
    await db.update(artistApplications).set({ avatarKey }).where(eq(artistApplications.id, id));
  },
  /** Creates the artist's public profile, or refreshes it from a newer application. */
  async upsertProfile(db: DbOrTx, application: ArtistApplicationRow) {
    const values = {
      userId: application.userId,
      displayName: application.displayName,
      bio: application.bio,
      genre: application.genre,
      avatarKey: application.avatarKey,
      contactEmail: application.email,
    };
    await db
      .insert(artistProfiles)
      .values(values)
      .onConflictDoUpdate({ target: artistProfiles.userId, set: { ...values, updatedAt: new Date() } });
  },
};

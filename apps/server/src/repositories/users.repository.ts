import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { appKeys, artistProfiles, type UserRow, users } from '../db/schema/index.js';

export type NewUser = typeof users.$inferInsert;

export const usersRepository = {
  async findByPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.phone, phone));
    return row;
  },
  /** The accounts that use these phone numbers (E.164): who a password reset request is about. */
  async findByPhones(db: DbOrTx, phones: string[]) {
    if (phones.length === 0) return [];
    return db
      .select({ id: users.id, phone: users.phone, fullName: users.fullName, role: users.role, status: users.status })
      .from(users)
      .where(inArray(users.phone, phones));
  },
  async findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },
  async insert(db: DbOrTx, user: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  async update(db: DbOrTx, id: string, patch: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  },
  /** What the access check needs of the caller: read on every protected request. */
  async findCaller(db: DbOrTx, id: string) {
    const [row] = await db
      .select({
        id: users.id,
        role: users.role,
        status: users.status,
        fullName: users.fullName,
        lastSeenAt: users.lastSeenAt,
        sessionVersion: users.sessionVersion,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  },
  /**
   * A new password ends every way in that was given before it: bearer tokens and media keys
   * (the session version signed into each moves on, lib/tokens.ts) and music-app keys (revoked).
   * Answers the ids of the revoked app keys, or null when there is no such user.
   */
  async setPassword(db: DbOrTx, id: string, passwordHash: string): Promise<string[] | null> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length > 0 ? usersRepository.endSessions(tx, id) : null;
    });
  },
  /**
   * Signs the user out everywhere: tokens and media keys stop working, app keys are revoked.
   * Answers the ids of the revoked app keys (each instance's /rest must forget them).
   */
  async endSessions(db: DbOrTx, id: string): Promise<string[]> {
    await db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id));
    const revoked = await db
      .update(appKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(appKeys.userId, id), isNull(appKeys.revokedAt)))
      .returning({ id: appKeys.id });
    return revoked.map((k) => k.id);
  },
  async touchLastSeen(db: DbOrTx, id: string): Promise<void> {
    await db.update(users).set({ lastSeenAt: sql`now()` }).where(eq(users.id, id));
  },
  /** An operator-created artist starts with an approved profile under their name. */
  async insertArtistProfile(db: DbOrTx, userId: string, displayName: string): Promise<void> {
    await db.insert(artistProfiles).values({ userId, displayName });
  },
};

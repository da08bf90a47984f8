import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { type AppKeyRow, appKeys, users } from '../db/schema/index.js';

export type { AppKeyRow };

/** Keys for music apps: only active (not revoked) keys ever authenticate. */
export const appKeysRepository = {
  listActive(db: DbOrTx, userId: string): Promise<AppKeyRow[]> {
    return db
      .select()
      .from(appKeys)
      .where(and(eq(appKeys.userId, userId), isNull(appKeys.revokedAt)))
      .orderBy(asc(appKeys.createdAt));
  },

  async countActive(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(appKeys)
      .where(and(eq(appKeys.userId, userId), isNull(appKeys.revokedAt)));
    return row?.n ?? 0;
  },

  async insert(db: DbOrTx, values: typeof appKeys.$inferInsert): Promise<AppKeyRow> {
    const [row] = await db.insert(appKeys).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Revokes a key of this user; false when there is no such active key. */
  async revoke(db: DbOrTx, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .update(appKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(appKeys.id, id), eq(appKeys.userId, userId), isNull(appKeys.revokedAt)))
      .returning({ id: appKeys.id });
    return rows.length > 0;
  },

  /** An active key sent whole, by its digest, with its owner. */
  async findByDigest(db: DbOrTx, digest: string) {
    const [row] = await db
      .select({
        key: appKeys,
        phone: users.phone,
        user: { id: users.id, role: users.role, status: users.status, fullName: users.fullName },
      })
      .from(appKeys)
      .innerJoin(users, eq(users.id, appKeys.userId))
      .where(and(eq(appKeys.digest, digest), isNull(appKeys.revokedAt)));
    return row;
  },

  /** The active keys of the account with this phone number (token checks try each). */
  async activeForPhone(db: DbOrTx, phone: string) {
    return db
      .select({ key: appKeys })
      .from(appKeys)
      .innerJoin(users, eq(users.id, appKeys.userId))
      .where(and(eq(users.phone, phone), isNull(appKeys.revokedAt)));
  },

  async touch(db: DbOrTx, id: string): Promise<void> {
    await db.update(appKeys).set({ lastUsedAt: new Date() }).where(eq(appKeys.id, id));
  },
};

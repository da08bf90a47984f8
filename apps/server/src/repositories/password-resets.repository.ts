import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  type PasswordResetCodeRow,
  type PasswordResetLinkRow,
  passwordResetCodes,
  passwordResetLinks,
} from '../db/schema/index.js';

/** SMS reset codes and staff-created reset links. */
export const passwordResetsRepository = {
  /** A new code for the user; the codes sent before it stop working. */
  async replaceCode(db: DbOrTx, userId: string, codeHash: string, expiresAt: Date, now: Date): Promise<void> {
    await db
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
    await db.insert(passwordResetCodes).values({ userId, codeHash, expiresAt, createdAt: now });
  },

  /** The user's newest code that still works: not used, not expired, with tries left. */
  async liveCode(db: DbOrTx, userId: string, now: Date, maxTries: number): Promise<PasswordResetCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(passwordResetCodes)
      .where(
        and(
          eq(passwordResetCodes.userId, userId),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, now),
          lt(passwordResetCodes.attempts, maxTries),
        ),
      )
      .orderBy(desc(passwordResetCodes.createdAt))
      .limit(1);
    return row;
  },

  /**
   * Counts one try on a code before it is checked, in one statement, so two tries at once
   * cannot both slip under the limit. False when the code had no tries left (or was used).
   */
  async countTry(db: DbOrTx, id: string, maxTries: number): Promise<boolean> {
    const rows = await db
      .update(passwordResetCodes)
      .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
      .where(
        and(
          eq(passwordResetCodes.id, id),
          isNull(passwordResetCodes.usedAt),
          lt(passwordResetCodes.attempts, maxTries),
        ),
      )
      .returning({ id: passwordResetCodes.id });
    return rows.length > 0;
  },

  /** Marks a code used; false when another request used it first. */
  async useCode(db: DbOrTx, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.id, id), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    return rows.length > 0;
  },

  /** A new link for the user; the links made before it stop working. */
  async replaceLink(
    db: DbOrTx,
    link: { userId: string; tokenDigest: string; ticketId: string; createdBy: string; expiresAt: Date; now: Date },
  ): Promise<void> {
    await db
      .update(passwordResetLinks)
      .set({ usedAt: link.now })
      .where(and(eq(passwordResetLinks.userId, link.userId), isNull(passwordResetLinks.usedAt)));
    await db.insert(passwordResetLinks).values({
      userId: link.userId,
      tokenDigest: link.tokenDigest,
      ticketId: link.ticketId,
      createdBy: link.createdBy,
      expiresAt: link.expiresAt,
      createdAt: link.now,
    });
  },

  async findLink(db: DbOrTx, tokenDigest: string): Promise<PasswordResetLinkRow | undefined> {
    const [row] = await db.select().from(passwordResetLinks).where(eq(passwordResetLinks.tokenDigest, tokenDigest));
    return row;
  },

  /** Marks a link used if it still works; false when it was used (or replaced) first or has expired. */
  async useLink(db: DbOrTx, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(passwordResetLinks)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResetLinks.id, id), isNull(passwordResetLinks.usedAt), gt(passwordResetLinks.expiresAt, now)),
      )
      .returning({ id: passwordResetLinks.id });
    return rows.length > 0;
  },

  /** After a successful reset: every other code and link of the user stops working. */
  async endAll(db: DbOrTx, userId: string, now: Date): Promise<void> {
    await db
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
    await db
      .update(passwordResetLinks)
      .set({ usedAt: now })
      .where(and(eq(passwordResetLinks.userId, userId), isNull(passwordResetLinks.usedAt)));
  },
};

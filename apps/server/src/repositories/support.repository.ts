import type { SupportStatus } from '@nupe/shared';
import { asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { supportMessages, supportNotes, users } from '../db/schema/index.js';

/** Open tickets first, then in progress, then resolved; oldest first within each. */
const statusRank = sql`case ${supportMessages.status} when 'open' then 0 when 'in_progress' then 1 else 2 end`;

export const supportRepository = {
  async list(db: DbOrTx, status: SupportStatus | 'all', limit: number, offset = 0) {
    return db
      .select({ ticket: supportMessages, fromName: users.fullName, fromRole: users.role })
      .from(supportMessages)
      .leftJoin(users, eq(users.id, supportMessages.userId))
      .where(status === 'all' ? undefined : eq(supportMessages.status, status))
      .orderBy(statusRank, asc(supportMessages.createdAt), asc(supportMessages.id))
      .limit(limit)
      .offset(offset);
  },

  async count(db: DbOrTx, status: SupportStatus | 'all'): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(supportMessages)
      .where(status === 'all' ? undefined : eq(supportMessages.status, status));
    return row?.n ?? 0;
  },

  async find(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ ticket: supportMessages, fromName: users.fullName, fromRole: users.role })
      .from(supportMessages)
      .leftJoin(users, eq(users.id, supportMessages.userId))
      .where(eq(supportMessages.id, id));
    return row;
  },

  async notesFor(db: DbOrTx, messageIds: string[]) {
    if (messageIds.length === 0) return [];
    return db
      .select({ note: supportNotes, author: users.fullName })
      .from(supportNotes)
      .leftJoin(users, eq(users.id, supportNotes.authorId))
      .where(inArray(supportNotes.messageId, messageIds))
      .orderBy(asc(supportNotes.createdAt), asc(supportNotes.id));
  },

  async setStatus(db: DbOrTx, id: string, status: SupportStatus): Promise<boolean> {
    const rows = await db
      .update(supportMessages)
      .set({ status, updatedAt: new Date() })
      .where(eq(supportMessages.id, id))
      .returning({ id: supportMessages.id });
    return rows.length > 0;
  },

  async addNote(db: DbOrTx, messageId: string, authorId: string, body: string) {
    await db.insert(supportNotes).values({ messageId, authorId, body });
    await db.update(supportMessages).set({ updatedAt: new Date() }).where(eq(supportMessages.id, messageId));
  },

  async countOpen(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ n: count() }).from(supportMessages).where(ne(supportMessages.status, 'resolved'));
    return row?.n ?? 0;
  },
  /** A message from the contact form (signed in or not); staff see it as a ticket. */
  async insertMessage(db: DbOrTx, message: typeof supportMessages.$inferInsert): Promise<string> {
    const [row] = await db.insert(supportMessages).values(message).returning({ id: supportMessages.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },
};

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';

export type NewUser = typeof users.$inferInsert;

export const usersRepository = {
  async findByPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.phone, phone));
    return row;
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
};

import type { Role, UserStatus } from '@nupe/shared';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { artistProfiles, type UserRow, users } from '../db/schema/index.js';
import { likePattern } from './query-parts.js';

export type AdminUserRow = { user: UserRow; artistName: string | null };

export type AdminUserFilter = { q?: string; role?: Role; status?: UserStatus; limit: number; offset: number };

/** User accounts as staff manage them: listed with their artist names, locked while a role or status changes. */
export const userAccountsRepository = {
  async list(db: DbOrTx, f: AdminUserFilter): Promise<{ rows: AdminUserRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (f.role) conditions.push(eq(users.role, f.role));
    if (f.status) conditions.push(eq(users.status, f.status));
    if (f.q) {
      const p = likePattern(f.q);
      const digits = f.q.replace(/\D/g, '');
      const terms = [ilike(users.fullName, p), ilike(users.email, p), ilike(artistProfiles.displayName, p)];
      // "0803 123…" finds +234803123…: phones are stored in E.164.
      if (digits.length >= 3) terms.push(ilike(users.phone, likePattern(digits.replace(/^0/, ''))));
      conditions.push(or(...terms) as SQL);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ user: users, artistName: artistProfiles.displayName })
        .from(users)
        .leftJoin(artistProfiles, eq(artistProfiles.userId, users.id))
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(f.limit)
        .offset(f.offset),
      db.select({ n: count() }).from(users).leftJoin(artistProfiles, eq(artistProfiles.userId, users.id)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async find(db: DbOrTx, id: string): Promise<AdminUserRow | undefined> {
    const [row] = await db
      .select({ user: users, artistName: artistProfiles.displayName })
      .from(users)
      .leftJoin(artistProfiles, eq(artistProfiles.userId, users.id))
      .where(eq(users.id, id));
    return row;
  },

  /** Active admins, their rows locked until the transaction ends (two admins demoting each other wait in turn). */
  async lockActiveAdmins(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
      .for('update');
    return rows.map((r) => r.id);
  },

  async lock(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
    return row;
  },

  async update(db: DbOrTx, id: string, patch: { role?: Role; status?: UserStatus }) {
    await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id));
  },

  /** An account made an artist by an admin gets a public profile under its own name. */
  async ensureArtistProfile(db: DbOrTx, user: UserRow) {
    await db
      .insert(artistProfiles)
      .values({ userId: user.id, displayName: user.fullName, contactEmail: user.email })
      .onConflictDoNothing({ target: artistProfiles.userId });
  },
};

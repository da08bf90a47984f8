import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { type ArtistProfileRow, artistProfiles, songs, users } from '../db/schema/index.js';
import { likePattern } from './query-parts.js';
import { songScope } from './song-scopes.js';

const select = (db: DbOrTx) =>
  db
    .select({
      profile: artistProfiles,
      songCount: sql<number>`(select count(*)::int from ${songs} where ${songs.ownerId} = ${artistProfiles.userId} and ${songScope.listedFor(null)})`,
    })
    .from(artistProfiles)
    .innerJoin(users, eq(users.id, artistProfiles.userId));

/** Public artists: profiles of active accounts (a profile exists once an application is approved). */
const active = eq(users.status, 'active');

export const artistsRepository = {
  async list(db: DbOrTx, f: { q?: string; limit: number; offset: number }) {
    const conditions: SQL[] = [active];
    if (f.q) conditions.push(ilike(artistProfiles.displayName, likePattern(f.q)));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      select(db)
        .where(where)
        .orderBy(asc(sql`lower(${artistProfiles.displayName})`), asc(artistProfiles.id))
        .limit(f.limit)
        .offset(f.offset),
      db.select({ n: count() }).from(artistProfiles).innerJoin(users, eq(users.id, artistProfiles.userId)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  async find(db: DbOrTx, id: string) {
    const [row] = await select(db).where(and(active, eq(artistProfiles.id, id)));
    return row;
  },
  async findByUser(db: DbOrTx, userId: string): Promise<ArtistProfileRow | undefined> {
    const [row] = await db.select().from(artistProfiles).where(eq(artistProfiles.userId, userId));
    return row;
  },
  async update(
    db: DbOrTx,
    userId: string,
    values: Partial<Pick<ArtistProfileRow, 'displayName' | 'bio' | 'genre' | 'contactEmail' | 'avatarKey'>>,
  ): Promise<ArtistProfileRow | undefined> {
    const [row] = await db
      .update(artistProfiles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(artistProfiles.userId, userId))
      .returning();
    return row;
  },
};

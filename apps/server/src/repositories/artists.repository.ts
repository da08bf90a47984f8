import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { artistProfiles, songs, users } from '../db/schema/index.js';
import { songScope } from './song-scopes.js';
import { likePattern } from './songs.repository.js';

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
};

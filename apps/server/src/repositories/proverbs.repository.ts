import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { proverbOccurrences, proverbs, songs } from '../db/schema/index.js';
import { prefixQuery } from '../lib/search-fold.js';
import { songScope, type Viewer } from './song-scopes.js';

/** Occurrences in songs listed for this viewer: a proverb never reveals a recording they may not hear. */
const heardBy = (viewer: Viewer) =>
  sql<number>`(select count(*)::int from ${proverbOccurrences} o join ${songs} on songs.id = o.song_id
    where o.proverb_id = proverbs.id and ${songScope.listedFor(viewer)})`;

/** Proverbs and where they are said (#14). */
export const proverbsRepository = {
  async list(db: DbOrTx, f: { q?: string; limit: number; offset: number; viewer: Viewer }) {
    const words = f.q ? prefixQuery(f.q) : null;
    const where: SQL | undefined = words ? sql`${proverbs.searchVector} @@ to_tsquery('simple', ${words})` : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ proverb: proverbs, occurrenceCount: heardBy(f.viewer) })
        .from(proverbs)
        .where(where)
        // Alphabetical as a reader expects, tone marks aside (search_text is folded).
        .orderBy(asc(proverbs.searchText), asc(proverbs.id))
        .limit(f.limit)
        .offset(f.offset),
      db.select({ n: count() }).from(proverbs).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async find(db: DbOrTx, id: string, viewer: Viewer) {
    const [row] = await db
      .select({ proverb: proverbs, occurrenceCount: heardBy(viewer) })
      .from(proverbs)
      .where(eq(proverbs.id, id));
    return row;
  },

  async insert(db: DbOrTx, values: typeof proverbs.$inferInsert) {
    const [row] = await db.insert(proverbs).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** The moments a proverb is said in songs listed for this viewer, in song then time order. */
  occurrences(db: DbOrTx, proverbId: string, viewer: Viewer) {
    return db
      .select({ songId: proverbOccurrences.songId, start: proverbOccurrences.start, end: proverbOccurrences.end })
      .from(proverbOccurrences)
      .innerJoin(songs, eq(songs.id, proverbOccurrences.songId))
      .where(and(eq(proverbOccurrences.proverbId, proverbId), songScope.listedFor(viewer)))
      .orderBy(asc(songs.title), asc(proverbOccurrences.start));
  },

  async addOccurrence(db: DbOrTx, values: typeof proverbOccurrences.$inferInsert): Promise<void> {
    await db.insert(proverbOccurrences).values(values).onConflictDoNothing();
  },
};
